-- Generada por `npm run db:sql` (scripts/generar-migracion-de-sql.ts): las funciones, disparadores y vistas de
-- apps/api/sql que la base de las migraciones anteriores no tenía así, copiados de sus archivos. No se edita: se
-- cambia el archivo y se genera otra.
SET check_function_bodies = off;
--> statement-breakpoint
-- apps/api/sql/diario.sql
-- Lo cobrado de cada día (fecha_de_negocio del recibo, fechas.sql) cuenta los recibos vigentes que traen dinero: cobros
-- y liquidaciones. El recibo REENGANCHE salda el préstamo anterior con el nuevo sin que entre un peso
-- (docs/decisiones/0017-rutas-y-cobradores.md y docs/decisiones/0022-tablero-y-reportes.md): contarlo inflaba lo
-- cobrado del día del reenganche y la eficiencia de cobro. La llaman los disparadores recibo_resumir_altas y
-- recibo_resumir_cambios.
CREATE OR REPLACE FUNCTION resumir_recibo() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  deltas delta_diario[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.estado = 'VIGENTE' AND OLD.concepto <> 'REENGANCHE' THEN
    deltas := deltas || ROW(OLD.id_empresa, fecha_de_negocio(OLD.fecha), 0, 0, 0, 0, -1,
      -OLD.total_centavos)::delta_diario;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.estado = 'VIGENTE' AND NEW.concepto <> 'REENGANCHE' THEN
    deltas := deltas || ROW(NEW.id_empresa, fecha_de_negocio(NEW.fecha), 0, 0, 0, 0, 1,
      NEW.total_centavos)::delta_diario;
  END IF;
  PERFORM aplicar_al_diario(deltas);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- apps/api/sql/diario.sql
-- Lo que el resumen diario debe tener, calculado desde cero de las cuotas y los recibos (con la misma regla de lo
-- cobrado que resumir_recibo). La usan reconstruir_resumenes (resumenes.sql) y la invariante del resumen diario
-- (db/invariantes.ts).
CREATE OR REPLACE FUNCTION diario_calculado(empresa int)
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
    SELECT fecha_de_negocio(r.fecha), 0, 0, 0, 0, count(*), sum(r.total_centavos)
    FROM recibo r WHERE r.id_empresa = empresa AND r.estado = 'VIGENTE' AND r.concepto <> 'REENGANCHE'
    GROUP BY 1
  ) t
  GROUP BY t.fecha
$$;
--> statement-breakpoint
-- apps/api/sql/fechas.sql
-- La fecha (día de negocio) de un instante: copia de `fechaDeNegocio` (packages/domain/src/fechas.ts), con la que el
-- servidor da "hoy" y fecha cobros y recibos. apps/api/src/db/reglas-escritas-dos-veces.test.ts comprueba que las dos
-- dan lo mismo con instantes al azar y alrededor de la medianoche. La usan resumir_recibo y diario_calculado
-- (diario.sql): lo cobrado de un día son los recibos de ese día de negocio. IMMUTABLE (la zona va escrita): PostgreSQL
-- la inserta en la consulta que la llama.
CREATE OR REPLACE FUNCTION fecha_de_negocio(instante timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (instante AT TIME ZONE 'America/Santo_Domingo')::date $$;
--> statement-breakpoint
RESET check_function_bodies;
