-- Tres funciones de SQL que el cobro llama y que PostgreSQL planificaba en cada llamada, porque no podía expandirlas en
-- la consulta que las llama (una función expandida se planifica con esa consulta, y la de un disparador PL/pgSQL guarda
-- su plan en la conexión). Medido con `track_functions` en el banco (docs/decisiones/0018-costo-por-peticion.md,
-- séptima revisión): 0,31 ms por llamada de `aportes_de_cuota_a_rutas` (dos por cobro), 0,155 ms de
-- `formatear_numero` y de `claves_de_resumen`.
--
-- Una función de conjunto que devuelve un tipo compuesto se expande si su SELECT da las columnas del tipo, no una sola
-- columna con el ROW armado.
CREATE OR REPLACE FUNCTION aportes_de_cuota_a_rutas(c cuota, signo int) RETURNS SETOF delta_de_ruta
  LANGUAGE sql STABLE AS $$
  SELECT c.id_empresa, rc.id_ruta, c.fecha_debe_pagar, signo,
    (signo * (c.monto_cuota_centavos - c.abonado_capital_centavos - c.abonado_interes_centavos))::bigint
  FROM prestamo p
  JOIN ruta_cliente rc ON rc.id_empresa = p.id_empresa AND rc.id_cliente = p.id_cliente
  WHERE c.estado_cuota <> 'PAGADA' AND p.id_empresa = c.id_empresa AND p.id_prestamo = c.id_prestamo
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION aportes_de_cliente_a_ruta(rc ruta_cliente, signo int) RETURNS SETOF delta_de_ruta
  LANGUAGE sql STABLE AS $$
  SELECT rc.id_empresa, rc.id_ruta, c.fecha_debe_pagar, signo,
    (signo * (c.monto_cuota_centavos - c.abonado_capital_centavos - c.abonado_interes_centavos))::bigint
  FROM prestamo p
  JOIN cuota c ON c.id_empresa = p.id_empresa AND c.id_prestamo = p.id_prestamo AND c.estado_cuota <> 'PAGADA'
  WHERE p.id_empresa = rc.id_empresa AND p.id_cliente = rc.id_cliente
$$;
--> statement-breakpoint
-- Una función declarada IMMUTABLE cuyo cuerpo no lo es (to_char depende de la sesión) no se expande.
ALTER FUNCTION formatear_numero(text, text, date, bigint) STABLE;
--> statement-breakpoint
-- `claves_de_resumen` no se expande si sus argumentos son subconsultas: las rutas y los cobradores del cliente se leen
-- antes, en variables.
CREATE OR REPLACE FUNCTION resumir_prestamo() RETURNS trigger
  LANGUAGE plpgsql AS $$
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
    FROM prestamo p WHERE p.id_empresa = empresa AND p.id_cliente = cli AND p.estado = 'ACTIVO';
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
END $$;
