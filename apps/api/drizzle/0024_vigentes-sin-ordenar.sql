-- La lista VIGENTE recorre los préstamos activos del más reciente atrás y filtra por el vencimiento impago: con esa
-- columna dentro del índice del estado, el recorrido no visita las filas. El plan genérico de la sentencia preparada,
-- que supone cien préstamos por empresa, lo prefiere a leer todos los vigentes por el índice de atraso y ordenarlos
-- (2,3 ms en la empresa del banco contra 0,3), así que la lista ya no se planifica en cada petición
-- (docs/decisiones/0018-costo-por-peticion.md). Drizzle no escribe INCLUDE: el esquema declara el índice sin él.
DROP INDEX "prestamo_por_estado";--> statement-breakpoint
CREATE INDEX "prestamo_por_estado" ON "prestamo" ("id_empresa", "estado", "id_prestamo") INCLUDE ("primer_vencimiento_impago");
