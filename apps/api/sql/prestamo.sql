-- El resumen guardado en cada préstamo (lo adeudado, el capital y el interés pendientes, las cuotas pagadas, la primera
-- cuota abierta, el vencimiento impago más antiguo, los pagos vigentes): las listas y los filtros lo leen de la fila del
-- préstamo sin recorrer sus cuotas. Se calcula de las cuotas en un solo lugar, resumen_de_prestamo.
--
-- Cada objeto está aquí en su definición de hoy. Para cambiarlo: edita este archivo, corre `npm run db:sql` (escribe
-- la migración que lo instala) y confirma los dos juntos (apps/api/sql/README.md).

-- El resumen de un préstamo calculado de sus cuotas, escrito una sola vez: refrescar_prestamo y refrescar_prestamos lo
-- guardan, y la invariante "El resumen guardado de cada préstamo es el de sus cuotas" (db/invariantes.ts) lo compara
-- con lo guardado. El alta (modules/prestamos/alta.ts) y lo que aplica dinero a las cuotas (`aplicarACuotas` de
-- modules/prestamos/cobro.ts: cobro, liquidación y reenganche) escriben el mismo resumen, calculado en TypeScript, en
-- la sentencia que guarda las cuotas; esa invariante comprueba que coinciden.
CREATE OR REPLACE FUNCTION resumen_de_prestamo(empresa int, prestamo_id int)
  RETURNS TABLE (saldo bigint, capital bigint, interes bigint, pagadas int, vence date, id_pago int, no_cuota int,
    cuota bigint, pendiente bigint, pagos int)
  LANGUAGE sql STABLE AS $$
  SELECT a.saldo, a.capital, a.interes, a.pagadas, a.vence, f.id_pago, f.no_cuota, f.monto_cuota_centavos,
    f.pendiente, d.n
  FROM (
    SELECT
      coalesce(sum(c.monto_cuota_centavos - c.abonado_capital_centavos - c.abonado_interes_centavos)
        FILTER (WHERE c.estado_cuota <> 'PAGADA'), 0)::bigint AS saldo,
      coalesce(sum(c.capital_cuota_centavos - c.abonado_capital_centavos)
        FILTER (WHERE c.estado_cuota <> 'PAGADA'), 0)::bigint AS capital,
      coalesce(sum(c.interes_cuota_centavos - c.abonado_interes_centavos)
        FILTER (WHERE c.estado_cuota <> 'PAGADA'), 0)::bigint AS interes,
      (count(*) FILTER (WHERE c.estado_cuota = 'PAGADA'))::int AS pagadas,
      min(c.fecha_debe_pagar) FILTER (WHERE c.estado_cuota <> 'PAGADA') AS vence
    FROM cuota c WHERE c.id_empresa = empresa AND c.id_prestamo = prestamo_id
  ) a
  LEFT JOIN LATERAL (
    SELECT c.id_pago, c.no_cuota, c.monto_cuota_centavos,
      (c.monto_cuota_centavos - c.abonado_capital_centavos - c.abonado_interes_centavos)::bigint AS pendiente
    FROM cuota c
    WHERE c.id_empresa = empresa AND c.id_prestamo = prestamo_id AND c.estado_cuota <> 'PAGADA'
    ORDER BY c.no_cuota LIMIT 1
  ) f ON true
  CROSS JOIN (
    SELECT count(*)::int AS n FROM detalle_pago d
    WHERE d.id_empresa = empresa AND d.id_prestamo = prestamo_id AND d.estado = 'VIGENTE'
  ) d
$$;

-- Guarda en la fila del préstamo su resumen recalculado de las cuotas (resumen_de_prestamo). Toda operación que cambia
-- cuotas sin escribir el resumen ella misma la llama antes de terminar su transacción, por `refrescarPrestamo`
-- (modules/prestamos/cobro.ts): anular un pago (modules/pagos/cancelar.ts), diferir una cuota
-- (modules/pagos/diferir.ts) y cancelar un préstamo (modules/prestamos/service.ts). Busca el préstamo solo por su
-- llave: refrescar_prestamos con un solo id dejaba, en el plan genérico que la función guarda, un recorrido de los
-- préstamos de la empresa.
CREATE OR REPLACE FUNCTION refrescar_prestamo(empresa int, prestamo_id int) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE prestamo p SET
      saldo_centavos = r.saldo,
      capital_pendiente_centavos = r.capital,
      interes_pendiente_centavos = r.interes,
      cuotas_pagadas = r.pagadas,
      primer_vencimiento_impago = r.vence,
      id_pago_primera_abierta = r.id_pago,
      no_cuota_primera_abierta = r.no_cuota,
      cuota_actual_centavos = r.cuota,
      pendiente_primera_abierta_centavos = r.pendiente,
      pagos_vigentes = r.pagos
    FROM resumen_de_prestamo(empresa, prestamo_id) r
    WHERE p.id_empresa = empresa AND p.id_prestamo = prestamo_id;
END $$;

-- Lo mismo para varios préstamos de una empresa a la vez: para el generador de datos del banco (bench/datos-grandes.ts).
-- PL/pgSQL y no SQL: una función SQL que no se puede expandir en la consulta que la llama se planifica de nuevo en cada
-- llamada, y una PL/pgSQL guarda su plan en la conexión (docs/decisiones/0018-costo-por-peticion.md).
CREATE OR REPLACE FUNCTION refrescar_prestamos(empresa int, ids int[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE prestamo p SET
      saldo_centavos = r.saldo,
      capital_pendiente_centavos = r.capital,
      interes_pendiente_centavos = r.interes,
      cuotas_pagadas = r.pagadas,
      primer_vencimiento_impago = r.vence,
      id_pago_primera_abierta = r.id_pago,
      no_cuota_primera_abierta = r.no_cuota,
      cuota_actual_centavos = r.cuota,
      pendiente_primera_abierta_centavos = r.pendiente,
      pagos_vigentes = r.pagos
    FROM prestamo q
    CROSS JOIN LATERAL resumen_de_prestamo(q.id_empresa, q.id_prestamo) r
    WHERE q.id_empresa = empresa AND q.id_prestamo = ANY(ids)
      AND p.id_empresa = q.id_empresa AND p.id_prestamo = q.id_prestamo;
END $$;
