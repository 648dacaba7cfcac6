-- Búsquedas "contiene" que usan sus índices de trigramas. Bajo la seguridad por filas, PostgreSQL no puede llevar LIKE
-- al índice (el operador no es "leakproof": se evalúa después de la política, fila por fila de toda la empresa). Estas
-- funciones corren como dueñas de las tablas pero solo en la empresa de la transacción (app.empresa_id), así que no
-- pueden devolver nada de otra; con el patrón escrito en la consulta, el planificador usa el índice.
CREATE OR REPLACE FUNCTION clientes_que_coinciden(patron text) RETURNS SETOF integer
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public AS $$
BEGIN
  RETURN QUERY EXECUTE format(
    'SELECT id_cliente FROM cliente WHERE id_empresa = %L AND busqueda LIKE texto_de_busqueda(%L)',
    nullif(current_setting('app.empresa_id', true), '')::int, patron);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prestamos_que_coinciden(patron_cliente text, patron_codigo text) RETURNS SETOF integer
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public AS $$
DECLARE
  empresa int := nullif(current_setting('app.empresa_id', true), '')::int;
BEGIN
  RETURN QUERY EXECUTE format(
    'SELECT p.id_prestamo FROM cliente c
       JOIN prestamo p ON p.id_empresa = c.id_empresa AND p.id_cliente = c.id_cliente
       WHERE c.id_empresa = %1$L AND c.busqueda LIKE texto_de_busqueda(%2$L)
     UNION
     SELECT id_prestamo FROM prestamo WHERE id_empresa = %1$L AND codigo_prestamo ILIKE %3$L',
    empresa, patron_cliente, patron_codigo);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION movimientos_que_coinciden(patron text) RETURNS SETOF integer
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public AS $$
BEGIN
  RETURN QUERY EXECUTE format(
    'SELECT id_movimiento FROM movimiento_caja WHERE id_empresa = %L
       AND texto_de_busqueda(coalesce(descripcion, %L)) LIKE texto_de_busqueda(%L)',
    nullif(current_setting('app.empresa_id', true), '')::int, '', patron);
END $$;
