DROP INDEX "cliente_recientes";--> statement-breakpoint
DROP INDEX "prestamo_recientes";--> statement-breakpoint
DROP INDEX "movimiento_caja_por_fecha";--> statement-breakpoint
DROP INDEX "movimiento_caja_por_usuario";--> statement-breakpoint
DROP INDEX "cliente_por_estado";--> statement-breakpoint
DROP INDEX "pago_plan_por_empresa";--> statement-breakpoint
DROP INDEX "pago_plan_por_fecha";--> statement-breakpoint
DROP INDEX "prestamo_por_estado";--> statement-breakpoint
CREATE INDEX "detalle_pago_por_recibo" ON "detalle_pago" USING btree ("id_empresa","id_recibo");--> statement-breakpoint
CREATE INDEX "movimiento_caja_por_fecha" ON "movimiento_caja" USING btree ("id_empresa","fecha","id_movimiento");--> statement-breakpoint
CREATE INDEX "movimiento_caja_por_usuario" ON "movimiento_caja" USING btree ("id_empresa","id_usuario","fecha","id_movimiento");--> statement-breakpoint
CREATE INDEX "cliente_por_estado" ON "cliente" USING btree ("id_empresa","estado","id_cliente");--> statement-breakpoint
CREATE INDEX "pago_plan_por_empresa" ON "pago_plan" USING btree ("id_empresa","fecha","id_pago_plan");--> statement-breakpoint
CREATE INDEX "pago_plan_por_fecha" ON "pago_plan" USING btree ("fecha","id_pago_plan");--> statement-breakpoint
CREATE INDEX "prestamo_por_estado" ON "prestamo" USING btree ("id_empresa","estado","id_prestamo");