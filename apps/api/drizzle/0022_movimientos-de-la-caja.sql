-- Cuántos movimientos tiene la caja de cada empresa: el total de la lista de la caja sin filtros, que contarlos hasta el
-- tope costaba 2,3 de los 2,7 ms de la página (docs/decisiones/0018-costo-por-peticion.md). Lo mueve la misma
-- sentencia que suma el saldo.
ALTER TABLE "caja" ADD COLUMN "movimientos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "caja" c SET "movimientos" = (SELECT count(*) FROM "movimiento_caja" m WHERE m."id_empresa" = c."id_empresa");
