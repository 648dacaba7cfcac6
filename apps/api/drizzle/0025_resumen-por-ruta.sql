CREATE TABLE "resumen_ruta" (
	"id_empresa" integer NOT NULL,
	"id_ruta" integer NOT NULL,
	"fecha" date NOT NULL,
	"abiertas" integer DEFAULT 0 NOT NULL,
	"pendiente_centavos" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "resumen_ruta_id_empresa_id_ruta_fecha_pk" PRIMARY KEY("id_empresa","id_ruta","fecha")
);
--> statement-breakpoint
ALTER TABLE "resumen_ruta" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "resumen_ruta_solo_su_empresa" ON "resumen_ruta" AS PERMISSIVE FOR ALL TO "app_user" USING (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int) WITH CHECK (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int);--> statement-breakpoint
-- Los totales del reporte de cuotas de una ruta salían de leer las cuotas abiertas de todos sus clientes en cada
-- petición (6 000 en la ruta del banco: 29 ms). Este resumen los da sumando una fila por día
-- (docs/decisiones/0018-costo-por-peticion.md).
CREATE TYPE delta_de_ruta AS (id_empresa int, id_ruta int, fecha date, abiertas int, pendiente bigint);
--> statement-breakpoint
CREATE FUNCTION aplicar_a_rutas(deltas delta_de_ruta[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  -- En orden de llave: dos transacciones que tocan las mismas filas las bloquean en el mismo orden.
  INSERT INTO resumen_ruta AS r (id_empresa, id_ruta, fecha, abiertas, pendiente_centavos)
    SELECT d.id_empresa, d.id_ruta, d.fecha, sum(d.abiertas), sum(d.pendiente)
    FROM unnest(deltas) d
    GROUP BY d.id_empresa, d.id_ruta, d.fecha
    HAVING sum(d.abiertas) <> 0 OR sum(d.pendiente) <> 0
    ORDER BY d.id_empresa, d.id_ruta, d.fecha
    ON CONFLICT (id_empresa, id_ruta, fecha) DO UPDATE SET
      abiertas = r.abiertas + excluded.abiertas,
      pendiente_centavos = r.pendiente_centavos + excluded.pendiente_centavos;
END $$;
--> statement-breakpoint
-- Lo que una cuota abierta aporta (con signo) a cada ruta del cliente de su préstamo.
CREATE FUNCTION aportes_de_cuota_a_rutas(c cuota, signo int) RETURNS SETOF delta_de_ruta
  LANGUAGE sql STABLE AS $$
  SELECT ROW(c.id_empresa, rc.id_ruta, c.fecha_debe_pagar, signo,
    signo * (c.monto_cuota_centavos - c.abonado_capital_centavos - c.abonado_interes_centavos))::delta_de_ruta
  FROM prestamo p
  JOIN ruta_cliente rc ON rc.id_empresa = p.id_empresa AND rc.id_cliente = p.id_cliente
  WHERE c.estado_cuota <> 'PAGADA' AND p.id_empresa = c.id_empresa AND p.id_prestamo = c.id_prestamo
$$;
--> statement-breakpoint
-- Lo que un cliente que entra a una ruta (o sale, con signo negativo) le lleva: sus cuotas abiertas.
CREATE FUNCTION aportes_de_cliente_a_ruta(rc ruta_cliente, signo int) RETURNS SETOF delta_de_ruta
  LANGUAGE sql STABLE AS $$
  SELECT ROW(rc.id_empresa, rc.id_ruta, c.fecha_debe_pagar, signo,
    signo * (c.monto_cuota_centavos - c.abonado_capital_centavos - c.abonado_interes_centavos))::delta_de_ruta
  FROM prestamo p
  JOIN cuota c ON c.id_empresa = p.id_empresa AND c.id_prestamo = p.id_prestamo AND c.estado_cuota <> 'PAGADA'
  WHERE p.id_empresa = rc.id_empresa AND p.id_cliente = rc.id_cliente
$$;
--> statement-breakpoint
-- Las viejas restan y las nuevas suman, en una sola aplicación (un cobro: la misma fila, una vez).
CREATE OR REPLACE FUNCTION resumir_cuotas() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM aplicar_al_diario(array(SELECT aporte_de_cuota(n, 1) FROM nuevas n));
    PERFORM aplicar_a_rutas(array(SELECT a FROM nuevas n, aportes_de_cuota_a_rutas(n, 1) a));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM aplicar_al_diario(array(SELECT aporte_de_cuota(v, -1) FROM viejas v));
    PERFORM aplicar_a_rutas(array(SELECT a FROM viejas v, aportes_de_cuota_a_rutas(v, -1) a));
  ELSE
    PERFORM aplicar_al_diario(array(
      SELECT aporte_de_cuota(v, -1) FROM viejas v UNION ALL SELECT aporte_de_cuota(n, 1) FROM nuevas n));
    PERFORM aplicar_a_rutas(array(
      SELECT a FROM viejas v, aportes_de_cuota_a_rutas(v, -1) a
      UNION ALL SELECT a FROM nuevas n, aportes_de_cuota_a_rutas(n, 1) a));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Clientes que entran a una ruta (o salen) llevan a ella (o le quitan) sus cuotas abiertas.
CREATE FUNCTION resumir_ruta_cliente() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM aplicar_a_rutas(array(SELECT a FROM nuevas n, aportes_de_cliente_a_ruta(n, 1) a));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM aplicar_a_rutas(array(SELECT a FROM viejas v, aportes_de_cliente_a_ruta(v, -1) a));
  ELSE
    -- Por fila (un cambio de ruta o de cliente, no de orden): sin tablas de transición.
    PERFORM aplicar_a_rutas(array(
      SELECT a FROM aportes_de_cliente_a_ruta(OLD, -1) a UNION ALL SELECT a FROM aportes_de_cliente_a_ruta(NEW, 1) a));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ruta_cliente_resumir_altas AFTER INSERT ON ruta_cliente
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION resumir_ruta_cliente();
--> statement-breakpoint
CREATE TRIGGER ruta_cliente_resumir_bajas AFTER DELETE ON ruta_cliente
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION resumir_ruta_cliente();
--> statement-breakpoint
-- Reordenar una ruta (solo `orden`) no cambia sus cuotas: este disparador no corre.
CREATE TRIGGER ruta_cliente_resumir_cambios AFTER UPDATE ON ruta_cliente
  FOR EACH ROW WHEN ((old.id_empresa, old.id_ruta, old.id_cliente) IS DISTINCT FROM (new.id_empresa, new.id_ruta, new.id_cliente))
  EXECUTE FUNCTION resumir_ruta_cliente();
--> statement-breakpoint
-- Lo que el resumen de rutas debe tener, calculado de las cuotas (para reconstruirlo y para las invariantes).
CREATE FUNCTION rutas_calculadas(empresa int)
  RETURNS TABLE (id_ruta int, fecha date, abiertas bigint, pendiente numeric)
  LANGUAGE sql STABLE AS $$
  SELECT rc.id_ruta, c.fecha_debe_pagar, count(*),
    sum(c.monto_cuota_centavos - c.abonado_capital_centavos - c.abonado_interes_centavos)
  FROM ruta_cliente rc
  JOIN prestamo p ON p.id_empresa = rc.id_empresa AND p.id_cliente = rc.id_cliente
  JOIN cuota c ON c.id_empresa = p.id_empresa AND c.id_prestamo = p.id_prestamo AND c.estado_cuota <> 'PAGADA'
  WHERE rc.id_empresa = empresa
  GROUP BY rc.id_ruta, c.fecha_debe_pagar
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reconstruir_resumenes(empresa int) RETURNS void
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
  DELETE FROM resumen_ruta r WHERE r.id_empresa = empresa;
  INSERT INTO resumen_ruta (id_empresa, id_ruta, fecha, abiertas, pendiente_centavos)
  SELECT empresa, r.* FROM rutas_calculadas(empresa) r;
END $$;
--> statement-breakpoint
INSERT INTO resumen_ruta (id_empresa, id_ruta, fecha, abiertas, pendiente_centavos)
SELECT e.id_empresa, r.* FROM empresa e CROSS JOIN LATERAL rutas_calculadas(e.id_empresa) r;
