-- Rehacer de cero los resúmenes que mantienen los disparadores (cartera.sql, diario.sql, rutas.sql).
--
-- Cada objeto está aquí en su definición de hoy. Para cambiarlo: edita este archivo, corre `npm run db:sql` (escribe
-- la migración que lo instala) y confirma los dos juntos (apps/api/sql/README.md).

-- Rehace de cero los resúmenes de una empresa (todas sus franjas quedan en la 0) y el vencimiento más antiguo de cada
-- cliente, de lo que calculan cartera_calculada, diario_calculado y rutas_calculadas. Para reparar o para el generador
-- de datos del banco (bench/datos-grandes.ts); con la empresa quieta.
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
  DELETE FROM resumen_cartera_mes r WHERE r.id_empresa = empresa;
  INSERT INTO resumen_cartera_mes
    (id_empresa, dimension, id, mes, prestamos, clientes, capital_centavos, interes_centavos, saldo_centavos)
  SELECT empresa, k.dimension, k.id, date_trunc('month', k.vence::timestamp)::date, sum(k.prestamos),
    sum(k.clientes), sum(k.capital), sum(k.interes), sum(k.saldo)
  FROM cartera_calculada(empresa) k GROUP BY 2, 3, 4;
  DELETE FROM resumen_diario r WHERE r.id_empresa = empresa;
  INSERT INTO resumen_diario
    (id_empresa, fecha, cuotas, monto_centavos, abiertas, pendiente_centavos, recibos, cobrado_centavos)
  SELECT empresa, d.* FROM diario_calculado(empresa) d;
  DELETE FROM resumen_ruta r WHERE r.id_empresa = empresa;
  INSERT INTO resumen_ruta (id_empresa, id_ruta, fecha, abiertas, pendiente_centavos)
  SELECT empresa, r.* FROM rutas_calculadas(empresa) r;
END $$;
