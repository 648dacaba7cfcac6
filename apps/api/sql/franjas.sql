-- Las sumas de una empresa en franjas (docs/decisiones/0018-costo-por-peticion.md y
-- docs/decisiones/0025-escrituras-a-la-vez.md): los contadores, la caja y los resúmenes guardaban una fila por llave
-- (la empresa, el día, el vencimiento) que toda escritura de la empresa bloqueaba hasta su commit, así que dos
-- personas escribiendo a la vez esperaban una a la otra. Cada conexión de la base suma en su franja
-- (`pg_backend_pid()`), que ninguna otra transacción toca; la franja 0 guarda lo ya juntado. Quien lee suma las
-- franjas de la llave (db/schema/franjas.ts).
--
-- Cada objeto está aquí en su definición de hoy. Para cambiarlo: edita este archivo, corre `npm run db:sql` (escribe
-- la migración que lo instala) y confirma los dos juntos (apps/api/sql/README.md).

-- Pasa a la franja 0 lo sumado en las demás franjas de una tabla, en una sentencia que nunca espera: toma solo las
-- filas que nadie tiene bloqueadas (una escritura en curso suma en la suya y la deja para la vuelta siguiente). En la
-- caja, la franja 0 es además el candado de los egresos: solo junta las empresas cuyo candado está libre. La llama la
-- tarea periódica del servidor (`juntarFranjas` de db/franjas.ts, desde tareas.ts), una tabla por transacción;
-- devuelve cuántas filas juntó.
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
END $$;
