-- Las cuotas que una liquidación o un reenganche vigente ya saldó antes de su vencimiento quedan adelantadas ese día
-- (cuota.adelantada_en). Con aporte_de_cuota ya al día (0044), el disparador de las cuotas saca su monto de lo que
-- «vencía» en el resumen diario: esta sentencia pasa una vez por las cuotas de los préstamos liquidados.
UPDATE "cuota" c SET "adelantada_en" = fecha_de_negocio(r."fecha")
  FROM "detalle_pago" d
  JOIN "recibo" r ON r."id_empresa" = d."id_empresa" AND r."id_recibo" = d."id_recibo"
  WHERE d."id_empresa" = c."id_empresa" AND d."id_pago" = c."id_pago" AND d."estado" = 'VIGENTE'
    AND r."estado" = 'VIGENTE' AND r."concepto" IN ('LIQUIDACION', 'REENGANCHE')
    AND c."fecha_debe_pagar" > fecha_de_negocio(r."fecha");
