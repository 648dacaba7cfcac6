CREATE TABLE "caja" (
	"id_empresa" integer PRIMARY KEY NOT NULL,
	"saldo_centavos" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "caja" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "movimiento_caja" (
	"id_movimiento" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"tipo" text NOT NULL,
	"monto_centavos" bigint NOT NULL,
	"descripcion" text,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"origen" text NOT NULL,
	"id_prestamo" integer,
	"id_recibo" integer,
	"estado" text DEFAULT 'VIGENTE' NOT NULL,
	"motivo_cancelacion" text,
	"cancelado_en" timestamp with time zone,
	"cancelado_por" integer,
	"id_usuario" integer,
	CONSTRAINT "movimiento_caja_tipo" CHECK ("movimiento_caja"."tipo" in ('INGRESO', 'EGRESO')),
	CONSTRAINT "movimiento_caja_monto" CHECK ("movimiento_caja"."monto_centavos" > 0),
	CONSTRAINT "movimiento_caja_estado" CHECK ("movimiento_caja"."estado" in ('VIGENTE', 'CANCELADO'))
);
--> statement-breakpoint
ALTER TABLE "movimiento_caja" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "secuencia" (
	"id_empresa" integer NOT NULL,
	"tipo" text NOT NULL,
	"prefijo" text NOT NULL,
	"formato" text NOT NULL,
	"ultimo" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "secuencia_id_empresa_tipo_pk" PRIMARY KEY("id_empresa","tipo"),
	CONSTRAINT "secuencia_tipo" CHECK ("secuencia"."tipo" in ('PRESTAMOS', 'RECIBO'))
);
--> statement-breakpoint
ALTER TABLE "secuencia" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "cuota" (
	"id_pago" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_prestamo" integer NOT NULL,
	"no_cuota" integer NOT NULL,
	"fecha_debe_pagar" date NOT NULL,
	"fecha_original" date NOT NULL,
	"monto_cuota_centavos" bigint NOT NULL,
	"capital_cuota_centavos" bigint NOT NULL,
	"interes_cuota_centavos" bigint NOT NULL,
	"balance_prestamo_centavos" bigint NOT NULL,
	"abonado_capital_centavos" bigint DEFAULT 0 NOT NULL,
	"abonado_interes_centavos" bigint DEFAULT 0 NOT NULL,
	"mora_pagada_centavos" bigint DEFAULT 0 NOT NULL,
	"estado_cuota" text DEFAULT 'PENDIENTE' NOT NULL,
	CONSTRAINT "cuota_empresa_id" UNIQUE("id_empresa","id_pago"),
	CONSTRAINT "cuota_estado_valido" CHECK ("cuota"."estado_cuota" in ('PENDIENTE', 'PARCIAL', 'PAGADA')),
	CONSTRAINT "cuota_abonos_en_rango" CHECK ("cuota"."abonado_capital_centavos" between 0 and "cuota"."capital_cuota_centavos"
        and "cuota"."abonado_interes_centavos" between 0 and "cuota"."interes_cuota_centavos"
        and "cuota"."mora_pagada_centavos" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cuota" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "detalle_pago" (
	"id_detalle_pago" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"id_recibo" integer NOT NULL,
	"id_prestamo" integer NOT NULL,
	"id_pago" integer NOT NULL,
	"mora_pagada_centavos" bigint DEFAULT 0 NOT NULL,
	"interes_pagado_centavos" bigint DEFAULT 0 NOT NULL,
	"capital_pagado_centavos" bigint DEFAULT 0 NOT NULL,
	"descuento_centavos" bigint DEFAULT 0 NOT NULL,
	"monto_pagado_centavos" bigint NOT NULL,
	"estado" text DEFAULT 'VIGENTE' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "detalle_pago_estado_valido" CHECK ("detalle_pago"."estado" in ('VIGENTE', 'ANULADO')),
	CONSTRAINT "detalle_pago_suma" CHECK ("detalle_pago"."monto_pagado_centavos" = "detalle_pago"."mora_pagada_centavos" + "detalle_pago"."interes_pagado_centavos" + "detalle_pago"."capital_pagado_centavos" - "detalle_pago"."descuento_centavos"
        and "detalle_pago"."monto_pagado_centavos" >= 0)
);
--> statement-breakpoint
ALTER TABLE "detalle_pago" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "recibo" (
	"id_recibo" serial PRIMARY KEY NOT NULL,
	"id_empresa" integer NOT NULL,
	"no_recibo" text NOT NULL,
	"id_prestamo" integer NOT NULL,
	"id_cliente" integer NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"concepto" text NOT NULL,
	"metodo" text,
	"total_centavos" bigint NOT NULL,
	"descuento_centavos" bigint DEFAULT 0 NOT NULL,
	"nota" text,
	"estado" text DEFAULT 'VIGENTE' NOT NULL,
	"anulado_en" timestamp with time zone,
	"anulado_por" integer,
	"motivo_anulacion" text,
	"id_usuario" integer,
	CONSTRAINT "recibo_empresa_id" UNIQUE("id_empresa","id_recibo"),
	CONSTRAINT "recibo_concepto_valido" CHECK ("recibo"."concepto" in ('PAGO', 'LIQUIDACION', 'REENGANCHE')),
	CONSTRAINT "recibo_estado_valido" CHECK ("recibo"."estado" in ('VIGENTE', 'ANULADO')),
	CONSTRAINT "recibo_montos" CHECK ("recibo"."total_centavos" >= 0 and "recibo"."descuento_centavos" >= 0)
);
--> statement-breakpoint
ALTER TABLE "recibo" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "prestamo" ADD COLUMN "monto_centavos" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "prestamo" ADD COLUMN "plazo" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "prestamo" ADD COLUMN "tasa" numeric(12, 6);--> statement-breakpoint
ALTER TABLE "prestamo" ADD COLUMN "tipo_amortizacion" text NOT NULL;--> statement-breakpoint
ALTER TABLE "prestamo" ADD COLUMN "frecuencia" text NOT NULL;--> statement-breakpoint
ALTER TABLE "prestamo" ADD COLUMN "fecha_inicio" date NOT NULL;--> statement-breakpoint
ALTER TABLE "prestamo" ADD COLUMN "gastos_cierre_centavos" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "prestamo" ADD COLUMN "nota" text;--> statement-breakpoint
ALTER TABLE "prestamo" ADD COLUMN "id_prestamo_origen" integer;--> statement-breakpoint
ALTER TABLE "prestamo" ADD COLUMN "creado_por" integer;--> statement-breakpoint
ALTER TABLE "prestamo" ADD COLUMN "saldado_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prestamo" ADD COLUMN "cancelado_en" timestamp with time zone;--> statement-breakpoint
-- La clave (empresa, préstamo) debe existir antes de las claves foráneas que la referencian.
ALTER TABLE "prestamo" ADD CONSTRAINT "prestamo_empresa_id" UNIQUE("id_empresa","id_prestamo");--> statement-breakpoint
ALTER TABLE "caja" ADD CONSTRAINT "caja_id_empresa_empresa_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresa"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secuencia" ADD CONSTRAINT "secuencia_id_empresa_empresa_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresa"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuota" ADD CONSTRAINT "cuota_id_empresa_id_prestamo_prestamo_id_empresa_id_prestamo_fk" FOREIGN KEY ("id_empresa","id_prestamo") REFERENCES "public"."prestamo"("id_empresa","id_prestamo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detalle_pago" ADD CONSTRAINT "detalle_pago_id_empresa_id_recibo_recibo_id_empresa_id_recibo_fk" FOREIGN KEY ("id_empresa","id_recibo") REFERENCES "public"."recibo"("id_empresa","id_recibo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detalle_pago" ADD CONSTRAINT "detalle_pago_id_empresa_id_pago_cuota_id_empresa_id_pago_fk" FOREIGN KEY ("id_empresa","id_pago") REFERENCES "public"."cuota"("id_empresa","id_pago") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recibo" ADD CONSTRAINT "recibo_id_empresa_id_prestamo_prestamo_id_empresa_id_prestamo_fk" FOREIGN KEY ("id_empresa","id_prestamo") REFERENCES "public"."prestamo"("id_empresa","id_prestamo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "movimiento_caja_por_fecha" ON "movimiento_caja" USING btree ("id_empresa","id_movimiento" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "movimiento_caja_por_prestamo" ON "movimiento_caja" USING btree ("id_empresa","id_prestamo");--> statement-breakpoint
CREATE UNIQUE INDEX "cuota_numero_por_prestamo" ON "cuota" USING btree ("id_empresa","id_prestamo","no_cuota");--> statement-breakpoint
CREATE INDEX "cuota_por_vencimiento" ON "cuota" USING btree ("id_empresa","fecha_debe_pagar");--> statement-breakpoint
CREATE INDEX "detalle_pago_por_cuota" ON "detalle_pago" USING btree ("id_empresa","id_pago");--> statement-breakpoint
CREATE INDEX "detalle_pago_por_prestamo" ON "detalle_pago" USING btree ("id_empresa","id_prestamo");--> statement-breakpoint
CREATE UNIQUE INDEX "recibo_numero_por_empresa" ON "recibo" USING btree ("id_empresa","no_recibo");--> statement-breakpoint
CREATE INDEX "recibo_por_prestamo" ON "recibo" USING btree ("id_empresa","id_prestamo");--> statement-breakpoint
ALTER TABLE "prestamo" ADD CONSTRAINT "prestamo_id_empresa_id_prestamo_origen_prestamo_id_empresa_id_prestamo_fk" FOREIGN KEY ("id_empresa","id_prestamo_origen") REFERENCES "public"."prestamo"("id_empresa","id_prestamo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prestamo_codigo_por_empresa" ON "prestamo" USING btree ("id_empresa","codigo_prestamo");--> statement-breakpoint
CREATE INDEX "prestamo_recientes" ON "prestamo" USING btree ("id_empresa","id_prestamo" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "prestamo" ADD CONSTRAINT "prestamo_tipo_valido" CHECK ("prestamo"."tipo_amortizacion" in ('FRANCES', 'ABSOLUTO', 'INTERES', 'MANUAL'));--> statement-breakpoint
ALTER TABLE "prestamo" ADD CONSTRAINT "prestamo_frecuencia_valida" CHECK ("prestamo"."frecuencia" in ('MENSUAL', 'QUINCENAL', 'SEMANAL', 'DIARIO'));--> statement-breakpoint
ALTER TABLE "prestamo" ADD CONSTRAINT "prestamo_monto_positivo" CHECK ("prestamo"."monto_centavos" > 0 and "prestamo"."plazo" > 0 and "prestamo"."gastos_cierre_centavos" >= 0);--> statement-breakpoint
CREATE POLICY "caja_solo_su_empresa" ON "caja" AS PERMISSIVE FOR ALL TO "app_user" USING (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int) WITH CHECK (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "movimiento_caja_solo_su_empresa" ON "movimiento_caja" AS PERMISSIVE FOR ALL TO "app_user" USING (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int) WITH CHECK (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "secuencia_solo_su_empresa" ON "secuencia" AS PERMISSIVE FOR ALL TO "app_user" USING (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int) WITH CHECK (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "cuota_solo_su_empresa" ON "cuota" AS PERMISSIVE FOR ALL TO "app_user" USING (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int) WITH CHECK (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "detalle_pago_solo_su_empresa" ON "detalle_pago" AS PERMISSIVE FOR ALL TO "app_user" USING (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int) WITH CHECK (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "recibo_solo_su_empresa" ON "recibo" AS PERMISSIVE FOR ALL TO "app_user" USING (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int) WITH CHECK (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int);