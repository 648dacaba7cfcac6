CREATE TABLE "diferimiento" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_pago" integer NOT NULL,
	"fecha_anterior" date NOT NULL,
	"fecha_nueva" date NOT NULL,
	"motivo" text,
	"id_usuario" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diferimiento_fecha_posterior" CHECK ("diferimiento"."fecha_nueva" > "diferimiento"."fecha_anterior")
);
--> statement-breakpoint
ALTER TABLE "diferimiento" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "idempotencia" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"clave" text NOT NULL,
	"huella" text NOT NULL,
	"respuesta" jsonb,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotencia" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP INDEX "movimiento_caja_por_fecha";--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "mora_porcentaje" numeric(6, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "dias_gracia" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recibo" ADD COLUMN "motivo_descuento" text;--> statement-breakpoint
ALTER TABLE "recibo" ADD COLUMN "saldo_despues_centavos" bigint;--> statement-breakpoint
CREATE INDEX "diferimiento_por_cuota" ON "diferimiento" USING btree ("id_empresa","id_pago");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotencia_clave_por_empresa" ON "idempotencia" USING btree ("id_empresa","clave");--> statement-breakpoint
CREATE INDEX "movimiento_caja_por_recibo" ON "movimiento_caja" USING btree ("id_empresa","id_recibo");--> statement-breakpoint
CREATE INDEX "movimiento_caja_por_fecha" ON "movimiento_caja" USING btree ("id_empresa","fecha" DESC NULLS LAST,"id_movimiento" DESC NULLS LAST);--> statement-breakpoint
CREATE POLICY "diferimiento_solo_su_empresa" ON "diferimiento" AS PERMISSIVE FOR ALL TO "app_user" USING (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int) WITH CHECK (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "idempotencia_solo_su_empresa" ON "idempotencia" AS PERMISSIVE FOR ALL TO "app_user" USING (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int) WITH CHECK (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int);