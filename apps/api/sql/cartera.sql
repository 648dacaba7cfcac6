-- El resumen de cartera (docs/decisiones/0022-tablero-y-reportes.md): los préstamos vigentes por día de su
-- vencimiento impago más antiguo, para la empresa (dimensión 'E', id 0), cada ruta del cliente ('R') y cada cobrador
-- de esas rutas ('C'), con sus clientes, capital, interés y saldo; resumen_cartera por día y resumen_cartera_mes por
-- mes. El tablero y los reportes de salud de la cartera (modules/reportes/repositorio.ts) lo leen sumando sus franjas
-- en vez de recorrer préstamos. Lo mantienen los disparadores de préstamo (resumir_prestamo) y de las asignaciones de
-- rutas (recolocar_*); la invariante "El resumen de cartera ... es el de los préstamos vigentes" (db/invariantes.ts)
-- lo compara con cartera_calculada.
--
-- Cada objeto está aquí en su definición de hoy. Para cambiarlo: edita este archivo, corre `npm run db:sql` (escribe
-- la migración que lo instala) y confirma los dos juntos (apps/api/sql/README.md).

-- Las filas del resumen en que cuenta un cliente: la empresa, cada ruta suya (0 si no tiene) y cada cobrador de esas
-- rutas (0 si no tiene). La usan resumir_prestamo, recolocar_en_cartera y cartera_calculada, así los tres reparten igual.
CREATE OR REPLACE FUNCTION claves_de_resumen(rutas int[], cobradores int[]) RETURNS TABLE (dimension text, id int)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT 'E', 0
  UNION ALL
  SELECT 'R', r FROM unnest(CASE WHEN cardinality(rutas) > 0 THEN rutas ELSE ARRAY[0] END) r
  UNION ALL
  SELECT 'C', c FROM unnest(CASE WHEN cardinality(cobradores) > 0 THEN cobradores ELSE ARRAY[0] END) c
$$;

