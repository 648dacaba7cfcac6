-- La clave de idempotencia de un cobro es de quien cobró (empresa y usuario): la misma clave de otro usuario es otra y
-- nunca le devuelve la respuesta ajena (issue 40). Las claves guardadas toman el usuario de su recibo (la respuesta
-- guardada lleva su id); una que no tenga recibo no es de ningún cobro confirmado y se borra.
DROP INDEX "idempotencia_clave_por_empresa";--> statement-breakpoint
ALTER TABLE "idempotencia" ADD COLUMN "id_usuario" integer;--> statement-breakpoint
UPDATE "idempotencia" i SET "id_usuario" = r."id_usuario"
  FROM "recibo" r
  WHERE r."id_empresa" = i."id_empresa" AND r."id_recibo" = (i."respuesta"->>'id_recibo')::integer;--> statement-breakpoint
DELETE FROM "idempotencia" WHERE "id_usuario" IS NULL;--> statement-breakpoint
ALTER TABLE "idempotencia" ALTER COLUMN "id_usuario" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotencia_clave_por_usuario" ON "idempotencia" USING btree ("id_empresa","id_usuario","clave");
