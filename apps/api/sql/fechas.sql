-- El día de negocio: el de America/Santo_Domingo (UTC−4 todo el año), no el del servidor (packages/domain/src/fechas.ts).
--
-- Cada objeto está aquí en su definición de hoy. Para cambiarlo: edita este archivo, corre `npm run db:sql` (escribe
-- la migración que lo instala) y confirma los dos juntos (apps/api/sql/README.md).

-- La fecha (día de negocio) de un instante: copia de `fechaDeNegocio` (packages/domain/src/fechas.ts), con la que el
-- servidor da "hoy" y fecha cobros y recibos. apps/api/src/db/reglas-escritas-dos-veces.test.ts comprueba que las dos
-- dan lo mismo con instantes al azar y alrededor de la medianoche. La usan resumir_recibo y diario_calculado
-- (diario.sql): lo cobrado de un día son los recibos de ese día de negocio. IMMUTABLE (la zona va escrita): PostgreSQL
-- la inserta en la consulta que la llama.
CREATE OR REPLACE FUNCTION fecha_de_negocio(instante timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (instante AT TIME ZONE 'America/Santo_Domingo')::date $$;
