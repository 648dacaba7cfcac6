CREATE TABLE "mensaje_contacto" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"email" text,
	"telefono" text,
	"mensaje" text NOT NULL,
	"canal" text NOT NULL,
	"plan" text,
	"ip" text NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mensaje_contacto_por_ip" ON "mensaje_contacto" USING btree ("ip","creado_en");