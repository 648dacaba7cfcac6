-- La búsqueda de préstamos devuelve, con el id, lo que ya lee de la fila del préstamo: su estado, sus cuotas abiertas
-- (plazo − pagadas: un préstamo no cancelado tiene tantas cuotas como su plazo, lo verifica una invariante) y el
-- vencimiento de la más antigua. La lista de cuotas abiertas de una búsqueda cuenta su total con eso y elige su página
-- entre las primeras cuotas de los préstamos que vencen antes, sin recorrer las cuotas abiertas de todos los que
-- coinciden (docs/decisiones/0018-costo-por-peticion.md). Quien solo quiere los ids filtra por el estado (antes, el
-- parámetro `sin_saldados`).
DROP FUNCTION prestamos_que_coinciden(text, text, boolean);
--> statement-breakpoint
CREATE FUNCTION prestamos_que_coinciden(texto_cliente text, texto_codigo text)
  RETURNS TABLE (id int, estado text, abiertas int, vence date) LANGUAGE plpgsql STABLE ROWS 1 AS $$
DECLARE
  empresa int := nullif(current_setting('app.empresa_id', true), '')::int;
  desde_cliente text := texto_a_buscar(texto_cliente);
  desde text := texto_a_buscar(texto_codigo);
BEGIN
  RETURN QUERY
    SELECT p.id_prestamo, p.estado, CASE WHEN p.estado = 'ACTIVO' THEN p.plazo - p.cuotas_pagadas ELSE 0 END,
      p.primer_vencimiento_impago
    FROM cliente_sufijo s
    JOIN prestamo p ON p.id_empresa = s.id_empresa AND p.id_cliente = s.id_cliente
    WHERE s.id_empresa = empresa AND s.sufijo >= desde_cliente AND s.sufijo < desde_cliente || chr(1114111)
    UNION
    SELECT p.id_prestamo, p.estado, CASE WHEN p.estado = 'ACTIVO' THEN p.plazo - p.cuotas_pagadas ELSE 0 END,
      p.primer_vencimiento_impago
    FROM prestamo_sufijo s
    JOIN prestamo p ON p.id_empresa = s.id_empresa AND p.id_prestamo = s.id_prestamo
    WHERE s.id_empresa = empresa AND s.sufijo >= desde AND s.sufijo < desde || chr(1114111);
END $$;
