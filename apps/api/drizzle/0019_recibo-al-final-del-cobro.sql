-- Un cobro escribe primero lo que es solo de su préstamo (detalles, cuotas, su resumen) y al final lo que comparten
-- todos los cobros de la empresa (la serie de recibos, el resumen del día, la caja), que queda bloqueado hasta el commit:
-- así lo retiene menos tiempo (docs/decisiones/0025-escrituras-a-la-vez.md). Los detalles nombran su recibo antes de
-- que exista; la llave se verifica al terminar la transacción.
ALTER TABLE "detalle_pago" ALTER CONSTRAINT "detalle_pago_id_empresa_id_recibo_recibo_id_empresa_id_recibo_fk"
  DEFERRABLE INITIALLY DEFERRED;
