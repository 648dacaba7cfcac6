-- El resumen de cada ruta (resumen_ruta, docs/decisiones/0018-costo-por-peticion.md): por día, las cuotas abiertas de
-- los clientes de la ruta y lo que falta de ellas. Los totales del reporte de cuotas de una ruta
-- (modules/reportes/repositorio.ts) salían de leer las cuotas abiertas de todos sus clientes en cada petición (6 000
-- en la ruta del banco: 29 ms); así suman una fila por día. Lo mantienen resumir_cuotas (diario.sql) y
-- resumir_ruta_cliente; la invariante "El resumen de cada ruta ... es el de sus clientes" (db/invariantes.ts) lo
-- compara con rutas_calculadas.
--
-- Cada objeto está aquí en su definición de hoy. Para cambiarlo: edita este archivo, corre `npm run db:sql` (escribe
-- la migración que lo instala) y confirma los dos juntos (apps/api/sql/README.md).

-- Suma en la franja de esta conexión (pg_backend_pid(); franjas.sql) los cambios de las cuotas abiertas por ruta y
-- día. La llaman resumir_cuotas (diario.sql) y resumir_ruta_cliente.
CREATE OR REPLACE FUNCTION aplicar_a_rutas(deltas delta_de_ruta[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO resumen_ruta AS r (id_empresa, id_ruta, fecha, franja, abiertas, pendiente_centavos)
    SELECT d.id_empresa, d.id_ruta, d.fecha, pg_backend_pid(), sum(d.abiertas), sum(d.pendiente)
    FROM unnest(deltas) d
    GROUP BY d.id_empresa, d.id_ruta, d.fecha
    HAVING sum(d.abiertas) <> 0 OR sum(d.pendiente) <> 0
    ON CONFLICT (id_empresa, id_ruta, fecha, franja) DO UPDATE SET
      abiertas = r.abiertas + excluded.abiertas,
      pendiente_centavos = r.pendiente_centavos + excluded.pendiente_centavos;
END $$;

-- Las cuotas abiertas de unas cuotas (de uno o pocos préstamos) en cada ruta de su cliente, con su signo. La llama
-- resumir_cuotas (diario.sql: alta, baja y cambio de cuotas). Busca lo suyo por su llave, una fila a la vez, en vez de
-- unir la tabla de transición con las tablas de la empresa: con estadísticas viejas o ausentes (sin autovacuum), el
-- plan genérico que la función guarda creía pocas las filas de la empresa y recorría todas sus cuotas o préstamos
-- para encontrar las del préstamo que cambió (docs/decisiones/0025-escrituras-a-la-vez.md;
-- apps/api/test/costo-de-escribir.test.ts lo mide).
CREATE OR REPLACE FUNCTION aportes_de_cuotas_a_rutas(cuotas cuota[], signo int) RETURNS delta_de_ruta[]
LANGUAGE plpgsql STABLE AS $$
DECLARE
  p record;
  cli int;
  rutas int[];
  deltas delta_de_ruta[] := '{}';
BEGIN
  FOR p IN SELECT DISTINCT c.id_empresa, c.id_prestamo FROM unnest(cuotas) c LOOP
    SELECT q.id_cliente INTO cli FROM prestamo q WHERE q.id_empresa = p.id_empresa AND q.id_prestamo = p.id_prestamo;
    rutas := array(SELECT rc.id_ruta FROM ruta_cliente rc WHERE rc.id_empresa = p.id_empresa AND rc.id_cliente = cli);
    CONTINUE WHEN cardinality(rutas) = 0;
    deltas := deltas || array(
      SELECT ROW(c.id_empresa, r, c.fecha_debe_pagar, signo,
        signo * (c.monto_cuota_centavos - c.abonado_capital_centavos - c.abonado_interes_centavos))::delta_de_ruta
      FROM unnest(cuotas) c CROSS JOIN unnest(rutas) r
      WHERE c.id_prestamo = p.id_prestamo AND c.estado_cuota <> 'PAGADA');
  END LOOP;
  RETURN deltas;
END $$;

-- Las cuotas abiertas de los clientes de unas filas ruta-cliente, en su ruta, con su signo. La llama
-- resumir_ruta_cliente (un cliente entra a una ruta o sale de ella). Por llave, como aportes_de_cuotas_a_rutas.
CREATE OR REPLACE FUNCTION aportes_de_clientes_a_rutas(filas ruta_cliente[], signo int) RETURNS delta_de_ruta[]
LANGUAGE plpgsql STABLE AS $$
DECLARE
  f ruta_cliente;
  p record;
  deltas delta_de_ruta[] := '{}';
BEGIN
  FOREACH f IN ARRAY filas LOOP
    FOR p IN SELECT q.id_prestamo FROM prestamo q WHERE q.id_empresa = f.id_empresa AND q.id_cliente = f.id_cliente
    LOOP
      deltas := deltas || array(
        SELECT ROW(f.id_empresa, f.id_ruta, c.fecha_debe_pagar, signo,
          signo * (c.monto_cuota_centavos - c.abonado_capital_centavos - c.abonado_interes_centavos))::delta_de_ruta
        FROM cuota c
        WHERE c.id_empresa = f.id_empresa AND c.id_prestamo = p.id_prestamo AND c.estado_cuota <> 'PAGADA');
    END LOOP;
  END LOOP;
  RETURN deltas;
END $$;

-- Resume por ruta las cuotas de los clientes que entran a una ruta o salen de ella. La llaman los disparadores
-- ruta_cliente_resumir_*.
CREATE OR REPLACE FUNCTION resumir_ruta_cliente() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM aplicar_a_rutas(aportes_de_clientes_a_rutas(array(SELECT n::ruta_cliente FROM nuevas n), 1));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM aplicar_a_rutas(aportes_de_clientes_a_rutas(array(SELECT v::ruta_cliente FROM viejas v), -1));
  ELSE
    -- Por fila (un cambio de ruta o de cliente, no de orden): sin tablas de transición.
    PERFORM aplicar_a_rutas(aportes_de_clientes_a_rutas(ARRAY[OLD], -1) || aportes_de_clientes_a_rutas(ARRAY[NEW], 1));
  END IF;
  RETURN NULL;
END $$;

-- Clientes agregados a rutas, una vez por sentencia (resumir_ruta_cliente).
CREATE OR REPLACE TRIGGER ruta_cliente_resumir_altas AFTER INSERT ON ruta_cliente
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION resumir_ruta_cliente();

-- Clientes quitados de rutas, una vez por sentencia (resumir_ruta_cliente).
CREATE OR REPLACE TRIGGER ruta_cliente_resumir_bajas AFTER DELETE ON ruta_cliente
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION resumir_ruta_cliente();

-- Una fila ruta-cliente que cambia de ruta o de cliente. Reordenar una ruta (solo `orden`) no cambia sus cuotas: este
-- disparador no corre.
CREATE OR REPLACE TRIGGER ruta_cliente_resumir_cambios AFTER UPDATE ON ruta_cliente
  FOR EACH ROW WHEN ((old.id_empresa, old.id_ruta, old.id_cliente) IS DISTINCT FROM (new.id_empresa, new.id_ruta, new.id_cliente))
  EXECUTE FUNCTION resumir_ruta_cliente();

-- Lo que el resumen de rutas debe tener, calculado de las cuotas. La usan reconstruir_resumenes (resumenes.sql) y la
-- invariante del resumen de cada ruta (db/invariantes.ts).
CREATE OR REPLACE FUNCTION rutas_calculadas(empresa int)
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
