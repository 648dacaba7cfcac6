CREATE TABLE "empresa_logo" (
	"id_empresa" integer PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"datos" "bytea" NOT NULL,
	"hash" text NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "empresa_logo" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pago_plan" (
	"id_pago_plan" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"fecha" date NOT NULL,
	"monto_centavos" bigint NOT NULL,
	"metodo" text NOT NULL,
	"referencia" text,
	"concepto" text NOT NULL,
	"plan_fecha_fin_anterior" date,
	"plan_fecha_fin" date,
	"registrado_por" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pago_plan_monto" CHECK ("pago_plan"."monto_centavos" > 0),
	CONSTRAINT "pago_plan_metodo" CHECK ("pago_plan"."metodo" in ('EFECTIVO', 'TRANSFERENCIA', 'TARJETA', 'DEPÓSITO'))
);
--> statement-breakpoint
ALTER TABLE "pago_plan" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "plan_historial" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"plan_nombre" text,
	"plan_frecuencia" text,
	"plan_cuotas" integer,
	"plan_monto_cuota_centavos" bigint,
	"plan_fecha_inicio" date,
	"plan_fecha_fin" date,
	"limite_usuarios" integer,
	"limite_clientes" integer,
	"licencia_perm" boolean NOT NULL,
	"cambiado_por" integer,
	"cambiado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_historial" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "empresa_logo" ADD CONSTRAINT "empresa_logo_id_empresa_empresa_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresa"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pago_plan" ADD CONSTRAINT "pago_plan_id_empresa_empresa_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresa"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_historial" ADD CONSTRAINT "plan_historial_id_empresa_empresa_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresa"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pago_plan_por_empresa" ON "pago_plan" USING btree ("id_empresa","fecha" DESC NULLS LAST,"id_pago_plan" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pago_plan_por_fecha" ON "pago_plan" USING btree ("fecha" DESC NULLS LAST,"id_pago_plan" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "plan_historial_por_empresa" ON "plan_historial" USING btree ("id_empresa","id");--> statement-breakpoint
CREATE INDEX "cliente_por_estado" ON "cliente" USING btree ("id_empresa","estado");--> statement-breakpoint
CREATE POLICY "empresa_logo_solo_su_empresa" ON "empresa_logo" AS PERMISSIVE FOR ALL TO "app_user" USING (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int) WITH CHECK (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "pago_plan_solo_su_empresa" ON "pago_plan" AS PERMISSIVE FOR ALL TO "app_user" USING (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int) WITH CHECK (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "plan_historial_solo_su_empresa" ON "plan_historial" AS PERMISSIVE FOR ALL TO "app_user" USING (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int) WITH CHECK (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int);