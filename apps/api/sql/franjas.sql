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
-- filas que nadie tiene bloqueadas (una escritura en curso suma en la suya y la deja para la vuelta siguiente). La
-- llama la tarea periódica del servidor (`juntarFranjas` de db/franjas.ts, desde tareas.ts), una tabla por
-- transacción; devuelve cuántas filas juntó. Una sola sentencia para todas las tablas de sumas: la llave es la clave
-- primaria sin `franja` y se suma cada otra columna, leídas del catálogo. La caja es la excepción: su franja 0 es además
-- el candado de los egresos, así que solo junta las empresas cuyo candado está libre.
CREATE OR REPLACE FUNCTION juntar_franjas(tabla text) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  primaria int2[];
  llave text;
  columnas text;
  sumas text;
  al_chocar text;
  juntadas int;
BEGIN
  IF tabla NOT IN ('caja', 'contador_empresa', 'resumen_cartera', 'resumen_cartera_mes', 'resumen_diario',
      'resumen_ruta') THEN
    RAISE EXCEPTION 'juntar_franjas: tabla desconocida %', tabla;
  END IF;
  -- Una sola a la vez en todas las instancias: dos que juntan la misma llave se esperarían en la franja 0.
  IF NOT pg_try_advisory_xact_lock(4827311) THEN
    RETURN 0;
  END IF;
  IF tabla = 'caja' THEN
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
    GET DIAGNOSTICS juntadas = ROW_COUNT;
    RETURN juntadas;
  END IF;
  SELECT i.indkey::int2[] INTO primaria FROM pg_index i WHERE i.indrelid = tabla::regclass AND i.indisprimary;
  SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY array_position(primaria, a.attnum)) INTO llave
    FROM pg_attribute a
    WHERE a.attrelid = tabla::regclass AND a.attnum = ANY (primaria) AND a.attname <> 'franja';
  SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum),
      string_agg(format('sum(%I)', a.attname), ', ' ORDER BY a.attnum),
      string_agg(format('%1$I = t.%1$I + excluded.%1$I', a.attname), ', ' ORDER BY a.attnum)
    INTO columnas, sumas, al_chocar
    FROM pg_attribute a
    WHERE a.attrelid = tabla::regclass AND a.attnum > 0 AND NOT a.attisdropped AND a.attnum <> ALL (primaria);
  EXECUTE format($f$
    WITH movidas AS (
      DELETE FROM %1$I t
      USING (SELECT ctid FROM %1$I WHERE franja <> 0 FOR UPDATE SKIP LOCKED) s
      WHERE t.ctid = s.ctid RETURNING t.*
    )
    INSERT INTO %1$I AS t (%2$s, franja, %3$s)
      SELECT %2$s, 0, %4$s FROM movidas GROUP BY %2$s
      ON CONFLICT (%2$s, franja) DO UPDATE SET %5$s$f$, tabla, llave, columnas, sumas, al_chocar);
  GET DIAGNOSTICS juntadas = ROW_COUNT;
  RETURN juntadas;
END $$;
