-- Búsqueda por el comienzo de cada palabra en vez de "contiene" por trigramas
-- (docs/decisiones/0018-costo-por-peticion.md): cada sufijo del texto de búsqueda que empieza una palabra va en una
-- fila, y buscar es leer el tramo del índice que empieza por lo tecleado. Con 50 000 clientes de nombres comunes, los
-- trigramas de "rosa gomez" recorrían listas de miles de filas por letra (1,4 ms solo el índice, más el plan de cada
-- vez); el tramo lee las 123 que coinciden.
CREATE TABLE "cliente_sufijo" (
	"id_empresa" integer NOT NULL,
	"sufijo" text COLLATE "C" NOT NULL,
	"id_cliente" integer NOT NULL,
	CONSTRAINT "cliente_sufijo_id_empresa_sufijo_id_cliente_pk" PRIMARY KEY("id_empresa","sufijo","id_cliente")
);
--> statement-breakpoint
ALTER TABLE "cliente_sufijo" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "prestamo_sufijo" (
	"id_empresa" integer NOT NULL,
	"sufijo" text COLLATE "C" NOT NULL,
	"id_prestamo" integer NOT NULL,
	CONSTRAINT "prestamo_sufijo_id_empresa_sufijo_id_prestamo_pk" PRIMARY KEY("id_empresa","sufijo","id_prestamo")
);
--> statement-breakpoint
ALTER TABLE "prestamo_sufijo" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP INDEX "cliente_busqueda_por_empresa";--> statement-breakpoint
DROP INDEX "prestamo_codigo_busqueda";--> statement-breakpoint
CREATE POLICY "cliente_sufijo_solo_su_empresa" ON "cliente_sufijo" AS PERMISSIVE FOR ALL TO "app_user" USING (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int) WITH CHECK (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "prestamo_sufijo_solo_su_empresa" ON "prestamo_sufijo" AS PERMISSIVE FOR ALL TO "app_user" USING (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int) WITH CHECK (id_empresa = nullif(current_setting('app.empresa_id', true), '')::int);--> statement-breakpoint
-- Lo que se compara: sin mayúsculas ni tildes y con un solo espacio entre palabras.
CREATE OR REPLACE FUNCTION texto_a_buscar(texto text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_replace(btrim(texto_de_busqueda(texto)), '\s+', ' ', 'g') $$;
--> statement-breakpoint
-- Los sufijos de un texto que empiezan una palabra (una letra o un dígito al principio o después de otra cosa):
-- "cl-000003" da "cl-000003" y "000003". El texto se parte delante de cada comienzo de palabra; solo la primera parte
-- puede no empezar una. Dos sufijos nunca son iguales (tienen largos distintos). Sin STRICT, PostgreSQL la inserta en
-- la consulta que la llama: generar los de 100 000 clientes tarda la octava parte.
CREATE OR REPLACE FUNCTION sufijos_de_busqueda(texto text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT array_to_string(partes[k:], '')
    FROM regexp_split_to_array(texto_a_buscar(texto), '(?<![[:alnum:]])(?=[[:alnum:]])') AS partes,
      generate_subscripts(partes, 1) k
    WHERE k > 1 OR partes[1] ~ '^[[:alnum:]]'
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION guardar_sufijos_de_cliente() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM cliente_sufijo
      WHERE id_empresa = OLD.id_empresa AND id_cliente = OLD.id_cliente
        AND sufijo IN (SELECT sufijos_de_busqueda(OLD.busqueda));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO cliente_sufijo (id_empresa, sufijo, id_cliente)
      SELECT NEW.id_empresa, s, NEW.id_cliente FROM sufijos_de_busqueda(NEW.busqueda) s;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cliente_sufijos_altas AFTER INSERT OR DELETE ON cliente
  FOR EACH ROW EXECUTE FUNCTION guardar_sufijos_de_cliente();
--> statement-breakpoint
CREATE TRIGGER cliente_sufijos_cambios AFTER UPDATE ON cliente
  FOR EACH ROW WHEN (old.busqueda IS DISTINCT FROM new.busqueda) EXECUTE FUNCTION guardar_sufijos_de_cliente();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION guardar_sufijos_de_prestamo() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM prestamo_sufijo
      WHERE id_empresa = OLD.id_empresa AND id_prestamo = OLD.id_prestamo
        AND sufijo IN (SELECT sufijos_de_busqueda(OLD.codigo_prestamo));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO prestamo_sufijo (id_empresa, sufijo, id_prestamo)
      SELECT NEW.id_empresa, s, NEW.id_prestamo FROM sufijos_de_busqueda(NEW.codigo_prestamo) s;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER prestamo_sufijos_altas AFTER INSERT OR DELETE ON prestamo
  FOR EACH ROW EXECUTE FUNCTION guardar_sufijos_de_prestamo();
--> statement-breakpoint
CREATE TRIGGER prestamo_sufijos_cambios AFTER UPDATE ON prestamo
  FOR EACH ROW WHEN (old.codigo_prestamo IS DISTINCT FROM new.codigo_prestamo)
  EXECUTE FUNCTION guardar_sufijos_de_prestamo();
--> statement-breakpoint
INSERT INTO cliente_sufijo (id_empresa, sufijo, id_cliente)
  SELECT c.id_empresa, s, c.id_cliente FROM cliente c, sufijos_de_busqueda(c.busqueda) s;
--> statement-breakpoint
INSERT INTO prestamo_sufijo (id_empresa, sufijo, id_prestamo)
  SELECT p.id_empresa, s, p.id_prestamo FROM prestamo p, sufijos_de_busqueda(p.codigo_prestamo) s;
--> statement-breakpoint
-- Las búsquedas leen el tramo de lo que empieza por el texto (en bytes, por la intercalación "C"; chr(1114111) es el
-- último carácter). Ya no corren como dueñas de las tablas: las comparaciones de texto son "leakproof" y, bajo la
-- seguridad por filas, llegan al índice. Son plpgsql con la consulta escrita (no EXECUTE): cada conexión guarda su
-- plan, y la consulta que las llama no ve el texto, así que su plan genérico sirve para cualquier búsqueda y se prepara
-- una vez (insertadas como SQL, el planificador estimaba el tramo de un texto desconocido en miles de filas y volvía a
-- planificar la lista en cada petición: 1,4 ms). ROWS 1: el plan genérico supone que cada empresa tiene cien clientes
-- (las filas entre las empresas distintas) y recorría todos los de la empresa para cruzarlos con las coincidencias; con
-- una coincidencia estimada va de las coincidencias a su fila por el índice, lo que sirve con 100 clientes o 100 000.
DROP FUNCTION clientes_que_coinciden(text);
--> statement-breakpoint
DROP FUNCTION prestamos_que_coinciden(text, text);
--> statement-breakpoint
CREATE FUNCTION clientes_que_coinciden(texto text) RETURNS SETOF integer
  LANGUAGE plpgsql STABLE ROWS 1 AS $$
DECLARE
  desde text := texto_a_buscar(texto);
BEGIN
  RETURN QUERY SELECT DISTINCT s.id_cliente FROM cliente_sufijo s
    WHERE s.id_empresa = nullif(current_setting('app.empresa_id', true), '')::int
      AND s.sufijo >= desde AND s.sufijo < desde || chr(1114111);
END $$;
--> statement-breakpoint
CREATE FUNCTION prestamos_que_coinciden(texto_cliente text, texto_codigo text) RETURNS SETOF integer
  LANGUAGE plpgsql STABLE ROWS 1 AS $$
DECLARE
  empresa int := nullif(current_setting('app.empresa_id', true), '')::int;
  desde text := texto_a_buscar(texto_codigo);
BEGIN
  RETURN QUERY SELECT p.id_prestamo FROM prestamo p
    WHERE p.id_empresa = empresa AND p.id_cliente IN (SELECT id FROM clientes_que_coinciden(texto_cliente) AS id)
    UNION
    SELECT s.id_prestamo FROM prestamo_sufijo s
    WHERE s.id_empresa = empresa AND s.sufijo >= desde AND s.sufijo < desde || chr(1114111);
END $$;
