-- El resumen de un préstamo calculado de sus cuotas, escrito una sola vez: `refrescar_prestamos` lo guarda y la
-- verificación de invariantes lo compara con lo guardado (antes cada una repetía la misma consulta).
CREATE FUNCTION resumen_de_prestamo(empresa int, prestamo_id int)
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refrescar_prestamos(empresa int, ids int[]) RETURNS void
  LANGUAGE sql AS $$
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
$$;
