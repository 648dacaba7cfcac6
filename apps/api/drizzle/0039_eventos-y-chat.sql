CREATE TABLE "conversacion" (
	"id_conversacion" bigserial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_autor" integer NOT NULL,
	"asunto" text,
	"creada_en" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_mensaje" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversacion" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "lectura_chat" (
	"id_empresa" integer NOT NULL,
	"id_conversacion" bigint NOT NULL,
	"id_usuario" integer NOT NULL,
	"leido_hasta" bigint NOT NULL,
	CONSTRAINT "lectura_chat_id_conversacion_id_usuario_pk" PRIMARY KEY("id_conversacion","id_usuario")
);
--> statement-breakpoint
ALTER TABLE "lectura_chat" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "mensaje_chat" (
	"id_mensaje" bigserial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_conversacion" bigint NOT NULL,
	"autor_id" integer NOT NULL,
	"autor_nombre" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mensaje_chat" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "evento" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"tipo" text NOT NULL,
	"datos" jsonb NOT NULL,
	"audiencia" text[],
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evento" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "lectura_chat" ADD CONSTRAINT "lectura_chat_id_conversacion_conversacion_id_conversacion_fk" FOREIGN KEY ("id_conversacion") REFERENCES "public"."conversacion"("id_conversacion") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensaje_chat" ADD CONSTRAINT "mensaje_chat_id_conversacion_conversacion_id_conversacion_fk" FOREIGN KEY ("id_conversacion") REFERENCES "public"."conversacion"("id_conversacion") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversacion_por_autor" ON "conversacion" USING btree ("id_empresa","id_autor","ultimo_mensaje");--> statement-breakpoint
CREATE INDEX "conversacion_por_empresa" ON "conversacion" USING btree ("id_empresa","ultimo_mensaje");--> statement-breakpoint
CREATE INDEX "mensaje_chat_por_conversacion" ON "mensaje_chat" USING btree ("id_conversacion","id_mensaje");--> statement-breakpoint
CREATE INDEX "evento_por_empresa" ON "evento" USING btree ("id_empresa","id");--> statement-breakpoint
CREATE POLICY "conversacion_solo_su_empresa" ON "conversacion" AS PERMISSIVE FOR ALL TO "app_user" USING (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int) WITH CHECK (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "lectura_chat_solo_su_empresa" ON "lectura_chat" AS PERMISSIVE FOR ALL TO "app_user" USING (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int) WITH CHECK (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "mensaje_chat_solo_su_empresa" ON "mensaje_chat" AS PERMISSIVE FOR ALL TO "app_user" USING (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int) WITH CHECK (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "evento_solo_su_empresa" ON "evento" AS PERMISSIVE FOR ALL TO "app_user" USING (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int) WITH CHECK (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int);
--> statement-breakpoint
-- Como toda tabla con id_empresa (0035): la seguridad por filas también para el dueño, que ve todas las empresas solo en
-- una transacción de la plataforma.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['conversacion', 'mensaje_chat', 'lectura_chat', 'evento'] LOOP
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format($f$CREATE POLICY %I ON %I AS PERMISSIVE FOR ALL TO CURRENT_USER
      USING (current_setting('app.plataforma', true) = 'on'
        OR id_empresa = nullif(current_setting('app.empresa_id', true), '')::int)
      WITH CHECK (current_setting('app.plataforma', true) = 'on'
        OR id_empresa = nullif(current_setting('app.empresa_id', true), '')::int)$f$, t || '_del_dueno', t);
  END LOOP;
END $$;
