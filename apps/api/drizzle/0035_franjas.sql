-- Las sumas de una empresa en franjas (docs/decisiones/0018-costo-por-peticion.md): los contadores, la caja y los
-- resúmenes guardaban una fila por llave (la empresa, el día, el vencimiento) que toda escritura de la empresa
-- bloqueaba hasta su commit, así que dos personas escribiendo a la vez esperaban una a la otra y, bloqueando en
-- órdenes distintos, se trababan. Ahora cada conexión de la base suma en su franja (`pg_backend_pid()`), que ninguna
-- otra transacción toca; la franja 0 guarda lo ya juntado y `juntar_franjas` pasa ahí las demás cada pocos segundos.
-- Quien lee suma las franjas de la llave.
ALTER TABLE "caja" DROP CONSTRAINT "caja_pkey";--> statement-breakpoint
ALTER TABLE "contador_empresa" DROP CONSTRAINT "contador_empresa_pkey";--> statement-breakpoint
ALTER TABLE "resumen_cartera" DROP CONSTRAINT "resumen_cartera_id_empresa_dimension_id_vence_pk";--> statement-breakpoint
ALTER TABLE "resumen_cartera_mes" DROP CONSTRAINT "resumen_cartera_mes_id_empresa_dimension_id_mes_pk";--> statement-breakpoint
ALTER TABLE "resumen_diario" DROP CONSTRAINT "resumen_diario_id_empresa_fecha_pk";--> statement-breakpoint
ALTER TABLE "resumen_ruta" DROP CONSTRAINT "resumen_ruta_id_empresa_id_ruta_fecha_pk";--> statement-breakpoint
ALTER TABLE "caja" ADD COLUMN "franja" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contador_empresa" ADD COLUMN "franja" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "resumen_cartera" ADD COLUMN "franja" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "resumen_cartera_mes" ADD COLUMN "franja" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "resumen_diario" ADD COLUMN "franja" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "resumen_ruta" ADD COLUMN "franja" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "caja" ADD CONSTRAINT "caja_id_empresa_franja_pk" PRIMARY KEY("id_empresa","franja");--> statement-breakpoint
ALTER TABLE "contador_empresa" ADD CONSTRAINT "contador_empresa_id_empresa_franja_pk" PRIMARY KEY("id_empresa","franja");--> statement-breakpoint
ALTER TABLE "resumen_cartera" ADD CONSTRAINT "resumen_cartera_id_empresa_dimension_id_vence_franja_pk" PRIMARY KEY("id_empresa","dimension","id","vence","franja");--> statement-breakpoint
ALTER TABLE "resumen_cartera_mes" ADD CONSTRAINT "resumen_cartera_mes_id_empresa_dimension_id_mes_franja_pk" PRIMARY KEY("id_empresa","dimension","id","mes","franja");--> statement-breakpoint
ALTER TABLE "resumen_diario" ADD CONSTRAINT "resumen_diario_id_empresa_fecha_franja_pk" PRIMARY KEY("id_empresa","fecha","franja");--> statement-breakpoint
ALTER TABLE "resumen_ruta" ADD CONSTRAINT "resumen_ruta_id_empresa_id_ruta_fecha_franja_pk" PRIMARY KEY("id_empresa","id_ruta","fecha","franja");--> statement-breakpoint
CREATE INDEX "caja_por_juntar" ON "caja" USING btree ("franja") WHERE franja <> 0;--> statement-breakpoint
CREATE INDEX "contador_empresa_por_juntar" ON "contador_empresa" USING btree ("franja") WHERE franja <> 0;--> statement-breakpoint
CREATE INDEX "resumen_cartera_por_juntar" ON "resumen_cartera" USING btree ("franja") WHERE franja <> 0;--> statement-breakpoint
CREATE INDEX "resumen_cartera_mes_por_juntar" ON "resumen_cartera_mes" USING btree ("franja") WHERE franja <> 0;--> statement-breakpoint
CREATE INDEX "resumen_diario_por_juntar" ON "resumen_diario" USING btree ("franja") WHERE franja <> 0;--> statement-breakpoint
CREATE INDEX "resumen_ruta_por_juntar" ON "resumen_ruta" USING btree ("franja") WHERE franja <> 0;--> statement-breakpoint
-- El cupo de un límite del plan: la fila que bloquea al final quien da de alta o reactiva un cliente o un usuario. La
-- de clientes guarda además el último número de cliente (antes, el mayor de la tabla bajo la fila de la empresa).
CREATE TABLE "cupo" (
	"id_empresa" integer NOT NULL,
	"recurso" text NOT NULL,
	"ultimo" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cupo_id_empresa_recurso_pk" PRIMARY KEY("id_empresa","recurso"),
	CONSTRAINT "cupo_recurso" CHECK ("cupo"."recurso" in ('clientes', 'usuarios'))
);
--> statement-breakpoint
ALTER TABLE "cupo" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "cupo" ADD CONSTRAINT "cupo_id_empresa_empresa_id_empresa_fk" FOREIGN KEY ("id_empresa") REFERENCES "public"."empresa"("id_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "cupo_solo_su_empresa" ON "cupo" AS PERMISSIVE FOR ALL TO "app_user" USING (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int) WITH CHECK (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int);--> statement-breakpoint
INSERT INTO cupo (id_empresa, recurso, ultimo)
  SELECT e.id_empresa, r.recurso, CASE r.recurso WHEN 'clientes'
    THEN coalesce((SELECT max(c.numero) FROM cliente c WHERE c.id_empresa = e.id_empresa), 0) ELSE 0 END
  FROM empresa e CROSS JOIN (VALUES ('clientes'), ('usuarios')) r(recurso);--> statement-breakpoint
-- La fila 0 de la caja es su candado: toda empresa la tiene desde que existe.
INSERT INTO caja (id_empresa) SELECT id_empresa FROM empresa ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Lo que antes mantenía el disparador de resumen_cartera: aplicar_a_cartera escribe las dos tablas (así juntar las
-- franjas de la cartera no vuelve a sumar al mes).
DROP TRIGGER resumen_cartera_por_mes_altas ON resumen_cartera;--> statement-breakpoint
DROP TRIGGER resumen_cartera_por_mes_bajas ON resumen_cartera;--> statement-breakpoint
DROP TRIGGER resumen_cartera_por_mes_cambios ON resumen_cartera;--> statement-breakpoint
DROP FUNCTION resumir_cartera_por_mes();--> statement-breakpoint
DROP FUNCTION aplicar_al_mes(resumen_cartera[]);--> statement-breakpoint
-- Suma en la franja de esta conexión los cambios de la cartera de una empresa, por día de vencimiento y por mes.
-- La llaman resumir_prestamo (cada préstamo que cambia) y recolocar_en_cartera (cambios de rutas).
CREATE OR REPLACE FUNCTION aplicar_a_cartera(empresa int, deltas delta_de_cartera[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO resumen_cartera AS r
      (id_empresa, dimension, id, vence, franja, prestamos, clientes, capital_centavos, interes_centavos,
       saldo_centavos)
    SELECT empresa, d.dimension, d.id, d.vence, pg_backend_pid(), sum(d.prestamos), sum(d.clientes), sum(d.capital),
      sum(d.interes), sum(d.saldo)
    FROM unnest(deltas) d
    GROUP BY d.dimension, d.id, d.vence
    HAVING sum(d.prestamos) <> 0 OR sum(d.clientes) <> 0 OR sum(d.capital) <> 0 OR sum(d.interes) <> 0
      OR sum(d.saldo) <> 0
    ON CONFLICT (id_empresa, dimension, id, vence, franja) DO UPDATE SET
      prestamos = r.prestamos + excluded.prestamos,
      clientes = r.clientes + excluded.clientes,
      capital_centavos = r.capital_centavos + excluded.capital_centavos,
      interes_centavos = r.interes_centavos + excluded.interes_centavos,
      saldo_centavos = r.saldo_centavos + excluded.saldo_centavos;
  INSERT INTO resumen_cartera_mes AS m
      (id_empresa, dimension, id, mes, franja, prestamos, clientes, capital_centavos, interes_centavos,
       saldo_centavos)
    SELECT empresa, d.dimension, d.id, date_trunc('month', d.vence::timestamp)::date, pg_backend_pid(),
      sum(d.prestamos), sum(d.clientes), sum(d.capital), sum(d.interes), sum(d.saldo)
    FROM unnest(deltas) d
    GROUP BY d.dimension, d.id, date_trunc('month', d.vence::timestamp)::date
    HAVING sum(d.prestamos) <> 0 OR sum(d.clientes) <> 0 OR sum(d.capital) <> 0 OR sum(d.interes) <> 0
      OR sum(d.saldo) <> 0
    ON CONFLICT (id_empresa, dimension, id, mes, franja) DO UPDATE SET
      prestamos = m.prestamos + excluded.prestamos,
      clientes = m.clientes + excluded.clientes,
      capital_centavos = m.capital_centavos + excluded.capital_centavos,
      interes_centavos = m.interes_centavos + excluded.interes_centavos,
      saldo_centavos = m.saldo_centavos + excluded.saldo_centavos;
END $$;--> statement-breakpoint
-- Suma en la franja de esta conexión los cambios de las cuotas y los recibos por día (resumir_cuotas, resumir_recibo).
CREATE OR REPLACE FUNCTION aplicar_al_diario(deltas delta_diario[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO resumen_diario AS r
      (id_empresa, fecha, franja, cuotas, monto_centavos, abiertas, pendiente_centavos, recibos, cobrado_centavos)
    SELECT d.id_empresa, d.fecha, pg_backend_pid(), sum(d.cuotas), sum(d.monto), sum(d.abiertas), sum(d.pendiente),
      sum(d.recibos), sum(d.cobrado)
    FROM unnest(deltas) d
    GROUP BY d.id_empresa, d.fecha
    HAVING sum(d.cuotas) <> 0 OR sum(d.monto) <> 0 OR sum(d.abiertas) <> 0 OR sum(d.pendiente) <> 0
      OR sum(d.recibos) <> 0 OR sum(d.cobrado) <> 0
    ON CONFLICT (id_empresa, fecha, franja) DO UPDATE SET
      cuotas = r.cuotas + excluded.cuotas,
      monto_centavos = r.monto_centavos + excluded.monto_centavos,
      abiertas = r.abiertas + excluded.abiertas,
      pendiente_centavos = r.pendiente_centavos + excluded.pendiente_centavos,
      recibos = r.recibos + excluded.recibos,
      cobrado_centavos = r.cobrado_centavos + excluded.cobrado_centavos;
END $$;--> statement-breakpoint
-- Suma en la franja de esta conexión los cambios de las cuotas abiertas por ruta y día (resumir_cuotas,
-- resumir_ruta_cliente).
CREATE OR REPLACE FUNCTION aplicar_a_rutas(deltas delta_de_ruta[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO resumen_ruta AS r (id_empresa, id_ruta, fecha, franja, abiertas, pendiente_centavos)
    SELECT d.id_empresa, d.id_ruta, d.fecha, pg_backend_pid(), sum(d.abiertas), sum(d.pendiente)
    FROM unnest(deltas) d
    GROUP BY d.id_empresa, d.id_ruta, d.fecha
    HAVING sum(d.abiertas) <> 0 OR sum(d.pendiente) <> 0
    ON CONFLICT (id_empresa, id_ruta, fecha, franja) DO UPDATE SET
      abiertas = r.abiertas + excluded.abiertas,
      pendiente_centavos = r.pendiente_centavos + excluded.pendiente_centavos;
END $$;--> statement-breakpoint
-- Cuenta clientes y préstamos por estado en la franja de esta conexión (disparadores de cliente y préstamo).
CREATE OR REPLACE FUNCTION contar_por_estado() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  tabla text := CASE TG_TABLE_NAME WHEN 'cliente' THEN 'clientes' ELSE 'prestamos' END;
BEGIN
  IF TG_OP <> 'DELETE' THEN
    EXECUTE format('INSERT INTO contador_empresa AS k (id_empresa, franja, %1$I) VALUES ($1, pg_backend_pid(), 1)
        ON CONFLICT (id_empresa, franja) DO UPDATE SET %1$I = k.%1$I + 1',
      tabla || '_' || CASE NEW.estado WHEN 'ACTIVO' THEN 'activos' WHEN 'INACTIVO' THEN 'inactivos'
        WHEN 'SALDADO' THEN 'saldados' ELSE 'cancelados' END)
      USING NEW.id_empresa;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    EXECUTE format('INSERT INTO contador_empresa AS k (id_empresa, franja, %1$I) VALUES ($1, pg_backend_pid(), -1)
        ON CONFLICT (id_empresa, franja) DO UPDATE SET %1$I = k.%1$I - 1',
      tabla || '_' || CASE OLD.estado WHEN 'ACTIVO' THEN 'activos' WHEN 'INACTIVO' THEN 'inactivos'
        WHEN 'SALDADO' THEN 'saldados' ELSE 'cancelados' END)
      USING OLD.id_empresa;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Rehace de cero los resúmenes de una empresa (todas sus franjas quedan en la 0). Para reparar o para el generador de
-- datos del banco; con la empresa quieta.
CREATE OR REPLACE FUNCTION reconstruir_resumenes(empresa int) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE cliente c SET primer_vencimiento_impago = m.vence
  FROM (
    SELECT cl.id_cliente, (SELECT min(coalesce(p.primer_vencimiento_impago, 'infinity'::date)) FROM prestamo p
      WHERE p.id_empresa = empresa AND p.id_cliente = cl.id_cliente AND p.estado = 'ACTIVO') AS vence
    FROM cliente cl WHERE cl.id_empresa = empresa
  ) m
  WHERE c.id_empresa = empresa AND c.id_cliente = m.id_cliente
    AND c.primer_vencimiento_impago IS DISTINCT FROM m.vence;
  DELETE FROM resumen_cartera r WHERE r.id_empresa = empresa;
  INSERT INTO resumen_cartera
    (id_empresa, dimension, id, vence, prestamos, clientes, capital_centavos, interes_centavos, saldo_centavos)
  SELECT empresa, k.* FROM cartera_calculada(empresa) k;
  DELETE FROM resumen_cartera_mes r WHERE r.id_empresa = empresa;
  INSERT INTO resumen_cartera_mes
    (id_empresa, dimension, id, mes, prestamos, clientes, capital_centavos, interes_centavos, saldo_centavos)
  SELECT empresa, k.dimension, k.id, date_trunc('month', k.vence::timestamp)::date, sum(k.prestamos),
    sum(k.clientes), sum(k.capital), sum(k.interes), sum(k.saldo)
  FROM cartera_calculada(empresa) k GROUP BY 2, 3, 4;
  DELETE FROM resumen_diario r WHERE r.id_empresa = empresa;
  INSERT INTO resumen_diario
    (id_empresa, fecha, cuotas, monto_centavos, abiertas, pendiente_centavos, recibos, cobrado_centavos)
  SELECT empresa, d.* FROM diario_calculado(empresa) d;
  DELETE FROM resumen_ruta r WHERE r.id_empresa = empresa;
  INSERT INTO resumen_ruta (id_empresa, id_ruta, fecha, abiertas, pendiente_centavos)
  SELECT empresa, r.* FROM rutas_calculadas(empresa) r;
END $$;--> statement-breakpoint
-- Pasa a la franja 0 lo sumado en las demás franjas de una tabla, en una sentencia que nunca espera: toma solo las
-- filas que nadie tiene bloqueadas (una escritura en curso suma en la suya y la deja para la vuelta siguiente). En la
-- caja, la franja 0 es además el candado de los egresos: solo junta las empresas cuyo candado está libre. La llama la
-- tarea periódica del servidor (db/franjas.ts), una tabla por transacción; devuelve cuántas filas juntó.
CREATE OR REPLACE FUNCTION juntar_franjas(tabla text) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  juntadas int;
BEGIN
  -- Una sola a la vez en todas las instancias: dos que juntan la misma llave se esperarían en la franja 0.
  IF NOT pg_try_advisory_xact_lock(4827311) THEN
    RETURN 0;
  END IF;
  IF tabla = 'contador_empresa' THEN
    WITH movidas AS (
      DELETE FROM contador_empresa t
      USING (SELECT ctid FROM contador_empresa WHERE franja <> 0 FOR UPDATE SKIP LOCKED) s
      WHERE t.ctid = s.ctid RETURNING t.*
    )
    INSERT INTO contador_empresa AS t (id_empresa, franja, clientes_activos, clientes_inactivos, prestamos_activos,
        prestamos_saldados, prestamos_cancelados)
      SELECT id_empresa, 0, sum(clientes_activos), sum(clientes_inactivos), sum(prestamos_activos),
        sum(prestamos_saldados), sum(prestamos_cancelados)
      FROM movidas GROUP BY id_empresa
      ON CONFLICT (id_empresa, franja) DO UPDATE SET
        clientes_activos = t.clientes_activos + excluded.clientes_activos,
        clientes_inactivos = t.clientes_inactivos + excluded.clientes_inactivos,
        prestamos_activos = t.prestamos_activos + excluded.prestamos_activos,
        prestamos_saldados = t.prestamos_saldados + excluded.prestamos_saldados,
        prestamos_cancelados = t.prestamos_cancelados + excluded.prestamos_cancelados;
  ELSIF tabla = 'caja' THEN
    WITH anclas AS (
      SELECT a.id_empresa FROM caja a
      WHERE a.franja = 0 AND a.id_empresa IN (SELECT f.id_empresa FROM caja f WHERE f.franja <> 0)
      FOR NO KEY UPDATE SKIP LOCKED
    ), movidas AS (
      DELETE FROM caja t
      USING (SELECT ctid FROM caja WHERE franja <> 0 AND id_empresa IN (SELECT id_empresa FROM anclas)
        FOR UPDATE SKIP LOCKED) s
      WHERE t.ctid = s.ctid RETURNING t.*
    )
    UPDATE caja t SET saldo_centavos = t.saldo_centavos + m.saldo, movimientos = t.movimientos + m.movimientos
    FROM (SELECT id_empresa, sum(saldo_centavos) AS saldo, sum(movimientos) AS movimientos FROM movidas
      GROUP BY id_empresa) m
    WHERE t.id_empresa = m.id_empresa AND t.franja = 0;
  ELSIF tabla = 'resumen_cartera' THEN
    WITH movidas AS (
      DELETE FROM resumen_cartera t
      USING (SELECT ctid FROM resumen_cartera WHERE franja <> 0 FOR UPDATE SKIP LOCKED) s
      WHERE t.ctid = s.ctid RETURNING t.*
    )
    INSERT INTO resumen_cartera AS t (id_empresa, dimension, id, vence, franja, prestamos, clientes,
        capital_centavos, interes_centavos, saldo_centavos)
      SELECT id_empresa, dimension, id, vence, 0, sum(prestamos), sum(clientes), sum(capital_centavos),
        sum(interes_centavos), sum(saldo_centavos)
      FROM movidas GROUP BY id_empresa, dimension, id, vence
      ON CONFLICT (id_empresa, dimension, id, vence, franja) DO UPDATE SET
        prestamos = t.prestamos + excluded.prestamos,
        clientes = t.clientes + excluded.clientes,
        capital_centavos = t.capital_centavos + excluded.capital_centavos,
        interes_centavos = t.interes_centavos + excluded.interes_centavos,
        saldo_centavos = t.saldo_centavos + excluded.saldo_centavos;
  ELSIF tabla = 'resumen_cartera_mes' THEN
    WITH movidas AS (
      DELETE FROM resumen_cartera_mes t
      USING (SELECT ctid FROM resumen_cartera_mes WHERE franja <> 0 FOR UPDATE SKIP LOCKED) s
      WHERE t.ctid = s.ctid RETURNING t.*
    )
    INSERT INTO resumen_cartera_mes AS t (id_empresa, dimension, id, mes, franja, prestamos, clientes,
        capital_centavos, interes_centavos, saldo_centavos)
      SELECT id_empresa, dimension, id, mes, 0, sum(prestamos), sum(clientes), sum(capital_centavos),
        sum(interes_centavos), sum(saldo_centavos)
      FROM movidas GROUP BY id_empresa, dimension, id, mes
      ON CONFLICT (id_empresa, dimension, id, mes, franja) DO UPDATE SET
        prestamos = t.prestamos + excluded.prestamos,
        clientes = t.clientes + excluded.clientes,
        capital_centavos = t.capital_centavos + excluded.capital_centavos,
        interes_centavos = t.interes_centavos + excluded.interes_centavos,
        saldo_centavos = t.saldo_centavos + excluded.saldo_centavos;
  ELSIF tabla = 'resumen_diario' THEN
    WITH movidas AS (
      DELETE FROM resumen_diario t
      USING (SELECT ctid FROM resumen_diario WHERE franja <> 0 FOR UPDATE SKIP LOCKED) s
      WHERE t.ctid = s.ctid RETURNING t.*
    )
    INSERT INTO resumen_diario AS t (id_empresa, fecha, franja, cuotas, monto_centavos, abiertas,
        pendiente_centavos, recibos, cobrado_centavos)
      SELECT id_empresa, fecha, 0, sum(cuotas), sum(monto_centavos), sum(abiertas), sum(pendiente_centavos),
        sum(recibos), sum(cobrado_centavos)
      FROM movidas GROUP BY id_empresa, fecha
      ON CONFLICT (id_empresa, fecha, franja) DO UPDATE SET
        cuotas = t.cuotas + excluded.cuotas,
        monto_centavos = t.monto_centavos + excluded.monto_centavos,
        abiertas = t.abiertas + excluded.abiertas,
        pendiente_centavos = t.pendiente_centavos + excluded.pendiente_centavos,
        recibos = t.recibos + excluded.recibos,
        cobrado_centavos = t.cobrado_centavos + excluded.cobrado_centavos;
  ELSIF tabla = 'resumen_ruta' THEN
    WITH movidas AS (
      DELETE FROM resumen_ruta t
      USING (SELECT ctid FROM resumen_ruta WHERE franja <> 0 FOR UPDATE SKIP LOCKED) s
      WHERE t.ctid = s.ctid RETURNING t.*
    )
    INSERT INTO resumen_ruta AS t (id_empresa, id_ruta, fecha, franja, abiertas, pendiente_centavos)
      SELECT id_empresa, id_ruta, fecha, 0, sum(abiertas), sum(pendiente_centavos)
      FROM movidas GROUP BY id_empresa, id_ruta, fecha
      ON CONFLICT (id_empresa, id_ruta, fecha, franja) DO UPDATE SET
        abiertas = t.abiertas + excluded.abiertas,
        pendiente_centavos = t.pendiente_centavos + excluded.pendiente_centavos;
  ELSE
    RAISE EXCEPTION 'juntar_franjas: tabla desconocida %', tabla;
  END IF;
  GET DIAGNOSTICS juntadas = ROW_COUNT;
  RETURN juntadas;
END $$;--> statement-breakpoint
-- El resumen guardado de un préstamo (lo adeudado, el capital, la primera cuota abierta...), recalculado de sus
-- cuotas. Toda operación que cambia cuotas la llama antes de terminar su transacción. Busca el préstamo solo por su
-- llave: refrescar_prestamos (varios a la vez, para el generador de datos) con un solo id dejaba, en el plan genérico
-- que la función guarda, un recorrido de los préstamos de la empresa.
CREATE OR REPLACE FUNCTION refrescar_prestamo(empresa int, prestamo_id int) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE prestamo p SET
      saldo_centavos = r.saldo,
      capital_pendiente_centavos = r.capital,
      interes_pendiente_centavos = r.interes,
      cuotas_pagadas = r.pagadas,
      primer_vencimiento_impago = r.vence,
      id_pago_primera_abierta = r.id_pago,
      no_cuota_primera_abierta = r.no_cuota,
      cuota_actual_centavos = r.cuota,
      pendiente_primera_abierta_centavos = r.pendiente,
      pagos_vigentes = r.pagos
    FROM resumen_de_prestamo(empresa, prestamo_id) r
    WHERE p.id_empresa = empresa AND p.id_prestamo = prestamo_id;
END $$;--> statement-breakpoint
-- Primera sentencia de toda transacción que escribe en una empresa (db/transacciones.ts): toma el candado de la empresa
-- compartido (todas sus escrituras a la vez; exclusivo, solo quien la borra: empresas/administracion.ts), así que
-- borrar una empresa espera a que terminen sus escrituras y las que llegan después ya no la encuentran. Es un candado
-- de la base y no la fila de la empresa: bloquear la fila en cada escritura la reescribía (y la registraba) cada vez.
CREATE OR REPLACE FUNCTION abrir_escritura(empresa_id int) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(4827312, empresa_id);
  PERFORM 1 FROM empresa e WHERE e.id_empresa = empresa_id;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'La empresa % ya no existe.', empresa_id USING ERRCODE = 'no_data_found';
  END IF;
END $$;
--> statement-breakpoint
-- Lo que sigue: las funciones de los disparadores buscan lo suyo por su llave, una fila a la vez, en vez de unir una
-- tabla de transición con las tablas de la empresa. Con estadísticas viejas o ausentes (sin autovacuum), el plan
-- genérico que la función guarda creía pocas las filas de la empresa y recorría todas sus cuotas o préstamos para
-- encontrar las del préstamo que cambió (docs/decisiones/0025-escrituras-a-la-vez.md;
-- apps/api/test/costo-de-escribir.test.ts lo mide).
--
-- Las cuotas abiertas de unas cuotas (de uno o pocos préstamos) en cada ruta de su cliente, con su signo. La llaman
-- resumir_cuotas (alta, baja y cambio de cuotas).
CREATE OR REPLACE FUNCTION aportes_de_cuotas_a_rutas(cuotas cuota[], signo int) RETURNS delta_de_ruta[]
LANGUAGE plpgsql STABLE AS $$
DECLARE
  p record;
  cli int;
  rutas int[];
  deltas delta_de_ruta[] := '{}';
BEGIN
  FOR p IN SELECT DISTINCT c.id_empresa, c.id_prestamo FROM unnest(cuotas) c LOOP
    SELECT q.id_cliente INTO cli FROM prestamo q WHERE q.id_empresa = p.id_empresa AND q.id_prestamo = p.id_prestamo;
    rutas := array(SELECT rc.id_ruta FROM ruta_cliente rc WHERE rc.id_empresa = p.id_empresa AND rc.id_cliente = cli);
    CONTINUE WHEN cardinality(rutas) = 0;
    deltas := deltas || array(
      SELECT ROW(c.id_empresa, r, c.fecha_debe_pagar, signo,
        signo * (c.monto_cuota_centavos - c.abonado_capital_centavos - c.abonado_interes_centavos))::delta_de_ruta
      FROM unnest(cuotas) c CROSS JOIN unnest(rutas) r
      WHERE c.id_prestamo = p.id_prestamo AND c.estado_cuota <> 'PAGADA');
  END LOOP;
  RETURN deltas;
END $$;--> statement-breakpoint
-- Las cuotas abiertas de los clientes de unas filas ruta-cliente, en su ruta, con su signo. La llama
-- resumir_ruta_cliente (un cliente entra a una ruta o sale de ella).
CREATE OR REPLACE FUNCTION aportes_de_clientes_a_rutas(filas ruta_cliente[], signo int) RETURNS delta_de_ruta[]
LANGUAGE plpgsql STABLE AS $$
DECLARE
  f ruta_cliente;
  p record;
  deltas delta_de_ruta[] := '{}';
BEGIN
  FOREACH f IN ARRAY filas LOOP
    FOR p IN SELECT q.id_prestamo FROM prestamo q WHERE q.id_empresa = f.id_empresa AND q.id_cliente = f.id_cliente
    LOOP
      deltas := deltas || array(
        SELECT ROW(f.id_empresa, f.id_ruta, c.fecha_debe_pagar, signo,
          signo * (c.monto_cuota_centavos - c.abonado_capital_centavos - c.abonado_interes_centavos))::delta_de_ruta
        FROM cuota c
        WHERE c.id_empresa = f.id_empresa AND c.id_prestamo = p.id_prestamo AND c.estado_cuota <> 'PAGADA');
    END LOOP;
  END LOOP;
  RETURN deltas;
END $$;--> statement-breakpoint
-- Resume por día y por ruta las cuotas que se dan de alta, de baja o cambian (disparador por sentencia de cuota).
CREATE OR REPLACE FUNCTION resumir_cuotas() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM aplicar_al_diario(array(SELECT aporte_de_cuota(n, 1) FROM nuevas n));
    PERFORM aplicar_a_rutas(aportes_de_cuotas_a_rutas(array(SELECT n::cuota FROM nuevas n), 1));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM aplicar_al_diario(array(SELECT aporte_de_cuota(v, -1) FROM viejas v));
    PERFORM aplicar_a_rutas(aportes_de_cuotas_a_rutas(array(SELECT v::cuota FROM viejas v), -1));
  ELSE
    PERFORM aplicar_al_diario(array(
      SELECT aporte_de_cuota(v, -1) FROM viejas v UNION ALL SELECT aporte_de_cuota(n, 1) FROM nuevas n));
    PERFORM aplicar_a_rutas(aportes_de_cuotas_a_rutas(array(SELECT v::cuota FROM viejas v), -1)
      || aportes_de_cuotas_a_rutas(array(SELECT n::cuota FROM nuevas n), 1));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Resume por ruta las cuotas de los clientes que entran a una ruta o salen de ella (disparador de ruta_cliente).
CREATE OR REPLACE FUNCTION resumir_ruta_cliente() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM aplicar_a_rutas(aportes_de_clientes_a_rutas(array(SELECT n::ruta_cliente FROM nuevas n), 1));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM aplicar_a_rutas(aportes_de_clientes_a_rutas(array(SELECT v::ruta_cliente FROM viejas v), -1));
  ELSE
    -- Por fila (un cambio de ruta o de cliente, no de orden): sin tablas de transición.
    PERFORM aplicar_a_rutas(aportes_de_clientes_a_rutas(ARRAY[OLD], -1) || aportes_de_clientes_a_rutas(ARRAY[NEW], 1));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP FUNCTION aportes_de_cuota_a_rutas(cuota, integer);--> statement-breakpoint
DROP FUNCTION aportes_de_cliente_a_ruta(ruta_cliente, integer);--> statement-breakpoint
-- Lo que unos clientes aportan a la cartera: cada préstamo vigente en su vencimiento y cada cliente en el más antiguo.
-- Un cliente a la vez por su llave (recolocar_en_cartera: cambios de rutas).
CREATE OR REPLACE FUNCTION cartera_de_clientes(empresa int, clientes int[])
  RETURNS TABLE (id_cliente int, vence date, prestamos int, clientes int, capital bigint, interes bigint, saldo bigint)
LANGUAGE sql STABLE AS $$
  SELECT x.id, p.vence, p.prestamos, p.clientes, p.capital, p.interes, p.saldo
  FROM unnest(clientes) x(id)
  CROSS JOIN LATERAL (
    SELECT coalesce(q.primer_vencimiento_impago, 'infinity'::date) AS vence, 1 AS prestamos, 0 AS clientes,
      q.capital_pendiente_centavos AS capital, q.interes_pendiente_centavos AS interes, q.saldo_centavos AS saldo
    FROM prestamo q
    -- `|| ''`: que el índice parcial de los activos (toda la empresa) no compita con el del cliente.
    WHERE q.id_empresa = empresa AND q.id_cliente = x.id AND q.estado || '' = 'ACTIVO'
    UNION ALL
    SELECT c.primer_vencimiento_impago, 0, 1, 0, 0, 0
    FROM cliente c
    WHERE c.id_empresa = empresa AND c.id_cliente = x.id AND c.primer_vencimiento_impago IS NOT NULL
    OFFSET 0
  ) p
$$;--> statement-breakpoint
-- Lleva a la cartera (por día de vencimiento, de la empresa, de cada ruta y cobrador del cliente) el cambio de un
-- préstamo, y al cliente su vencimiento impago más antiguo. Disparador de préstamo: al darse y al borrarse, y diferido
-- al final de la transacción cuando cambia lo que resume (estado, saldos, vencimiento).
CREATE OR REPLACE FUNCTION resumir_prestamo() RETURNS trigger
LANGUAGE plpgsql AS $function$
DECLARE
  empresa int := coalesce(NEW.id_empresa, OLD.id_empresa);
  cli int := coalesce(NEW.id_cliente, OLD.id_cliente);
  antes date;
  despues date;
  hay_cliente boolean;
  rutas int[];
  cobradores int[];
  deltas delta_de_cartera[] := '{}';
BEGIN
  -- El cliente primero: un cambio de sus rutas (recolocar_en_cartera) bloquea la misma fila, así uno espera al otro y
  -- el segundo lee lo que dejó el primero.
  SELECT true, c.primer_vencimiento_impago INTO hay_cliente, antes
  FROM cliente c WHERE c.id_empresa = empresa AND c.id_cliente = cli FOR NO KEY UPDATE;
  IF TG_OP <> 'INSERT' AND OLD.estado = 'ACTIVO' THEN
    deltas := deltas || ROW('', 0, coalesce(OLD.primer_vencimiento_impago, 'infinity'::date), -1, 0,
      -OLD.capital_pendiente_centavos, -OLD.interes_pendiente_centavos, -OLD.saldo_centavos)::delta_de_cartera;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.estado = 'ACTIVO' THEN
    deltas := deltas || ROW('', 0, coalesce(NEW.primer_vencimiento_impago, 'infinity'::date), 1, 0,
      NEW.capital_pendiente_centavos, NEW.interes_pendiente_centavos, NEW.saldo_centavos)::delta_de_cartera;
  END IF;
  IF hay_cliente THEN
    SELECT min(coalesce(p.primer_vencimiento_impago, 'infinity'::date)) INTO despues
    -- `|| ''`: que el índice parcial de los activos (toda la empresa) no compita con el del cliente.
    FROM prestamo p WHERE p.id_empresa = empresa AND p.id_cliente = cli AND p.estado || '' = 'ACTIVO';
    IF antes IS DISTINCT FROM despues THEN
      IF antes IS NOT NULL THEN
        deltas := deltas || ROW('', 0, antes, 0, -1, 0, 0, 0)::delta_de_cartera;
      END IF;
      IF despues IS NOT NULL THEN
        deltas := deltas || ROW('', 0, despues, 0, 1, 0, 0, 0)::delta_de_cartera;
      END IF;
      UPDATE cliente SET primer_vencimiento_impago = despues WHERE id_empresa = empresa AND id_cliente = cli;
    END IF;
  END IF;
  rutas := array(SELECT rc.id_ruta FROM ruta_cliente rc
    WHERE rc.id_empresa = empresa AND rc.id_cliente = cli ORDER BY 1);
  cobradores := array(SELECT DISTINCT ru.id_usuario FROM ruta_cliente rc
    JOIN ruta_usuario ru ON ru.id_empresa = rc.id_empresa AND ru.id_ruta = rc.id_ruta
    WHERE rc.id_empresa = empresa AND rc.id_cliente = cli ORDER BY 1);
  PERFORM aplicar_a_cartera(empresa, array(
    SELECT ROW(k.dimension, k.id, d.vence, d.prestamos, d.clientes, d.capital, d.interes, d.saldo)::delta_de_cartera
    FROM unnest(deltas) d
    CROSS JOIN claves_de_resumen(rutas, cobradores) k));
  RETURN NULL;
END $function$;--> statement-breakpoint
-- Mueve en la cartera lo de los clientes cuyas rutas o cobradores cambian (rc_: filas ruta-cliente que entran o
-- salen; ru_: filas ruta-usuario). La llaman los disparadores de ruta_cliente y ruta_usuario.
CREATE OR REPLACE FUNCTION recolocar_en_cartera(empresa int, rc_mas par_de_ids[], rc_menos par_de_ids[],
  ru_mas par_de_ids[], ru_menos par_de_ids[]) RETURNS void
LANGUAGE plpgsql AS $function$
DECLARE
  afectados int[];
BEGIN
  afectados := array(
    SELECT x.b FROM unnest(rc_mas) x
    UNION SELECT x.b FROM unnest(rc_menos) x
    UNION SELECT rc.id_cliente FROM ruta_cliente rc
      WHERE rc.id_empresa = empresa
        AND rc.id_ruta IN (SELECT x.a FROM unnest(ru_mas) x UNION SELECT x.a FROM unnest(ru_menos) x)
    ORDER BY 1);
  IF cardinality(afectados) = 0 THEN
    RETURN;
  END IF;
  -- Los mismos bloqueos que toma resumir_prestamo, en orden; lo que sigue lee lo último confirmado de sus préstamos.
  -- Uno a uno por su llave, en el orden del arreglo (ya ordenado).
  PERFORM 1 FROM unnest(afectados) a(id)
    CROSS JOIN LATERAL (SELECT 1 FROM cliente c WHERE c.id_empresa = empresa AND c.id_cliente = a.id
      FOR NO KEY UPDATE) l;
  PERFORM aplicar_a_cartera(empresa, array(
    WITH rc_despues AS (
      SELECT rc.id_ruta, rc.id_cliente FROM unnest(afectados) a(id)
      CROSS JOIN LATERAL (SELECT r.id_ruta, r.id_cliente FROM ruta_cliente r
        WHERE r.id_empresa = empresa AND r.id_cliente = a.id OFFSET 0) rc
    ), rc_antes AS (
      (SELECT * FROM rc_despues EXCEPT SELECT x.a, x.b FROM unnest(rc_mas) x)
      UNION SELECT x.a, x.b FROM unnest(rc_menos) x
    ), ru_despues AS (
      SELECT ru.id_ruta, ru.id_usuario FROM ruta_usuario ru WHERE ru.id_empresa = empresa
    ), ru_antes AS (
      (SELECT * FROM ru_despues EXCEPT SELECT x.a, x.b FROM unnest(ru_mas) x)
      UNION SELECT x.a, x.b FROM unnest(ru_menos) x
    ), claves AS (
      SELECT a.id_cliente, -1 AS signo, k.dimension, k.id
      FROM unnest(afectados) a(id_cliente)
      CROSS JOIN LATERAL claves_de_resumen(
        array(SELECT r.id_ruta FROM rc_antes r WHERE r.id_cliente = a.id_cliente),
        array(SELECT DISTINCT u.id_usuario FROM rc_antes r JOIN ru_antes u ON u.id_ruta = r.id_ruta
          WHERE r.id_cliente = a.id_cliente)) k
      UNION ALL
      SELECT a.id_cliente, 1, k.dimension, k.id
      FROM unnest(afectados) a(id_cliente)
      CROSS JOIN LATERAL claves_de_resumen(
        array(SELECT r.id_ruta FROM rc_despues r WHERE r.id_cliente = a.id_cliente),
        array(SELECT DISTINCT u.id_usuario FROM rc_despues r JOIN ru_despues u ON u.id_ruta = r.id_ruta
          WHERE r.id_cliente = a.id_cliente)) k
    )
    SELECT ROW(k.dimension, k.id, c.vence, k.signo * c.prestamos, k.signo * c.clientes, k.signo * c.capital,
      k.signo * c.interes, k.signo * c.saldo)::delta_de_cartera
    FROM claves k JOIN cartera_de_clientes(empresa, afectados) c ON c.id_cliente = k.id_cliente));
END $function$;
--> statement-breakpoint
-- La seguridad por filas también para el dueño de las tablas (FORCE): si el servidor se conecta con un usuario que no
-- es superusuario, una sentencia que corriera fuera de las transacciones del servidor (sin empresa ni plataforma fijada)
-- no ve ninguna fila. El dueño ve todas en una transacción de la plataforma (`app.plataforma`, db/transacciones.ts
-- `enPlataforma`, y las migraciones) y las de la empresa fijada en una de empresa (las funciones SECURITY DEFINER).
-- Un superusuario se salta todo esto, como siempre; una prueba verifica que cada tabla con `id_empresa` lo tiene.
DO $$
DECLARE
  t text;
BEGIN
  FOR t IN SELECT c.relname FROM pg_class c
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'id_empresa' AND NOT a.attisdropped
    WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r'
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('DROP POLICY IF EXISTS %I ON %I', t || '_del_dueno', t);
    EXECUTE format($f$CREATE POLICY %I ON %I AS PERMISSIVE FOR ALL TO CURRENT_USER
      USING (current_setting('app.plataforma', true) = 'on'
        OR id_empresa = nullif(current_setting('app.empresa_id', true), '')::int)
      WITH CHECK (current_setting('app.plataforma', true) = 'on'
        OR id_empresa = nullif(current_setting('app.empresa_id', true), '')::int)$f$, t || '_del_dueno', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- Los sufijos de búsqueda de un cliente o de un código de préstamo: los que deja se borran uno a uno por su llave. El
-- `sufijo in (select ...)` de antes unía la lista con todos los sufijos de la empresa (el plan genérico de la función
-- creía mil sufijos en la lista): en un préstamo nuevo, que cambia su código provisional por el suyo, eran 6 ms con
-- 20 000 préstamos.
CREATE OR REPLACE FUNCTION guardar_sufijos_de_cliente() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  s text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    FOR s IN SELECT sufijos_de_busqueda(OLD.busqueda) LOOP
      DELETE FROM cliente_sufijo
        WHERE id_empresa = OLD.id_empresa AND sufijo = s AND id_cliente = OLD.id_cliente;
    END LOOP;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO cliente_sufijo (id_empresa, sufijo, id_cliente)
      SELECT NEW.id_empresa, x, NEW.id_cliente FROM sufijos_de_busqueda(NEW.busqueda) x;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION guardar_sufijos_de_prestamo() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  s text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    FOR s IN SELECT sufijos_de_busqueda(OLD.codigo_prestamo) LOOP
      DELETE FROM prestamo_sufijo
        WHERE id_empresa = OLD.id_empresa AND sufijo = s AND id_prestamo = OLD.id_prestamo;
    END LOOP;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO prestamo_sufijo (id_empresa, sufijo, id_prestamo)
      SELECT NEW.id_empresa, x, NEW.id_prestamo FROM sufijos_de_busqueda(NEW.codigo_prestamo) x;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- El resumen de la cartera de un préstamo que cambia vuelve a escribirse en la sentencia que lo cambia, no al confirmar
-- (0029): eso servía para no retener las filas de la cartera, compartidas, mientras se esperaba la serie de recibos.
-- Ahora cada conexión suma en su franja, y al confirmar, después de tomar la serie, la retenía el cálculo entero.
DROP TRIGGER prestamo_resumir_cambios ON prestamo;--> statement-breakpoint
CREATE TRIGGER prestamo_resumir_cambios AFTER UPDATE ON prestamo
  FOR EACH ROW WHEN (OLD.estado IS DISTINCT FROM NEW.estado
    OR OLD.primer_vencimiento_impago IS DISTINCT FROM NEW.primer_vencimiento_impago
    OR OLD.capital_pendiente_centavos <> NEW.capital_pendiente_centavos
    OR OLD.interes_pendiente_centavos <> NEW.interes_pendiente_centavos
    OR OLD.saldo_centavos <> NEW.saldo_centavos)
  EXECUTE FUNCTION resumir_prestamo();
