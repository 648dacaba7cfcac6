-- Los números de préstamos y recibos (packages/domain/src/numeracion.ts; docs/decisiones/0014-prestamos.md).
--
-- Cada objeto está aquí en su definición de hoy. Para cambiarlo: edita este archivo, corre `npm run db:sql` (escribe
-- la migración que lo instala) y confirma los dos juntos (apps/api/sql/README.md).

-- El número n de una serie, fechado en `fecha`: copia de `formatearNumero` (packages/domain/src/numeracion.ts), que la
-- web usa para el ejemplo en vivo de los ajustes. apps/api/src/db/reglas-escritas-dos-veces.test.ts comprueba que las
-- dos dan lo mismo con formatos, prefijos, fechas y números al azar. La llama `siguienteNumero` (modules/numeracion/repositorio.ts): el cobro toma el número, guarda el recibo y
-- suma a la caja en una sola sentencia, sin volver al servidor con la serie bloqueada
-- (docs/decisiones/0018-costo-por-peticion.md). El prefijo y el formato llegan ya validados y sin espacios
-- (contract/secuencias.ts); el formato lleva un solo contador, {N} o {N:k}, y ninguna llave en su texto fijo. STABLE
-- y no IMMUTABLE: to_char depende de la sesión, y una función IMMUTABLE cuyo cuerpo no lo es no se expande en la
-- consulta que la llama.
CREATE OR REPLACE FUNCTION formatear_numero(formato text, prefijo text, fecha date, n bigint) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(
    replace(replace(replace(replace(btrim(formato), '{PREFIJO}', upper(btrim(prefijo))),
      '{AAAA}', to_char(fecha, 'YYYY')), '{MM}', to_char(fecha, 'MM')), '{DD}', to_char(fecha, 'DD')),
    '\{N(:\d{1,2})?\}',
    lpad(n::text, greatest(coalesce(substring(formato FROM '\{N:(\d{1,2})\}')::int, 1), length(n::text)), '0'))
$$;
