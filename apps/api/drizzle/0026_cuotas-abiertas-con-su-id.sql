-- Las cuotas abiertas de los préstamos que coinciden con una búsqueda (lista de cuotas, reporte de cuotas) se eligen
-- por este índice: con la cuota al final de la llave, la página y su total se leen sin visitar las filas de la tabla
-- (docs/decisiones/0018-costo-por-peticion.md).
DROP INDEX "cuota_abierta_por_prestamo";--> statement-breakpoint
CREATE INDEX "cuota_abierta_por_prestamo" ON "cuota" USING btree ("id_empresa","id_prestamo","fecha_debe_pagar","id_pago") WHERE "cuota"."estado_cuota" <> 'PAGADA';