CREATE TABLE "empresa" (
	"id_empresa" serial PRIMARY KEY NOT NULL,
	"nombre_empresa" text NOT NULL,
	"rnc" text NOT NULL,
	"telefono" text,
	"correo" text,
	"direccion" text,
	"estado" text DEFAULT 'ACTIVO' NOT NULL,
	"logo_url" text,
	"limite_usuarios" integer,
	"limite_clientes" integer,
	"licencia_perm" boolean DEFAULT false NOT NULL,
	"plan_nombre" text,
	"plan_frecuencia" text,
	"plan_cuotas" integer,
	"plan_monto_cuota_centavos" bigint,
	"plan_fecha_inicio" date,
	"plan_fecha_fin" date,
	"show_logo" boolean DEFAULT true NOT NULL,
	"show_name" boolean DEFAULT true NOT NULL,
	"allow_multiple_loans" boolean DEFAULT false NOT NULL,
	"allow_reengagement" boolean DEFAULT true NOT NULL,
	"show_code_under_logo" boolean DEFAULT true NOT NULL,
	"mensaje_inactivo" text,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "empresa_estado_valido" CHECK ("empresa"."estado" in ('ACTIVO', 'INACTIVO', 'SUSPENDIDO')),
	CONSTRAINT "empresa_rnc_mayusculas" CHECK ("empresa"."rnc" = upper("empresa"."rnc"))
);
--> statement-breakpoint
ALTER TABLE "empresa" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "intento_fallido" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"clave" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sesion" (
	"id_sesion" bigserial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_usuario" integer NOT NULL,
	"token_hash" text NOT NULL,
	"creada_en" timestamp with time zone DEFAULT now() NOT NULL,
	"ultima_actividad" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_en" timestamp with time zone NOT NULL,
	"cerrada_en" timestamp with time zone,
	"motivo_cierre" text,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
ALTER TABLE "sesion" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "rol" (
	"codigo" text PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rol_permiso" (
	"id_empresa" integer NOT NULL,
	"rol_codigo" text NOT NULL,
	"permiso" text NOT NULL,
	CONSTRAINT "rol_permiso_id_empresa_rol_codigo_permiso_pk" PRIMARY KEY("id_empresa","rol_codigo","permiso")
);
--> statement-breakpoint
ALTER TABLE "rol_permiso" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "usuario" (
	"id_usuario" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"usuario" text NOT NULL,
	"password_hash" text NOT NULL,
	"nombres" text,
	"apellidos" text,
	"email" text,
	"telefono" text,
	"rol" text NOT NULL,
	"estado" text DEFAULT 'ACTIVO' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuario_empresa_id" UNIQUE("id_empresa","id_usuario"),
	CONSTRAINT "usuario_estado_valido" CHECK ("usuario"."estado" in ('ACTIVO', 'INACTIVO')),
	CONSTRAINT "usuario_minusculas" CHECK ("usuario"."usuario" = lower("usuario"."usuario"))
);
--> statement-breakpoint
ALTER TABLE "usuario" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "usuario_permiso" (
	"id_empresa" integer NOT NULL,
	"id_usuario" integer NOT NULL,
	"permiso" text NOT NULL,
	CONSTRAINT "usuario_permiso_id_empresa_id_usuario_permiso_pk" PRIMARY KEY("id_empresa","id_usuario","permiso")
);
--> statement-breakpoint
ALTER TABLE "usuario_permiso" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sesion" ADD CONSTRAINT "sesion_id_empresa_id_usuario_usuario_id_empresa_id_usuario_fk" FOREIGN KEY ("id_empresa","id_usuario") REFERENCES "public"."usuario"("id_empresa","id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rol_permiso" ADD CONSTRAINT "rol_permiso_id_empresa_empresa_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresa"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rol_permiso" ADD CONSTRAINT "rol_permiso_rol_codigo_rol_codigo_fk" FOREIGN KEY ("rol_codigo") REFERENCES "public"."rol"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_id_empresa_empresa_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresa"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_rol_rol_codigo_fk" FOREIGN KEY ("rol") REFERENCES "public"."rol"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_permiso" ADD CONSTRAINT "usuario_permiso_id_empresa_id_usuario_usuario_id_empresa_id_usuario_fk" FOREIGN KEY ("id_empresa","id_usuario") REFERENCES "public"."usuario"("id_empresa","id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "empresa_rnc_unico" ON "empresa" USING btree ("rnc");--> statement-breakpoint
CREATE INDEX "intento_fallido_por_clave" ON "intento_fallido" USING btree ("clave","creado_en");--> statement-breakpoint
CREATE UNIQUE INDEX "sesion_token_hash" ON "sesion" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sesion_por_usuario" ON "sesion" USING btree ("id_empresa","id_usuario");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_unico_por_empresa" ON "usuario" USING btree ("id_empresa","usuario");--> statement-breakpoint
CREATE POLICY "empresa_solo_su_empresa" ON "empresa" AS PERMISSIVE FOR ALL TO "app_user" USING (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int) WITH CHECK (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "sesion_solo_su_empresa" ON "sesion" AS PERMISSIVE FOR ALL TO "app_user" USING (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int) WITH CHECK (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "rol_permiso_solo_su_empresa" ON "rol_permiso" AS PERMISSIVE FOR ALL TO "app_user" USING (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int) WITH CHECK (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "usuario_solo_su_empresa" ON "usuario" AS PERMISSIVE FOR ALL TO "app_user" USING (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int) WITH CHECK (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "usuario_permiso_solo_su_empresa" ON "usuario_permiso" AS PERMISSIVE FOR ALL TO "app_user" USING (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int) WITH CHECK (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int);