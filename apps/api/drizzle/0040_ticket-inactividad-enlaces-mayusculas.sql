CREATE TABLE "enlace_recibo" (
	"id_enlace" bigserial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_recibo" integer NOT NULL,
	"hash_token" text NOT NULL,
	"creado_por" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_en" timestamp with time zone NOT NULL,
	"revocado_en" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "enlace_recibo" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "ticket_mm" integer;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "inactividad_operador_min" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "enlace_recibo_por_token" ON "enlace_recibo" USING btree ("hash_token");--> statement-breakpoint
CREATE INDEX "enlace_recibo_por_recibo" ON "enlace_recibo" USING btree ("id_empresa","id_recibo");--> statement-breakpoint
ALTER TABLE "empresa" ADD CONSTRAINT "empresa_ticket_mm" CHECK ("empresa"."ticket_mm" in (58, 80));--> statement-breakpoint
ALTER TABLE "empresa" ADD CONSTRAINT "empresa_inactividad_operador" CHECK ("empresa"."inactividad_operador_min" between 5 and 30);--> statement-breakpoint
CREATE POLICY "enlace_recibo_solo_su_empresa" ON "enlace_recibo" AS PERMISSIVE FOR ALL TO "app_user" USING (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int) WITH CHECK (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int);--> statement-breakpoint
-- Como toda tabla con id_empresa (0035): la seguridad por filas también para el dueño.
ALTER TABLE "enlace_recibo" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "enlace_recibo_del_dueno" ON "enlace_recibo" AS PERMISSIVE FOR ALL TO CURRENT_USER
  USING (current_setting('app.plataforma', true) = 'on'
    OR id_empresa = nullif(current_setting('app.empresa_id', true), '')::int)
  WITH CHECK (current_setting('app.plataforma', true) = 'on'
    OR id_empresa = nullif(current_setting('app.empresa_id', true), '')::int);--> statement-breakpoint
-- El texto de los clientes se muestra y se guarda en mayúsculas
-- (docs/decisiones/0029-texto-de-clientes-en-mayusculas.md): lo ya escrito pasa a mayúsculas una vez; desde aquí el
-- servicio de clientes lo escribe así.
UPDATE "cliente" SET "nombres" = upper("nombres"), "apellidos" = upper("apellidos"), "direccion" = upper("direccion")
  WHERE "nombres" <> upper("nombres") OR "apellidos" <> upper("apellidos") OR "direccion" <> upper("direccion");--> statement-breakpoint
UPDATE "garante" SET "nombre" = upper("nombre"), "direccion" = upper("direccion")
  WHERE "nombre" <> upper("nombre") OR "direccion" <> upper("direccion");--> statement-breakpoint
UPDATE "referencia_laboral" SET "nombre_empresa" = upper("nombre_empresa"), "puesto" = upper("puesto")
  WHERE "nombre_empresa" <> upper("nombre_empresa") OR "puesto" <> upper("puesto");
