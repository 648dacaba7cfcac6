-- El número de una serie escrito en la base, igual que `formatearNumero` del dominio (la prueba
-- apps/api/src/db/reglas-escritas-dos-veces.test.ts los compara con formatos, prefijos, fechas y números al azar):
-- así el cobro toma el número, guarda el recibo y suma a la caja en una sola sentencia, sin volver al servidor con la
-- serie bloqueada (docs/decisiones/0018-costo-por-peticion.md). El prefijo y el formato llegan ya validados y sin
-- espacios (contract/secuencias.ts); el formato lleva un solo contador, {N} o {N:k}, y ninguna llave en su texto
-- fijo.
CREATE FUNCTION formatear_numero(formato text, prefijo text, fecha date, n bigint) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(
    replace(replace(replace(replace(btrim(formato), '{PREFIJO}', upper(btrim(prefijo))),
      '{AAAA}', to_char(fecha, 'YYYY')), '{MM}', to_char(fecha, 'MM')), '{DD}', to_char(fecha, 'DD')),
    '\{N(:\d{1,2})?\}',
    lpad(n::text, greatest(coalesce(substring(formato FROM '\{N:(\d{1,2})\}')::int, 1), length(n::text)), '0'))
$$;
