-- Búsqueda de clientes por "contiene", sin distinguir mayúsculas ni tildes, con índice (pg_trgm).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() no es IMMUTABLE y no puede ir en un índice ni en una columna generada; esta envoltura fija el
-- diccionario, lo que la hace estable de verdad.
CREATE OR REPLACE FUNCTION texto_de_busqueda(texto text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, texto)) $$;
