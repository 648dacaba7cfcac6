-- Issue 35: la hora en que el cobrador recibió el dinero, junto a la del servidor (recibo.fecha). Los recibos que ya
-- existen se cobraron cuando se registraron; el cuadre del cobrador pasa a buscarlos por esta hora. Y las cuotas que
-- se borran al cancelar un préstamo, para que un cobro que llega después sepa que se canceló.
DROP INDEX "recibo_por_cobrador";--> statement-breakpoint
ALTER TABLE "prestamo" ADD COLUMN "cuotas_canceladas" integer[];--> statement-breakpoint
ALTER TABLE "recibo" ADD COLUMN "cobrado_en" timestamp with time zone;--> statement-breakpoint
UPDATE "recibo" SET "cobrado_en" = "fecha";--> statement-breakpoint
ALTER TABLE "recibo" ALTER COLUMN "cobrado_en" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "recibo" ALTER COLUMN "cobrado_en" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "recibo_por_cobrador" ON "recibo" USING btree ("id_empresa","id_usuario","cobrado_en");
