-- Resumen de cada préstamo calculado de sus cuotas. Lo llaman las operaciones que cambian cuotas (en su propia
-- transacción) y el generador de datos del banco de pruebas; la verificación de invariantes lo compara con las cuotas.
CREATE OR REPLACE FUNCTION refrescar_prestamos(empresa int, ids int[]) RETURNS void
  LANGUAGE sql AS $$
  UPDATE prestamo p SET
    saldo_centavos = a.saldo,
    capital_pendiente_centavos = a.capital,
    interes_pendiente_centavos = a.interes,
    cuotas_pagadas = a.pagadas,
    primer_vencimiento_impago = a.vence,
    id_pago_primera_abierta = f.id_pago,
    no_cuota_primera_abierta = f.no_cuota,
    cuota_actual_centavos = f.monto_cuota_centavos,
    pendiente_primera_abierta_centavos = f.pendiente,
    pagos_vigentes = d.n
  FROM prestamo q
  CROSS JOIN LATERAL (
    SELECT
      coalesce(sum(c.monto_cuota_centavos - c.abonado_capital_centavos - c.abonado_interes_centavos)
        FILTER (WHERE c.estado_cuota <> 'PAGADA'), 0) AS saldo,
      coalesce(sum(c.capital_cuota_centavos - c.abonado_capital_centavos)
        FILTER (WHERE c.estado_cuota <> 'PAGADA'), 0) AS capital,
      coalesce(sum(c.interes_cuota_centavos - c.abonado_interes_centavos)
        FILTER (WHERE c.estado_cuota <> 'PAGADA'), 0) AS interes,
      count(*) FILTER (WHERE c.estado_cuota = 'PAGADA') AS pagadas,
      min(c.fecha_debe_pagar) FILTER (WHERE c.estado_cuota <> 'PAGADA') AS vence
    FROM cuota c WHERE c.id_empresa = q.id_empresa AND c.id_prestamo = q.id_prestamo
  ) a
  LEFT JOIN LATERAL (
    SELECT c.id_pago, c.no_cuota, c.monto_cuota_centavos,
      c.monto_cuota_centavos - c.abonado_capital_centavos - c.abonado_interes_centavos AS pendiente
    FROM cuota c
    WHERE c.id_empresa = q.id_empresa AND c.id_prestamo = q.id_prestamo AND c.estado_cuota <> 'PAGADA'
    ORDER BY c.no_cuota LIMIT 1
  ) f ON true
  CROSS JOIN LATERAL (
    SELECT count(*) AS n FROM detalle_pago d
    WHERE d.id_empresa = q.id_empresa AND d.id_prestamo = q.id_prestamo AND d.estado = 'VIGENTE'
  ) d
  WHERE q.id_empresa = empresa AND q.id_prestamo = ANY(ids)
    AND p.id_empresa = q.id_empresa AND p.id_prestamo = q.id_prestamo;
$$;
--> statement-breakpoint
-- Contadores de clientes y préstamos por estado, en la misma transacción de cada alta, cambio de estado o borrado.
-- Disparadores por fila con WHEN: un UPDATE que no cambia el estado (el resumen de un préstamo en cada cobro) ni
-- siquiera llama a la función, así el contador no se vuelve una fila caliente.
CREATE OR REPLACE FUNCTION contar_por_estado() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  tabla text := CASE TG_TABLE_NAME WHEN 'cliente' THEN 'clientes' ELSE 'prestamos' END;
BEGIN
  IF TG_OP <> 'DELETE' THEN
    EXECUTE format('INSERT INTO contador_empresa AS k (id_empresa, %1$I) VALUES ($1, 1)
        ON CONFLICT (id_empresa) DO UPDATE SET %1$I = k.%1$I + 1',
      tabla || '_' || CASE NEW.estado WHEN 'ACTIVO' THEN 'activos' WHEN 'INACTIVO' THEN 'inactivos'
        WHEN 'SALDADO' THEN 'saldados' ELSE 'cancelados' END)
      USING NEW.id_empresa;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    EXECUTE format('INSERT INTO contador_empresa AS k (id_empresa, %1$I) VALUES ($1, -1)
        ON CONFLICT (id_empresa) DO UPDATE SET %1$I = k.%1$I - 1',
      tabla || '_' || CASE OLD.estado WHEN 'ACTIVO' THEN 'activos' WHEN 'INACTIVO' THEN 'inactivos'
        WHEN 'SALDADO' THEN 'saldados' ELSE 'cancelados' END)
      USING OLD.id_empresa;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cliente_contar_altas AFTER INSERT OR DELETE ON cliente
  FOR EACH ROW EXECUTE FUNCTION contar_por_estado();
--> statement-breakpoint
CREATE TRIGGER cliente_contar_cambios AFTER UPDATE OF estado ON cliente
  FOR EACH ROW WHEN (OLD.estado IS DISTINCT FROM NEW.estado) EXECUTE FUNCTION contar_por_estado();
--> statement-breakpoint
CREATE TRIGGER prestamo_contar_altas AFTER INSERT OR DELETE ON prestamo
  FOR EACH ROW EXECUTE FUNCTION contar_por_estado();
--> statement-breakpoint
CREATE TRIGGER prestamo_contar_cambios AFTER UPDATE OF estado ON prestamo
  FOR EACH ROW WHEN (OLD.estado IS DISTINCT FROM NEW.estado) EXECUTE FUNCTION contar_por_estado();
--> statement-breakpoint
-- Lo que ya existía: la regla de mora de hoy en cada préstamo (desde ahora queda fija), su resumen y los contadores.
UPDATE prestamo p SET mora_porcentaje = e.mora_porcentaje, dias_gracia = e.dias_gracia
  FROM empresa e WHERE e.id_empresa = p.id_empresa;
--> statement-breakpoint
SELECT refrescar_prestamos(e.id_empresa, array(SELECT id_prestamo FROM prestamo WHERE id_empresa = e.id_empresa))
  FROM empresa e;
--> statement-breakpoint
INSERT INTO contador_empresa (id_empresa, clientes_activos, clientes_inactivos, prestamos_activos, prestamos_saldados,
    prestamos_cancelados)
  SELECT e.id_empresa,
    (SELECT count(*) FROM cliente c WHERE c.id_empresa = e.id_empresa AND c.estado = 'ACTIVO'),
    (SELECT count(*) FROM cliente c WHERE c.id_empresa = e.id_empresa AND c.estado = 'INACTIVO'),
    (SELECT count(*) FROM prestamo p WHERE p.id_empresa = e.id_empresa AND p.estado = 'ACTIVO'),
    (SELECT count(*) FROM prestamo p WHERE p.id_empresa = e.id_empresa AND p.estado = 'SALDADO'),
    (SELECT count(*) FROM prestamo p WHERE p.id_empresa = e.id_empresa AND p.estado = 'CANCELADO')
  FROM empresa e
  ON CONFLICT (id_empresa) DO NOTHING;
