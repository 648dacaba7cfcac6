-- Generada por `npm run db:sql` (scripts/generar-migracion-de-sql.ts): las funciones, disparadores y vistas de
-- apps/api/sql que la base de las migraciones anteriores no tenía así, copiados de sus archivos. No se edita: se
-- cambia el archivo y se genera otra.
SET check_function_bodies = off;
--> statement-breakpoint
-- apps/api/sql/avisos.sql
-- Una empresa que se suspende o reactiva, cambia su mensaje de inactiva o la inactividad de sus cobradores (viaja con
-- la sesión recordada), o se borra (avisar_cambio_de_sesiones).
CREATE OR REPLACE TRIGGER empresa_avisa AFTER UPDATE OF estado, mensaje_inactivo, inactividad_operador_min OR DELETE
  ON empresa
  FOR EACH ROW EXECUTE FUNCTION avisar_cambio_de_sesiones();
--> statement-breakpoint
RESET check_function_bodies;
