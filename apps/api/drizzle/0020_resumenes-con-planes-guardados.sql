-- Las funciones que escriben los resúmenes en cada cobro pasan de SQL a PL/pgSQL, con la misma sentencia: una función
-- SQL que no se puede expandir en la consulta que la llama se planifica de nuevo en cada llamada, y una PL/pgSQL guarda
-- su plan en la conexión. refrescar_prestamos costaba 1,2 ms de la base por cobro
-- (docs/decisiones/0018-costo-por-peticion.md).
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION aplicar_al_diario(deltas delta_diario[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO resumen_diario AS r
      (id_empresa, fecha, cuotas, monto_centavos, abiertas, pendiente_centavos, recibos, cobrado_centavos)
    SELECT d.id_empresa, d.fecha, sum(d.cuotas), sum(d.monto), sum(d.abiertas), sum(d.pendiente), sum(d.recibos),
      sum(d.cobrado)
    FROM unnest(deltas) d
    GROUP BY d.id_empresa, d.fecha
    HAVING sum(d.cuotas) <> 0 OR sum(d.monto) <> 0 OR sum(d.abiertas) <> 0 OR sum(d.pendiente) <> 0
      OR sum(d.recibos) <> 0 OR sum(d.cobrado) <> 0
    ORDER BY d.id_empresa, d.fecha
    ON CONFLICT (id_empresa, fecha) DO UPDATE SET
      cuotas = r.cuotas + excluded.cuotas,
      monto_centavos = r.monto_centavos + excluded.monto_centavos,
      abiertas = r.abiertas + excluded.abiertas,
      pendiente_centavos = r.pendiente_centavos + excluded.pendiente_centavos,
      recibos = r.recibos + excluded.recibos,
      cobrado_centavos = r.cobrado_centavos + excluded.cobrado_centavos;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION aplicar_a_cartera(empresa int, deltas delta_de_cartera[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO resumen_cartera AS r
      (id_empresa, dimension, id, vence, prestamos, clientes, capital_centavos, interes_centavos, saldo_centavos)
    SELECT empresa, d.dimension, d.id, d.vence, sum(d.prestamos), sum(d.clientes), sum(d.capital), sum(d.interes),
      sum(d.saldo)
    FROM unnest(deltas) d
    GROUP BY d.dimension, d.id, d.vence
    HAVING sum(d.prestamos) <> 0 OR sum(d.clientes) <> 0 OR sum(d.capital) <> 0 OR sum(d.interes) <> 0
      OR sum(d.saldo) <> 0
    ORDER BY d.dimension, d.id, d.vence
    ON CONFLICT (id_empresa, dimension, id, vence) DO UPDATE SET
      prestamos = r.prestamos + excluded.prestamos,
      clientes = r.clientes + excluded.clientes,
      capital_centavos = r.capital_centavos + excluded.capital_centavos,
      interes_centavos = r.interes_centavos + excluded.interes_centavos,
      saldo_centavos = r.saldo_centavos + excluded.saldo_centavos;
END $$;
