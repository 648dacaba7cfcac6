-- Búsqueda de clientes, préstamos y movimientos de caja (docs/decisiones/0018-costo-por-peticion.md). Lo buscado se
-- compara sin mayúsculas ni tildes. Clientes y préstamos se encuentran por el comienzo de cada palabra: cada sufijo
-- de su texto que empieza una palabra va en una fila de cliente_sufijo o prestamo_sufijo (los guardan los
-- disparadores de abajo), y buscar es leer el tramo del índice que empieza por lo tecleado. Los movimientos de caja,
-- por "contiene" con trigramas.
--
-- Cada objeto está aquí en su definición de hoy. Para cambiarlo: edita este archivo, corre `npm run db:sql` (escribe
-- la migración que lo instala) y confirma los dos juntos (apps/api/sql/README.md).

-- Minúsculas y sin tildes: "Núñez" da "nunez". Es la regla de `textoDeBusqueda` (packages/domain/src/busqueda.ts), con
-- la que la web filtra sus listas; apps/api/src/db/reglas-escritas-dos-veces.test.ts comprueba que las dos dan lo mismo
-- con las letras del español. unaccent() no es IMMUTABLE y no puede ir en un índice ni en una columna generada; esta
-- envoltura fija el diccionario, lo que la hace estable de verdad. La usan la columna generada `cliente.busqueda`
-- (db/schema/clientes.ts), el índice de trigramas de `movimiento_caja` (db/schema/caja.ts), el nombre único de una ruta
-- (modules/rutas/service.ts), texto_a_buscar y movimientos_que_coinciden.
CREATE OR REPLACE FUNCTION texto_de_busqueda(texto text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, texto)) $$;

