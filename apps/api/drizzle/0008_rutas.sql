CREATE TABLE "ruta" (
	"id_ruta" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text,
	"estado" text DEFAULT 'ACTIVO' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ruta_empresa_id" UNIQUE("id_empresa","id_ruta"),
	CONSTRAINT "ruta_estado_valido" CHECK ("ruta"."estado" in ('ACTIVO', 'INACTIVO'))
);
--> statement-breakpoint
ALTER TABLE "ruta" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ruta_cliente" (
	"id_empresa" integer NOT NULL,
	"id_ruta" integer NOT NULL,
	"id_cliente" integer NOT NULL,
	"orden" integer NOT NULL,
	CONSTRAINT "ruta_cliente_id_empresa_id_cliente_id_ruta_pk" PRIMARY KEY("id_empresa","id_cliente","id_ruta")
);
--> statement-breakpoint
ALTER TABLE "ruta_cliente" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ruta_usuario" (
	"id_empresa" integer NOT NULL,
	"id_ruta" integer NOT NULL,
	"id_usuario" integer NOT NULL,
	CONSTRAINT "ruta_usuario_id_empresa_id_ruta_id_usuario_pk" PRIMARY KEY("id_empresa","id_ruta","id_usuario")
);
--> statement-breakpoint
ALTER TABLE "ruta_usuario" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ruta" ADD CONSTRAINT "ruta_id_empresa_empresa_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresa"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ruta_cliente" ADD CONSTRAINT "ruta_cliente_id_empresa_id_ruta_ruta_id_empresa_id_ruta_fk" FOREIGN KEY ("id_empresa","id_ruta") REFERENCES "public"."ruta"("id_empresa","id_ruta") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ruta_cliente" ADD CONSTRAINT "ruta_cliente_id_empresa_id_cliente_cliente_id_empresa_id_cliente_fk" FOREIGN KEY ("id_empresa","id_cliente") REFERENCES "public"."cliente"("id_empresa","id_cliente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ruta_usuario" ADD CONSTRAINT "ruta_usuario_id_empresa_id_ruta_ruta_id_empresa_id_ruta_fk" FOREIGN KEY ("id_empresa","id_ruta") REFERENCES "public"."ruta"("id_empresa","id_ruta") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ruta_usuario" ADD CONSTRAINT "ruta_usuario_id_empresa_id_usuario_usuario_id_empresa_id_usuario_fk" FOREIGN KEY ("id_empresa","id_usuario") REFERENCES "public"."usuario"("id_empresa","id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ruta_por_nombre" ON "ruta" USING btree ("id_empresa","nombre");--> statement-breakpoint
CREATE INDEX "ruta_cliente_por_ruta" ON "ruta_cliente" USING btree ("id_empresa","id_ruta","orden");--> statement-breakpoint
CREATE INDEX "ruta_usuario_por_usuario" ON "ruta_usuario" USING btree ("id_empresa","id_usuario");--> statement-breakpoint
CREATE INDEX "movimiento_caja_por_usuario" ON "movimiento_caja" USING btree ("id_empresa","id_usuario","fecha" DESC NULLS LAST,"id_movimiento" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recibo_por_cobrador" ON "recibo" USING btree ("id_empresa","id_usuario","fecha");--> statement-breakpoint
CREATE POLICY "ruta_solo_su_empresa" ON "ruta" AS PERMISSIVE FOR ALL TO "app_user" USING (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int) WITH CHECK (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "ruta_cliente_solo_su_empresa" ON "ruta_cliente" AS PERMISSIVE FOR ALL TO "app_user" USING (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int) WITH CHECK (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "ruta_usuario_solo_su_empresa" ON "ruta_usuario" AS PERMISSIVE FOR ALL TO "app_user" USING (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int) WITH CHECK (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int);