CREATE TABLE "resumen_cartera" (
	"id_empresa" integer NOT NULL,
	"dimension" text NOT NULL,
	"id" integer NOT NULL,
	"vence" date NOT NULL,
	"prestamos" integer DEFAULT 0 NOT NULL,
	"clientes" integer DEFAULT 0 NOT NULL,
	"capital_centavos" bigint DEFAULT 0 NOT NULL,
	"interes_centavos" bigint DEFAULT 0 NOT NULL,
	"saldo_centavos" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "resumen_cartera_id_empresa_dimension_id_vence_pk" PRIMARY KEY("id_empresa","dimension","id","vence"),
	CONSTRAINT "resumen_cartera_dimension" CHECK ("resumen_cartera"."dimension" in ('E', 'R', 'C'))
);
--> statement-breakpoint
ALTER TABLE "resumen_cartera" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "resumen_diario" (
	"id_empresa" integer NOT NULL,
	"fecha" date NOT NULL,
	"cuotas" integer DEFAULT 0 NOT NULL,
	"monto_centavos" bigint DEFAULT 0 NOT NULL,
	"abiertas" integer DEFAULT 0 NOT NULL,
	"pendiente_centavos" bigint DEFAULT 0 NOT NULL,
	"recibos" integer DEFAULT 0 NOT NULL,
	"cobrado_centavos" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "resumen_diario_id_empresa_fecha_pk" PRIMARY KEY("id_empresa","fecha")
);
--> statement-breakpoint
ALTER TABLE "resumen_diario" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "cliente" ADD COLUMN "primer_vencimiento_impago" date;--> statement-breakpoint
CREATE POLICY "resumen_cartera_solo_su_empresa" ON "resumen_cartera" AS PERMISSIVE FOR ALL TO "app_user" USING (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int) WITH CHECK (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "resumen_diario_solo_su_empresa" ON "resumen_diario" AS PERMISSIVE FOR ALL TO "app_user" USING (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int) WITH CHECK (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int);--> statement-breakpoint
-- ===== Resumen de cartera (docs/decisiones/0022-tablero-y-reportes.md) =====
-- Un cambio en el resumen: lo que suma o resta a una fila (dimensión, id, vencimiento).
CREATE TYPE delta_de_cartera AS (
  dimension text, id int, vence date, prestamos int, clientes int, capital bigint, interes bigint, saldo bigint
);
--> statement-breakpoint
CREATE TYPE par_de_ids AS (a int, b int);
--> statement-breakpoint
-- Las filas del resumen en que cuenta un cliente: la empresa, cada ruta suya (0 si no tiene) y cada cobrador de esas
-- rutas (0 si no tiene).
CREATE FUNCTION claves_de_resumen(rutas int[], cobradores int[]) RETURNS TABLE (dimension text, id int)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT 'E', 0
  UNION ALL
  SELECT 'R', r FROM unnest(CASE WHEN cardinality(rutas) > 0 THEN rutas ELSE ARRAY[0] END) r
  UNION ALL
  SELECT 'C', c FROM unnest(CASE WHEN cardinality(cobradores) > 0 THEN cobradores ELSE ARRAY[0] END) c
$$;
--> statement-breakpoint
-- Suma los cambios agrupados y en el orden de la clave: dos transacciones que tocan las mismas filas las bloquean en
-- el mismo orden (sin abrazo mortal). Las sumas que se anulan no tocan la fila.
CREATE FUNCTION aplicar_a_cartera(empresa int, deltas delta_de_cartera[]) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO resumen_cartera AS r
    (id_empresa, dimension, id, vence, prestamos, clientes, capital_centavos, interes_centavos, saldo_centavos)
  SELECT empresa, d.dimension, d.id, d.vence, sum(d.prestamos), sum(d.clientes), sum(d.capital), sum(d.interes),
    sum(d.saldo)
  FROM unnest(deltas) d
  GROUP BY d.dimension, d.id, d.vence
  HAVING sum(d.prestamos) <> 0 OR sum(d.clientes) <> 0 OR sum(d.capital) <> 0 OR sum(d.interes) <> 0
    OR sum(d.saldo) <> 0
  ORDER BY d.dimension, d.id, d.vence
  ON CONFLICT (id_empresa, dimension, id, vence) DO UPDATE SET
    prestamos = r.prestamos + excluded.prestamos,
    clientes = r.clientes + excluded.clientes,
    capital_centavos = r.capital_centavos + excluded.capital_centavos,
    interes_centavos = r.interes_centavos + excluded.interes_centavos,
    saldo_centavos = r.saldo_centavos + excluded.saldo_centavos
$$;
--> statement-breakpoint
-- Lo que aportan unos clientes al resumen hoy: cada préstamo vigente en su vencimiento impago más antiguo y cada
-- cliente en el suyo (el de la columna del cliente).
CREATE FUNCTION cartera_de_clientes(empresa int, clientes int[])
  RETURNS TABLE (id_cliente int, vence date, prestamos int, clientes int, capital bigint, interes bigint, saldo bigint)
  LANGUAGE sql STABLE AS $$
  SELECT p.id_cliente, coalesce(p.primer_vencimiento_impago, 'infinity'::date), 1, 0, p.capital_pendiente_centavos,
    p.interes_pendiente_centavos, p.saldo_centavos
  FROM prestamo p
  WHERE p.id_empresa = empresa AND p.id_cliente = ANY(clientes) AND p.estado = 'ACTIVO'
  UNION ALL
  SELECT c.id_cliente, c.primer_vencimiento_impago, 0, 1, 0, 0, 0
  FROM cliente c
  WHERE c.id_empresa = empresa AND c.id_cliente = ANY(clientes) AND c.primer_vencimiento_impago IS NOT NULL
$$;
--> statement-breakpoint
-- Cada alta, cambio de resumen o borrado de un préstamo mueve su aporte (y el de su cliente, si cambió su vencimiento
-- más antiguo) en las filas de la empresa, de sus rutas y de sus cobradores.
CREATE FUNCTION resumir_prestamo() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  empresa int := coalesce(NEW.id_empresa, OLD.id_empresa);
  cli int := coalesce(NEW.id_cliente, OLD.id_cliente);
  antes date;
  despues date;
  hay_cliente boolean;
  deltas delta_de_cartera[] := '{}';
BEGIN
  -- El cliente primero: un cambio de sus rutas (recolocar_en_cartera) bloquea la misma fila, así uno espera al otro y
  -- el segundo lee lo que dejó el primero.
  SELECT true, c.primer_vencimiento_impago INTO hay_cliente, antes
  FROM cliente c WHERE c.id_empresa = empresa AND c.id_cliente = cli FOR NO KEY UPDATE;
  IF TG_OP <> 'INSERT' AND OLD.estado = 'ACTIVO' THEN
    deltas := deltas || ROW('', 0, coalesce(OLD.primer_vencimiento_impago, 'infinity'::date), -1, 0,
      -OLD.capital_pendiente_centavos, -OLD.interes_pendiente_centavos, -OLD.saldo_centavos)::delta_de_cartera;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.estado = 'ACTIVO' THEN
    deltas := deltas || ROW('', 0, coalesce(NEW.primer_vencimiento_impago, 'infinity'::date), 1, 0,
      NEW.capital_pendiente_centavos, NEW.interes_pendiente_centavos, NEW.saldo_centavos)::delta_de_cartera;
  END IF;
  IF hay_cliente THEN
    SELECT min(coalesce(p.primer_vencimiento_impago, 'infinity'::date)) INTO despues
    FROM prestamo p WHERE p.id_empresa = empresa AND p.id_cliente = cli AND p.estado = 'ACTIVO';
    IF antes IS DISTINCT FROM despues THEN
      IF antes IS NOT NULL THEN
        deltas := deltas || ROW('', 0, antes, 0, -1, 0, 0, 0)::delta_de_cartera;
      END IF;
      IF despues IS NOT NULL THEN
        deltas := deltas || ROW('', 0, despues, 0, 1, 0, 0, 0)::delta_de_cartera;
      END IF;
      UPDATE cliente SET primer_vencimiento_impago = despues WHERE id_empresa = empresa AND id_cliente = cli;
    END IF;
  END IF;
  PERFORM aplicar_a_cartera(empresa, array(
    SELECT ROW(k.dimension, k.id, d.vence, d.prestamos, d.clientes, d.capital, d.interes, d.saldo)::delta_de_cartera
    FROM unnest(deltas) d
    CROSS JOIN claves_de_resumen(
      array(SELECT rc.id_ruta FROM ruta_cliente rc
        WHERE rc.id_empresa = empresa AND rc.id_cliente = cli ORDER BY 1),
      array(SELECT DISTINCT ru.id_usuario FROM ruta_cliente rc
        JOIN ruta_usuario ru ON ru.id_empresa = rc.id_empresa AND ru.id_ruta = rc.id_ruta
        WHERE rc.id_empresa = empresa AND rc.id_cliente = cli ORDER BY 1)) k));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER prestamo_resumir_altas AFTER INSERT OR DELETE ON prestamo
  FOR EACH ROW EXECUTE FUNCTION resumir_prestamo();
--> statement-breakpoint
CREATE TRIGGER prestamo_resumir_cambios AFTER UPDATE ON prestamo
  FOR EACH ROW WHEN (OLD.estado IS DISTINCT FROM NEW.estado
    OR OLD.primer_vencimiento_impago IS DISTINCT FROM NEW.primer_vencimiento_impago
    OR OLD.capital_pendiente_centavos <> NEW.capital_pendiente_centavos
    OR OLD.interes_pendiente_centavos <> NEW.interes_pendiente_centavos
    OR OLD.saldo_centavos <> NEW.saldo_centavos)
  EXECUTE FUNCTION resumir_prestamo();
--> statement-breakpoint
-- Un cambio de asignaciones (clientes de una ruta o cobradores de una ruta) mueve el aporte de los clientes afectados
-- de las filas de sus rutas y cobradores de antes a las de ahora. "Antes" es lo de ahora sin lo agregado y con lo
-- quitado por la sentencia (`*_mas`, `*_menos`: pares ruta-cliente y ruta-usuario).
CREATE FUNCTION recolocar_en_cartera(empresa int, rc_mas par_de_ids[], rc_menos par_de_ids[], ru_mas par_de_ids[],
  ru_menos par_de_ids[]) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  afectados int[];
BEGIN
  afectados := array(
    SELECT x.b FROM unnest(rc_mas) x
    UNION SELECT x.b FROM unnest(rc_menos) x
    UNION SELECT rc.id_cliente FROM ruta_cliente rc
      WHERE rc.id_empresa = empresa
        AND rc.id_ruta IN (SELECT x.a FROM unnest(ru_mas) x UNION SELECT x.a FROM unnest(ru_menos) x)
    ORDER BY 1);
  IF cardinality(afectados) = 0 THEN
    RETURN;
  END IF;
  -- Los mismos bloqueos que toma resumir_prestamo, en orden; lo que sigue lee lo último confirmado de sus préstamos.
  PERFORM 1 FROM cliente c WHERE c.id_empresa = empresa AND c.id_cliente = ANY(afectados)
    ORDER BY c.id_cliente FOR NO KEY UPDATE;
  PERFORM aplicar_a_cartera(empresa, array(
    WITH rc_despues AS (
      SELECT rc.id_ruta, rc.id_cliente FROM ruta_cliente rc
      WHERE rc.id_empresa = empresa AND rc.id_cliente = ANY(afectados)
    ), rc_antes AS (
      (SELECT * FROM rc_despues EXCEPT SELECT x.a, x.b FROM unnest(rc_mas) x)
      UNION SELECT x.a, x.b FROM unnest(rc_menos) x
    ), ru_despues AS (
      SELECT ru.id_ruta, ru.id_usuario FROM ruta_usuario ru WHERE ru.id_empresa = empresa
    ), ru_antes AS (
      (SELECT * FROM ru_despues EXCEPT SELECT x.a, x.b FROM unnest(ru_mas) x)
      UNION SELECT x.a, x.b FROM unnest(ru_menos) x
    ), claves AS (
      SELECT a.id_cliente, -1 AS signo, k.dimension, k.id
      FROM unnest(afectados) a(id_cliente)
      CROSS JOIN LATERAL claves_de_resumen(
        array(SELECT r.id_ruta FROM rc_antes r WHERE r.id_cliente = a.id_cliente),
        array(SELECT DISTINCT u.id_usuario FROM rc_antes r JOIN ru_antes u ON u.id_ruta = r.id_ruta
          WHERE r.id_cliente = a.id_cliente)) k
      UNION ALL
      SELECT a.id_cliente, 1, k.dimension, k.id
      FROM unnest(afectados) a(id_cliente)
      CROSS JOIN LATERAL claves_de_resumen(
        array(SELECT r.id_ruta FROM rc_despues r WHERE r.id_cliente = a.id_cliente),
        array(SELECT DISTINCT u.id_usuario FROM rc_despues r JOIN ru_despues u ON u.id_ruta = r.id_ruta
          WHERE r.id_cliente = a.id_cliente)) k
    )
    SELECT ROW(k.dimension, k.id, c.vence, k.signo * c.prestamos, k.signo * c.clientes, k.signo * c.capital,
      k.signo * c.interes, k.signo * c.saldo)::delta_de_cartera
    FROM claves k JOIN cartera_de_clientes(empresa, afectados) c ON c.id_cliente = k.id_cliente));
END $$;
--> statement-breakpoint
CREATE FUNCTION recolocar_por_ruta_cliente() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  empresa int;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR empresa IN SELECT DISTINCT n.id_empresa FROM nuevas n LOOP
      PERFORM recolocar_en_cartera(empresa,
        array(SELECT ROW(n.id_ruta, n.id_cliente)::par_de_ids FROM nuevas n WHERE n.id_empresa = empresa), '{}', '{}', '{}');
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR empresa IN SELECT DISTINCT v.id_empresa FROM viejas v LOOP
      PERFORM recolocar_en_cartera(empresa, '{}',
        array(SELECT ROW(v.id_ruta, v.id_cliente)::par_de_ids FROM viejas v WHERE v.id_empresa = empresa), '{}', '{}');
    END LOOP;
  ELSE
    FOR empresa IN SELECT n.id_empresa FROM nuevas n UNION SELECT v.id_empresa FROM viejas v LOOP
      PERFORM recolocar_en_cartera(empresa,
        array(SELECT ROW(n.id_ruta, n.id_cliente)::par_de_ids FROM nuevas n WHERE n.id_empresa = empresa),
        array(SELECT ROW(v.id_ruta, v.id_cliente)::par_de_ids FROM viejas v WHERE v.id_empresa = empresa), '{}', '{}');
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION recolocar_por_ruta_usuario() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  empresa int;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR empresa IN SELECT DISTINCT n.id_empresa FROM nuevas n LOOP
      PERFORM recolocar_en_cartera(empresa, '{}', '{}',
        array(SELECT ROW(n.id_ruta, n.id_usuario)::par_de_ids FROM nuevas n WHERE n.id_empresa = empresa), '{}');
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR empresa IN SELECT DISTINCT v.id_empresa FROM viejas v LOOP
      PERFORM recolocar_en_cartera(empresa, '{}', '{}', '{}',
        array(SELECT ROW(v.id_ruta, v.id_usuario)::par_de_ids FROM viejas v WHERE v.id_empresa = empresa));
    END LOOP;
  ELSE
    FOR empresa IN SELECT n.id_empresa FROM nuevas n UNION SELECT v.id_empresa FROM viejas v LOOP
      PERFORM recolocar_en_cartera(empresa, '{}', '{}',
        array(SELECT ROW(n.id_ruta, n.id_usuario)::par_de_ids FROM nuevas n WHERE n.id_empresa = empresa),
        array(SELECT ROW(v.id_ruta, v.id_usuario)::par_de_ids FROM viejas v WHERE v.id_empresa = empresa));
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ruta_cliente_recolocar_altas AFTER INSERT ON ruta_cliente
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION recolocar_por_ruta_cliente();
--> statement-breakpoint
CREATE TRIGGER ruta_cliente_recolocar_bajas AFTER DELETE ON ruta_cliente
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION recolocar_por_ruta_cliente();
--> statement-breakpoint
CREATE TRIGGER ruta_cliente_recolocar_cambios AFTER UPDATE ON ruta_cliente
  REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION recolocar_por_ruta_cliente();
--> statement-breakpoint
CREATE TRIGGER ruta_usuario_recolocar_altas AFTER INSERT ON ruta_usuario
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION recolocar_por_ruta_usuario();
--> statement-breakpoint
CREATE TRIGGER ruta_usuario_recolocar_bajas AFTER DELETE ON ruta_usuario
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION recolocar_por_ruta_usuario();
--> statement-breakpoint
CREATE TRIGGER ruta_usuario_recolocar_cambios AFTER UPDATE ON ruta_usuario
  REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION recolocar_por_ruta_usuario();
--> statement-breakpoint
-- ===== Resumen diario =====
CREATE TYPE delta_diario AS (
  id_empresa int, fecha date, cuotas int, monto bigint, abiertas int, pendiente bigint, recibos int, cobrado bigint
);
--> statement-breakpoint
CREATE FUNCTION aplicar_al_diario(deltas delta_diario[]) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO resumen_diario AS r
    (id_empresa, fecha, cuotas, monto_centavos, abiertas, pendiente_centavos, recibos, cobrado_centavos)
  SELECT d.id_empresa, d.fecha, sum(d.cuotas), sum(d.monto), sum(d.abiertas), sum(d.pendiente), sum(d.recibos),
    sum(d.cobrado)
  FROM unnest(deltas) d
  GROUP BY d.id_empresa, d.fecha
  HAVING sum(d.cuotas) <> 0 OR sum(d.monto) <> 0 OR sum(d.abiertas) <> 0 OR sum(d.pendiente) <> 0
    OR sum(d.recibos) <> 0 OR sum(d.cobrado) <> 0
  ORDER BY d.id_empresa, d.fecha
  ON CONFLICT (id_empresa, fecha) DO UPDATE SET
    cuotas = r.cuotas + excluded.cuotas,
    monto_centavos = r.monto_centavos + excluded.monto_centavos,
    abiertas = r.abiertas + excluded.abiertas,
    pendiente_centavos = r.pendiente_centavos + excluded.pendiente_centavos,
    recibos = r.recibos + excluded.recibos,
    cobrado_centavos = r.cobrado_centavos + excluded.cobrado_centavos
$$;
--> statement-breakpoint
-- Lo que una cuota aporta a su día (con signo): ella, su monto y, si sigue abierta, lo que falta de ella.
CREATE FUNCTION aporte_de_cuota(c cuota, signo int) RETURNS delta_diario
  LANGUAGE sql IMMUTABLE AS $$
  SELECT ROW(c.id_empresa, c.fecha_debe_pagar, signo, signo * c.monto_cuota_centavos,
    CASE WHEN c.estado_cuota <> 'PAGADA' THEN signo ELSE 0 END,
    CASE WHEN c.estado_cuota <> 'PAGADA'
      THEN signo * (c.monto_cuota_centavos - c.abonado_capital_centavos - c.abonado_interes_centavos) ELSE 0 END,
    0, 0)::delta_diario
$$;
--> statement-breakpoint
CREATE FUNCTION resumir_cuotas() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM aplicar_al_diario(array(SELECT aporte_de_cuota(n, 1) FROM nuevas n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM aplicar_al_diario(array(SELECT aporte_de_cuota(v, -1) FROM viejas v));
  ELSE
    PERFORM aplicar_al_diario(array(
      SELECT aporte_de_cuota(v, -1) FROM viejas v UNION ALL SELECT aporte_de_cuota(n, 1) FROM nuevas n));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cuota_resumir_altas AFTER INSERT ON cuota
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION resumir_cuotas();
--> statement-breakpoint
CREATE TRIGGER cuota_resumir_bajas AFTER DELETE ON cuota
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION resumir_cuotas();
--> statement-breakpoint
CREATE TRIGGER cuota_resumir_cambios AFTER UPDATE ON cuota
  REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION resumir_cuotas();
--> statement-breakpoint
-- Lo cobrado en el día de la empresa en que se emitió el recibo; anularlo lo resta de ese mismo día.
CREATE FUNCTION resumir_recibo() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  deltas delta_diario[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.estado = 'VIGENTE' THEN
    deltas := deltas || ROW(OLD.id_empresa, (OLD.fecha AT TIME ZONE 'America/Santo_Domingo')::date, 0, 0, 0, 0, -1,
      -OLD.total_centavos)::delta_diario;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.estado = 'VIGENTE' THEN
    deltas := deltas || ROW(NEW.id_empresa, (NEW.fecha AT TIME ZONE 'America/Santo_Domingo')::date, 0, 0, 0, 0, 1,
      NEW.total_centavos)::delta_diario;
  END IF;
  PERFORM aplicar_al_diario(deltas);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER recibo_resumir_altas AFTER INSERT OR DELETE ON recibo
  FOR EACH ROW EXECUTE FUNCTION resumir_recibo();
--> statement-breakpoint
CREATE TRIGGER recibo_resumir_cambios AFTER UPDATE ON recibo
  FOR EACH ROW WHEN (OLD.estado IS DISTINCT FROM NEW.estado OR OLD.total_centavos <> NEW.total_centavos
    OR OLD.fecha IS DISTINCT FROM NEW.fecha)
  EXECUTE FUNCTION resumir_recibo();
--> statement-breakpoint
-- ===== Lo mismo calculado desde cero: para lo que ya existía, el generador de datos y la verificación =====
CREATE FUNCTION cartera_calculada(empresa int)
  RETURNS TABLE (dimension text, id int, vence date, prestamos bigint, clientes bigint, capital numeric,
    interes numeric, saldo numeric)
  LANGUAGE sql STABLE AS $$
  WITH aportes AS (
    SELECT p.id_cliente, coalesce(p.primer_vencimiento_impago, 'infinity'::date) AS vence, 1 AS prestamos,
      0 AS clientes, p.capital_pendiente_centavos AS capital, p.interes_pendiente_centavos AS interes,
      p.saldo_centavos AS saldo
    FROM prestamo p WHERE p.id_empresa = empresa AND p.estado = 'ACTIVO'
    UNION ALL
    SELECT p.id_cliente, min(coalesce(p.primer_vencimiento_impago, 'infinity'::date)), 0, 1, 0, 0, 0
    FROM prestamo p WHERE p.id_empresa = empresa AND p.estado = 'ACTIVO'
    GROUP BY p.id_cliente
  ), asignaciones AS (
    SELECT c.id_cliente,
      array(SELECT rc.id_ruta FROM ruta_cliente rc
        WHERE rc.id_empresa = empresa AND rc.id_cliente = c.id_cliente ORDER BY 1) AS rutas,
      array(SELECT DISTINCT ru.id_usuario FROM ruta_cliente rc
        JOIN ruta_usuario ru ON ru.id_empresa = rc.id_empresa AND ru.id_ruta = rc.id_ruta
        WHERE rc.id_empresa = empresa AND rc.id_cliente = c.id_cliente ORDER BY 1) AS cobradores
    FROM (SELECT DISTINCT a.id_cliente FROM aportes a) c
  )
  SELECT k.dimension, k.id, a.vence, sum(a.prestamos), sum(a.clientes), sum(a.capital), sum(a.interes),
    sum(a.saldo)
  FROM aportes a
  JOIN asignaciones s ON s.id_cliente = a.id_cliente
  CROSS JOIN LATERAL claves_de_resumen(s.rutas, s.cobradores) k
  GROUP BY k.dimension, k.id, a.vence
$$;
--> statement-breakpoint
CREATE FUNCTION diario_calculado(empresa int)
  RETURNS TABLE (fecha date, cuotas bigint, monto numeric, abiertas bigint, pendiente numeric, recibos bigint,
    cobrado numeric)
  LANGUAGE sql STABLE AS $$
  SELECT t.fecha, sum(t.cuotas), sum(t.monto), sum(t.abiertas), sum(t.pendiente), sum(t.recibos), sum(t.cobrado)
  FROM (
    SELECT c.fecha_debe_pagar AS fecha, count(*) AS cuotas, sum(c.monto_cuota_centavos) AS monto,
      count(*) FILTER (WHERE c.estado_cuota <> 'PAGADA') AS abiertas,
      coalesce(sum(c.monto_cuota_centavos - c.abonado_capital_centavos - c.abonado_interes_centavos)
        FILTER (WHERE c.estado_cuota <> 'PAGADA'), 0) AS pendiente,
      0 AS recibos, 0 AS cobrado
    FROM cuota c WHERE c.id_empresa = empresa GROUP BY c.fecha_debe_pagar
    UNION ALL
    SELECT (r.fecha AT TIME ZONE 'America/Santo_Domingo')::date, 0, 0, 0, 0, count(*), sum(r.total_centavos)
    FROM recibo r WHERE r.id_empresa = empresa AND r.estado = 'VIGENTE'
    GROUP BY 1
  ) t
  GROUP BY t.fecha
$$;
--> statement-breakpoint
-- Rehace los resúmenes de una empresa desde sus préstamos, cuotas y recibos (sin nadie escribiendo en ella).
CREATE FUNCTION reconstruir_resumenes(empresa int) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE cliente c SET primer_vencimiento_impago = m.vence
  FROM (
    SELECT cl.id_cliente, (SELECT min(coalesce(p.primer_vencimiento_impago, 'infinity'::date)) FROM prestamo p
      WHERE p.id_empresa = empresa AND p.id_cliente = cl.id_cliente AND p.estado = 'ACTIVO') AS vence
    FROM cliente cl WHERE cl.id_empresa = empresa
  ) m
  WHERE c.id_empresa = empresa AND c.id_cliente = m.id_cliente
    AND c.primer_vencimiento_impago IS DISTINCT FROM m.vence;
  DELETE FROM resumen_cartera r WHERE r.id_empresa = empresa;
  INSERT INTO resumen_cartera
    (id_empresa, dimension, id, vence, prestamos, clientes, capital_centavos, interes_centavos, saldo_centavos)
  SELECT empresa, k.* FROM cartera_calculada(empresa) k;
  DELETE FROM resumen_diario r WHERE r.id_empresa = empresa;
  INSERT INTO resumen_diario
    (id_empresa, fecha, cuotas, monto_centavos, abiertas, pendiente_centavos, recibos, cobrado_centavos)
  SELECT empresa, d.* FROM diario_calculado(empresa) d;
END $$;
--> statement-breakpoint
SELECT reconstruir_resumenes(e.id_empresa) FROM empresa e;
