CREATE TABLE "contador_empresa" (
	"id_empresa" integer PRIMARY KEY NOT NULL,
	"clientes_activos" integer DEFAULT 0 NOT NULL,
	"clientes_inactivos" integer DEFAULT 0 NOT NULL,
	"prestamos_activos" integer DEFAULT 0 NOT NULL,
	"prestamos_saldados" integer DEFAULT 0 NOT NULL,
	"prestamos_cancelados" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contador_empresa" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP INDEX "cliente_busqueda";--> statement-breakpoint
DROP INDEX "cliente_por_estado";--> statement-breakpoint
ALTER TABLE "prestamo" ALTER COLUMN "tasa" SET DATA TYPE numeric(16, 10);--> statement-breakpoint
ALTER TABLE "prestamo" ADD COLUMN "mora_porcentaje" numeric(6, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "prestamo" ADD COLUMN "dias_gracia" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "prestamo" ADD COLUMN "saldo_centavos" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "prestamo" ADD COLUMN "capital_pendiente_centavos" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "prestamo" ADD COLUMN "interes_pendiente_centavos" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "prestamo" ADD COLUMN "cuotas_pagadas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "prestamo" ADD COLUMN "id_pago_primera_abierta" integer;--> statement-breakpoint
ALTER TABLE "prestamo" ADD COLUMN "no_cuota_primera_abierta" integer;--> statement-breakpoint
ALTER TABLE "prestamo" ADD COLUMN "primer_vencimiento_impago" date;--> statement-breakpoint
ALTER TABLE "prestamo" ADD COLUMN "cuota_actual_centavos" bigint;--> statement-breakpoint
ALTER TABLE "prestamo" ADD COLUMN "pendiente_primera_abierta_centavos" bigint;--> statement-breakpoint
ALTER TABLE "prestamo" ADD COLUMN "pagos_vigentes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contador_empresa" ADD CONSTRAINT "contador_empresa_id_empresa_empresa_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresa"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cliente_busqueda_por_empresa" ON "cliente" USING gin ("id_empresa","busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cuota_abierta_por_vencimiento" ON "cuota" USING btree ("id_empresa","fecha_debe_pagar","id_pago") WHERE "cuota"."estado_cuota" <> 'PAGADA';--> statement-breakpoint
CREATE INDEX "prestamo_por_estado" ON "prestamo" USING btree ("id_empresa","estado","id_prestamo" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "prestamo_por_atraso" ON "prestamo" USING btree ("id_empresa","estado","primer_vencimiento_impago","id_prestamo") WHERE "prestamo"."estado" = 'ACTIVO';--> statement-breakpoint
CREATE INDEX "cliente_por_estado" ON "cliente" USING btree ("id_empresa","estado","id_cliente" DESC NULLS LAST);--> statement-breakpoint
CREATE POLICY "contador_empresa_solo_su_empresa" ON "contador_empresa" AS PERMISSIVE FOR ALL TO "app_user" USING (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int) WITH CHECK (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int);