-- Lo que se compara: texto_de_busqueda sin espacios en los extremos y con uno solo entre palabras. Pasan por ella lo
-- guardado (sufijos_de_busqueda) y lo tecleado (clientes_que_coinciden, prestamos_que_coinciden), así se escriben igual.
CREATE OR REPLACE FUNCTION texto_a_buscar(texto text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_replace(btrim(texto_de_busqueda(texto)), '\s+', ' ', 'g') $$;

-- Los sufijos de un texto que empiezan una palabra (una letra o un dígito al principio o después de otra cosa):
-- "cl-000003" da "cl-000003" y "000003". El texto se parte delante de cada comienzo de palabra; solo la primera parte
-- puede no empezar una. Dos sufijos nunca son iguales (tienen largos distintos). Sin STRICT, PostgreSQL la inserta en
-- la consulta que la llama: generar los de 100 000 clientes tarda la octava parte. La usan guardar_sufijos_de_cliente,
-- guardar_sufijos_de_prestamo, la invariante de los sufijos (db/invariantes.ts) y el generador del banco
-- (bench/datos-grandes.ts).
CREATE OR REPLACE FUNCTION sufijos_de_busqueda(texto text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT array_to_string(partes[k:], '')
    FROM regexp_split_to_array(texto_a_buscar(texto), '(?<![[:alnum:]])(?=[[:alnum:]])') AS partes,
      generate_subscripts(partes, 1) k
    WHERE k > 1 OR partes[1] ~ '^[[:alnum:]]'
  $$;

-- Mantiene cliente_sufijo igual a los sufijos de `cliente.busqueda` de cada cliente (invariante "La búsqueda tiene los
-- sufijos de cada cliente...", db/invariantes.ts). La llaman los disparadores cliente_sufijos_altas y
-- cliente_sufijos_cambios. Los sufijos que deja se borran uno a uno por su llave: el `sufijo in (select ...)` de antes
-- unía la lista con todos los sufijos de la empresa (el plan genérico de la función creía mil sufijos en la lista).
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
END $$;

-- Los sufijos de un cliente que se da de alta o se borra (guardar_sufijos_de_cliente).
CREATE OR REPLACE TRIGGER cliente_sufijos_altas AFTER INSERT OR DELETE ON cliente
  FOR EACH ROW EXECUTE FUNCTION guardar_sufijos_de_cliente();

-- Los de un cliente cuyo texto de búsqueda cambia (nombre, apellidos, cédula o código); otro cambio ni la llama.
CREATE OR REPLACE TRIGGER cliente_sufijos_cambios AFTER UPDATE ON cliente
  FOR EACH ROW WHEN (old.busqueda IS DISTINCT FROM new.busqueda) EXECUTE FUNCTION guardar_sufijos_de_cliente();

-- Lo mismo para prestamo_sufijo y el código de cada préstamo. Un préstamo nuevo se guarda con un código provisional
-- sin letras ni dígitos (modules/prestamos/alta.ts), que no deja sufijos, y al final recibe su número: borrar los
-- sufijos uno a uno por su llave bajó ese cambio de 6 ms a nada con 20 000 préstamos en la empresa. La llaman los
-- disparadores prestamo_sufijos_altas y prestamo_sufijos_cambios.
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

-- Los sufijos de un préstamo que se da de alta o se borra (guardar_sufijos_de_prestamo).
CREATE OR REPLACE TRIGGER prestamo_sufijos_altas AFTER INSERT OR DELETE ON prestamo
  FOR EACH ROW EXECUTE FUNCTION guardar_sufijos_de_prestamo();

-- Los de un préstamo cuyo código cambia (el provisional por su número); otro cambio ni la llama.
CREATE OR REPLACE TRIGGER prestamo_sufijos_cambios AFTER UPDATE ON prestamo
  FOR EACH ROW WHEN (old.codigo_prestamo IS DISTINCT FROM new.codigo_prestamo)
  EXECUTE FUNCTION guardar_sufijos_de_prestamo();

-- Los clientes de la empresa de la transacción (app.empresa_id) con una palabra de su nombre, apellidos, cédula o
-- código que empieza por el texto. La llama modules/clientes/repositorio.ts (`coincideCliente`, `busquedaDeClientes`:
-- la lista de clientes y donde se elige uno). Lee el tramo de los sufijos que empiezan por el texto (en bytes, por la
-- intercalación "C"; chr(1114111) es el último carácter). No corre como dueña de las tablas: las comparaciones de texto
-- son "leakproof" y, bajo la seguridad por filas, llegan al índice. Es PL/pgSQL con la consulta escrita (no EXECUTE):
-- cada conexión guarda su plan, y la consulta que la llama no ve el texto, así que su plan genérico sirve para
-- cualquier búsqueda (insertada como SQL, el planificador estimaba el tramo de un texto desconocido en miles de filas y
-- volvía a planificar la lista en cada petición). ROWS 1: con una coincidencia estimada, quien la llama va de las
-- coincidencias a su fila por el índice, lo que sirve con 100 clientes o con 100 000.
CREATE OR REPLACE FUNCTION clientes_que_coinciden(texto text) RETURNS SETOF integer
  LANGUAGE plpgsql STABLE ROWS 1 AS $$
DECLARE
  desde text := texto_a_buscar(texto);
BEGIN
  RETURN QUERY SELECT DISTINCT s.id_cliente FROM cliente_sufijo s
    WHERE s.id_empresa = nullif(current_setting('app.empresa_id', true), '')::int
      AND s.sufijo >= desde AND s.sufijo < desde || chr(1114111);
END $$;

-- Los préstamos de la empresa de la transacción cuyo cliente (una palabra de su nombre, cédula o código) o cuyo código
-- (una palabra) empieza por el texto, en una sola consulta, con lo que ya lee de la fila del préstamo: su estado, sus
-- cuotas abiertas (plazo − pagadas: un préstamo no cancelado tiene tantas cuotas como su plazo, lo verifica una
-- invariante) y el vencimiento de la más antigua. La llama modules/prestamos/repositorio.ts (`condicionDeBusqueda`,
-- `busquedaDePrestamos`, `vigentesQueCoinciden`): las listas de préstamos y de cuotas abiertas cuentan su total y eligen
-- su página con eso, sin recorrer las cuotas de todos los que coinciden (docs/decisiones/0018-costo-por-peticion.md).
-- PL/pgSQL y ROWS 1 por lo mismo que clientes_que_coinciden.
CREATE OR REPLACE FUNCTION prestamos_que_coinciden(texto_cliente text, texto_codigo text)
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

-- Los movimientos de caja de la empresa de la transacción cuya descripción contiene el patrón (LIKE; el patrón llega
-- con sus comodines escapados: `patronContiene` de lib/busqueda.ts), con su índice de trigramas. La llama
-- modules/caja/service.ts (lista de movimientos). Corre como dueña de las tablas (SECURITY DEFINER): bajo la seguridad
-- por filas PostgreSQL no lleva LIKE al índice (el operador no es "leakproof" y se evalúa fila por fila después de la
-- política); solo mira la empresa fijada en la transacción, así que no puede devolver nada de otra.
CREATE OR REPLACE FUNCTION movimientos_que_coinciden(patron text) RETURNS SETOF integer
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public AS $$
BEGIN
  RETURN QUERY EXECUTE format(
    'SELECT id_movimiento FROM movimiento_caja WHERE id_empresa = %L
       AND texto_de_busqueda(coalesce(descripcion, %L)) LIKE texto_de_busqueda(%L)',
    nullif(current_setting('app.empresa_id', true), '')::int, '', patron);
END $$;
