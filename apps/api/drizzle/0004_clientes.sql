CREATE TABLE "cliente" (
	"id_cliente" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"numero" integer NOT NULL,
	"codigo" text NOT NULL,
	"nombres" text NOT NULL,
	"apellidos" text NOT NULL,
	"cedula" text,
	"telefono" text,
	"movil" text,
	"correo" text,
	"direccion" text,
	"estado" text DEFAULT 'ACTIVO' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"busqueda" text GENERATED ALWAYS AS (texto_de_busqueda("cliente"."nombres" || ' ' || "cliente"."apellidos" || ' ' || coalesce("cliente"."cedula", '') || ' ' || "cliente"."codigo")) STORED,
	CONSTRAINT "cliente_empresa_id" UNIQUE("id_empresa","id_cliente"),
	CONSTRAINT "cliente_estado_valido" CHECK ("cliente"."estado" in ('ACTIVO', 'INACTIVO')),
	CONSTRAINT "cliente_cedula_11_digitos" CHECK ("cliente"."cedula" ~ '^[0-9]{11}$')
);
--> statement-breakpoint
ALTER TABLE "cliente" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "cliente_foto" (
	"id_empresa" integer NOT NULL,
	"id_cliente" integer NOT NULL,
	"tipo" text NOT NULL,
	"datos" "bytea" NOT NULL,
	"hash" text NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cliente_foto_id_empresa_id_cliente_pk" PRIMARY KEY("id_empresa","id_cliente"),
	CONSTRAINT "cliente_foto_tipo" CHECK ("cliente_foto"."tipo" in ('image/jpeg', 'image/png'))
);
--> statement-breakpoint
ALTER TABLE "cliente_foto" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "garante" (
	"id_garante" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_cliente" integer NOT NULL,
	"nombre" text NOT NULL,
	"cedula" text,
	"telefono1" text,
	"direccion" text,
	"estado" text DEFAULT 'ACTIVO' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "garante_estado_valido" CHECK ("garante"."estado" in ('ACTIVO', 'INACTIVO'))
);
--> statement-breakpoint
ALTER TABLE "garante" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "referencia_laboral" (
	"id_ref_laboral" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_cliente" integer NOT NULL,
	"nombre_empresa" text NOT NULL,
	"telefono1_empresa" text,
	"puesto" text,
	"fecha_ingreso" date,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "referencia_laboral" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "prestamo" (
	"id_prestamo" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_cliente" integer NOT NULL,
	"codigo_prestamo" text NOT NULL,
	"estado" text DEFAULT 'ACTIVO' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prestamo_estado_valido" CHECK ("prestamo"."estado" in ('ACTIVO', 'ATRASADO', 'SALDADO', 'CANCELADO'))
);
--> statement-breakpoint
ALTER TABLE "prestamo" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "cliente" ADD CONSTRAINT "cliente_id_empresa_empresa_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresa"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cliente_foto" ADD CONSTRAINT "cliente_foto_id_empresa_id_cliente_cliente_id_empresa_id_cliente_fk" FOREIGN KEY ("id_empresa","id_cliente") REFERENCES "public"."cliente"("id_empresa","id_cliente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garante" ADD CONSTRAINT "garante_id_empresa_id_cliente_cliente_id_empresa_id_cliente_fk" FOREIGN KEY ("id_empresa","id_cliente") REFERENCES "public"."cliente"("id_empresa","id_cliente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referencia_laboral" ADD CONSTRAINT "referencia_laboral_id_empresa_id_cliente_cliente_id_empresa_id_cliente_fk" FOREIGN KEY ("id_empresa","id_cliente") REFERENCES "public"."cliente"("id_empresa","id_cliente") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prestamo" ADD CONSTRAINT "prestamo_id_empresa_id_cliente_cliente_id_empresa_id_cliente_fk" FOREIGN KEY ("id_empresa","id_cliente") REFERENCES "public"."cliente"("id_empresa","id_cliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cliente_numero_por_empresa" ON "cliente" USING btree ("id_empresa","numero");--> statement-breakpoint
CREATE UNIQUE INDEX "cliente_cedula_por_empresa" ON "cliente" USING btree ("id_empresa","cedula") WHERE "cliente"."cedula" is not null;--> statement-breakpoint
CREATE INDEX "cliente_busqueda" ON "cliente" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cliente_recientes" ON "cliente" USING btree ("id_empresa","id_cliente" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "garante_por_cliente" ON "garante" USING btree ("id_empresa","id_cliente");--> statement-breakpoint
CREATE INDEX "referencia_laboral_por_cliente" ON "referencia_laboral" USING btree ("id_empresa","id_cliente");--> statement-breakpoint
CREATE INDEX "prestamo_por_cliente" ON "prestamo" USING btree ("id_empresa","id_cliente");--> statement-breakpoint
CREATE POLICY "cliente_solo_su_empresa" ON "cliente" AS PERMISSIVE FOR ALL TO "app_user" USING (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int) WITH CHECK (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "cliente_foto_solo_su_empresa" ON "cliente_foto" AS PERMISSIVE FOR ALL TO "app_user" USING (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int) WITH CHECK (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "garante_solo_su_empresa" ON "garante" AS PERMISSIVE FOR ALL TO "app_user" USING (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int) WITH CHECK (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "referencia_laboral_solo_su_empresa" ON "referencia_laboral" AS PERMISSIVE FOR ALL TO "app_user" USING (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int) WITH CHECK (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "prestamo_solo_su_empresa" ON "prestamo" AS PERMISSIVE FOR ALL TO "app_user" USING (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int) WITH CHECK (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int);