-- Suma en la franja de esta conexión (pg_backend_pid(); franjas.sql) los cambios de la cartera de una empresa, por
-- día de vencimiento (resumen_cartera) y por mes (resumen_cartera_mes). La llaman resumir_prestamo (cada préstamo que
-- cambia) y recolocar_en_cartera (cambios de rutas).
CREATE OR REPLACE FUNCTION aplicar_a_cartera(empresa int, deltas delta_de_cartera[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO resumen_cartera AS r
      (id_empresa, dimension, id, vence, franja, prestamos, clientes, capital_centavos, interes_centavos,
       saldo_centavos)
    SELECT empresa, d.dimension, d.id, d.vence, pg_backend_pid(), sum(d.prestamos), sum(d.clientes), sum(d.capital),
      sum(d.interes), sum(d.saldo)
    FROM unnest(deltas) d
    GROUP BY d.dimension, d.id, d.vence
    HAVING sum(d.prestamos) <> 0 OR sum(d.clientes) <> 0 OR sum(d.capital) <> 0 OR sum(d.interes) <> 0
      OR sum(d.saldo) <> 0
    ON CONFLICT (id_empresa, dimension, id, vence, franja) DO UPDATE SET
      prestamos = r.prestamos + excluded.prestamos,
      clientes = r.clientes + excluded.clientes,
      capital_centavos = r.capital_centavos + excluded.capital_centavos,
      interes_centavos = r.interes_centavos + excluded.interes_centavos,
      saldo_centavos = r.saldo_centavos + excluded.saldo_centavos;
  INSERT INTO resumen_cartera_mes AS m
      (id_empresa, dimension, id, mes, franja, prestamos, clientes, capital_centavos, interes_centavos,
       saldo_centavos)
    SELECT empresa, d.dimension, d.id, date_trunc('month', d.vence::timestamp)::date, pg_backend_pid(),
      sum(d.prestamos), sum(d.clientes), sum(d.capital), sum(d.interes), sum(d.saldo)
    FROM unnest(deltas) d
    GROUP BY d.dimension, d.id, date_trunc('month', d.vence::timestamp)::date
    HAVING sum(d.prestamos) <> 0 OR sum(d.clientes) <> 0 OR sum(d.capital) <> 0 OR sum(d.interes) <> 0
      OR sum(d.saldo) <> 0
    ON CONFLICT (id_empresa, dimension, id, mes, franja) DO UPDATE SET
      prestamos = m.prestamos + excluded.prestamos,
      clientes = m.clientes + excluded.clientes,
      capital_centavos = m.capital_centavos + excluded.capital_centavos,
      interes_centavos = m.interes_centavos + excluded.interes_centavos,
      saldo_centavos = m.saldo_centavos + excluded.saldo_centavos;
END $$;

-- Lo que unos clientes aportan a la cartera: cada préstamo vigente en su vencimiento y cada cliente en el más antiguo.
-- Un cliente a la vez por su llave. La usa recolocar_en_cartera (cambios de rutas).
CREATE OR REPLACE FUNCTION cartera_de_clientes(empresa int, clientes int[])
  RETURNS TABLE (id_cliente int, vence date, prestamos int, clientes int, capital bigint, interes bigint, saldo bigint)
LANGUAGE sql STABLE AS $$
  SELECT x.id, p.vence, p.prestamos, p.clientes, p.capital, p.interes, p.saldo
  FROM unnest(clientes) x(id)
  CROSS JOIN LATERAL (
    SELECT coalesce(q.primer_vencimiento_impago, 'infinity'::date) AS vence, 1 AS prestamos, 0 AS clientes,
      q.capital_pendiente_centavos AS capital, q.interes_pendiente_centavos AS interes, q.saldo_centavos AS saldo
    FROM prestamo q
    -- `|| ''`: que el índice parcial de los activos (toda la empresa) no compita con el del cliente.
    WHERE q.id_empresa = empresa AND q.id_cliente = x.id AND q.estado || '' = 'ACTIVO'
    UNION ALL
    SELECT c.primer_vencimiento_impago, 0, 1, 0, 0, 0
    FROM cliente c
    WHERE c.id_empresa = empresa AND c.id_cliente = x.id AND c.primer_vencimiento_impago IS NOT NULL
    OFFSET 0
  ) p
$$;

-- Lleva a la cartera (por día de vencimiento, de la empresa, de cada ruta y cobrador del cliente) el cambio de un
-- préstamo, y al cliente su vencimiento impago más antiguo (`cliente.primer_vencimiento_impago`: invariante "El
-- vencimiento más antiguo guardado en cada cliente..."). La llaman los disparadores prestamo_resumir_altas y
-- prestamo_resumir_cambios, en la sentencia que cambia el préstamo.
CREATE OR REPLACE FUNCTION resumir_prestamo() RETURNS trigger
LANGUAGE plpgsql AS $function$
DECLARE
  empresa int := coalesce(NEW.id_empresa, OLD.id_empresa);
  cli int := coalesce(NEW.id_cliente, OLD.id_cliente);
  antes date;
  despues date;
  hay_cliente boolean;
  rutas int[];
  cobradores int[];
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
    -- `|| ''`: que el índice parcial de los activos (toda la empresa) no compita con el del cliente.
    FROM prestamo p WHERE p.id_empresa = empresa AND p.id_cliente = cli AND p.estado || '' = 'ACTIVO';
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
  rutas := array(SELECT rc.id_ruta FROM ruta_cliente rc
    WHERE rc.id_empresa = empresa AND rc.id_cliente = cli ORDER BY 1);
  cobradores := array(SELECT DISTINCT ru.id_usuario FROM ruta_cliente rc
    JOIN ruta_usuario ru ON ru.id_empresa = rc.id_empresa AND ru.id_ruta = rc.id_ruta
    WHERE rc.id_empresa = empresa AND rc.id_cliente = cli ORDER BY 1);
  PERFORM aplicar_a_cartera(empresa, array(
    SELECT ROW(k.dimension, k.id, d.vence, d.prestamos, d.clientes, d.capital, d.interes, d.saldo)::delta_de_cartera
    FROM unnest(deltas) d
    CROSS JOIN claves_de_resumen(rutas, cobradores) k));
  RETURN NULL;
END $function$;

-- Un préstamo que se da de alta o se borra entra o sale de la cartera (resumir_prestamo).
CREATE OR REPLACE TRIGGER prestamo_resumir_altas AFTER INSERT OR DELETE ON prestamo
  FOR EACH ROW EXECUTE FUNCTION resumir_prestamo();

-- Un préstamo que cambia lo que la cartera resume (estado, vencimiento, saldos); el resto de sus cambios no la llama.
-- Corre en la sentencia que lo cambia, no al confirmar: con las sumas en franjas ya no retiene filas compartidas.
CREATE OR REPLACE TRIGGER prestamo_resumir_cambios AFTER UPDATE ON prestamo
  FOR EACH ROW WHEN (OLD.estado IS DISTINCT FROM NEW.estado
    OR OLD.primer_vencimiento_impago IS DISTINCT FROM NEW.primer_vencimiento_impago
    OR OLD.capital_pendiente_centavos <> NEW.capital_pendiente_centavos
    OR OLD.interes_pendiente_centavos <> NEW.interes_pendiente_centavos
    OR OLD.saldo_centavos <> NEW.saldo_centavos)
  EXECUTE FUNCTION resumir_prestamo();

-- Un cambio de asignaciones (clientes de una ruta o cobradores de una ruta) mueve el aporte de los clientes afectados
-- de las filas de sus rutas y cobradores de antes a las de ahora. "Antes" es lo de ahora sin lo agregado y con lo
-- quitado por la sentencia (rc_: pares ruta-cliente que entran o salen; ru_: pares ruta-usuario). La llaman
-- recolocar_por_ruta_cliente y recolocar_por_ruta_usuario.
CREATE OR REPLACE FUNCTION recolocar_en_cartera(empresa int, rc_mas par_de_ids[], rc_menos par_de_ids[],
  ru_mas par_de_ids[], ru_menos par_de_ids[]) RETURNS void
LANGUAGE plpgsql AS $function$
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
  -- Uno a uno por su llave, en el orden del arreglo (ya ordenado).
  PERFORM 1 FROM unnest(afectados) a(id)
    CROSS JOIN LATERAL (SELECT 1 FROM cliente c WHERE c.id_empresa = empresa AND c.id_cliente = a.id
      FOR NO KEY UPDATE) l;
  PERFORM aplicar_a_cartera(empresa, array(
    WITH rc_despues AS (
      SELECT rc.id_ruta, rc.id_cliente FROM unnest(afectados) a(id)
      CROSS JOIN LATERAL (SELECT r.id_ruta, r.id_cliente FROM ruta_cliente r
        WHERE r.id_empresa = empresa AND r.id_cliente = a.id OFFSET 0) rc
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
END $function$;

-- Los clientes que entran a una ruta, salen de ella o cambian, por empresa (recolocar_en_cartera). La llaman los
-- disparadores ruta_cliente_recolocar_*, una vez por sentencia con sus tablas de transición.
CREATE OR REPLACE FUNCTION recolocar_por_ruta_cliente() RETURNS trigger
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

-- Clientes agregados a rutas (recolocar_por_ruta_cliente).
CREATE OR REPLACE TRIGGER ruta_cliente_recolocar_altas AFTER INSERT ON ruta_cliente
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION recolocar_por_ruta_cliente();

-- Clientes quitados de rutas (recolocar_por_ruta_cliente).
CREATE OR REPLACE TRIGGER ruta_cliente_recolocar_bajas AFTER DELETE ON ruta_cliente
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION recolocar_por_ruta_cliente();

-- Filas ruta-cliente que cambian (recolocar_por_ruta_cliente).
CREATE OR REPLACE TRIGGER ruta_cliente_recolocar_cambios AFTER UPDATE ON ruta_cliente
  REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION recolocar_por_ruta_cliente();

-- Los cobradores que entran a una ruta, salen de ella o cambian, por empresa (recolocar_en_cartera). La llaman los
-- disparadores ruta_usuario_recolocar_*, una vez por sentencia con sus tablas de transición.
CREATE OR REPLACE FUNCTION recolocar_por_ruta_usuario() RETURNS trigger
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

-- Cobradores asignados a rutas (recolocar_por_ruta_usuario).
CREATE OR REPLACE TRIGGER ruta_usuario_recolocar_altas AFTER INSERT ON ruta_usuario
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION recolocar_por_ruta_usuario();

-- Cobradores quitados de rutas (recolocar_por_ruta_usuario).
CREATE OR REPLACE TRIGGER ruta_usuario_recolocar_bajas AFTER DELETE ON ruta_usuario
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION recolocar_por_ruta_usuario();

-- Filas ruta-usuario que cambian (recolocar_por_ruta_usuario).
CREATE OR REPLACE TRIGGER ruta_usuario_recolocar_cambios AFTER UPDATE ON ruta_usuario
  REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION recolocar_por_ruta_usuario();

-- Lo que el resumen de cartera debe tener, calculado desde cero de los préstamos vigentes y las asignaciones. La usan
-- reconstruir_resumenes (resumenes.sql) y la invariante del resumen de cartera (db/invariantes.ts).
CREATE OR REPLACE FUNCTION cartera_calculada(empresa int)
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

-- Lo que la cartera por mes debe tener, sumado de la cartera por día: la invariante "El resumen de cartera por mes es
-- la suma por mes del resumen de cartera" (db/invariantes.ts).
CREATE OR REPLACE FUNCTION cartera_por_mes()
  RETURNS TABLE (id_empresa int, dimension text, id int, mes date, prestamos bigint, clientes bigint, capital numeric,
    interes numeric, saldo numeric)
  LANGUAGE sql STABLE AS $$
  SELECT id_empresa, dimension, id, date_trunc('month', vence::timestamp)::date, sum(prestamos), sum(clientes),
    sum(capital_centavos), sum(interes_centavos), sum(saldo_centavos)
  FROM resumen_cartera
  GROUP BY 1, 2, 3, 4
$$;
