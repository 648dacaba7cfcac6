-- Los roles con que el servidor atiende las peticiones (docs/decisiones/0043-rol-de-ingreso-del-servidor.md). Las
-- migraciones corren como el dueño de las tablas; las peticiones, con `prestamos_servidor`: entra a la base pero no es
-- superusuario, no es dueño de nada, no se salta la seguridad por filas y no hereda permisos (NOINHERIT), así que fuera
-- de una transacción del servidor no lee ni escribe ninguna tabla. Cada transacción toma uno de sus dos roles:
-- `app_user` (una empresa, db/transacciones.ts `enEmpresa`) o `app_plataforma` (todas, `enPlataforma`, que además fija
-- `app.plataforma`). Los roles son de todo el servidor de PostgreSQL: se crean si faltan (otra base pudo crearlos).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'app_plataforma') THEN
    CREATE ROLE app_plataforma NOLOGIN NOBYPASSRLS;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'prestamos_servidor') THEN
    CREATE ROLE prestamos_servidor LOGIN NOINHERIT NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS;
  END IF;
EXCEPTION WHEN duplicate_object THEN
  -- Otra base del mismo servidor los creó a la vez.
  NULL;
END $$;
--> statement-breakpoint
GRANT app_user, app_plataforma TO prestamos_servidor;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO app_plataforma;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO app_plataforma;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app_plataforma;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO app_plataforma;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO app_plataforma;
--> statement-breakpoint
-- La política que deja al dueño ver todas las empresas en una transacción de la plataforma (0035, 0039) vale también
-- para `app_plataforma`: la plataforma ya no corre como el dueño.
DO $$
DECLARE
  p record;
BEGIN
  FOR p IN SELECT policyname, tablename FROM pg_policies
    WHERE schemaname = 'public' AND policyname LIKE '%\_del\_dueno'
  LOOP
    EXECUTE format('ALTER POLICY %I ON %I TO CURRENT_USER, app_plataforma', p.policyname, p.tablename);
  END LOOP;
END $$;
