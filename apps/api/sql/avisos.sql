-- Avisos de la base a todas las instancias del servidor (LISTEN/NOTIFY, db/conexion.ts).
--
-- Cada objeto está aquí en su definición de hoy. Para cambiarlo: edita este archivo, corre `npm run db:sql` (escribe
-- la migración que lo instala) y confirma los dos juntos (apps/api/sql/README.md).

-- Cada instancia del servidor recuerda por unos segundos las sesiones que ya validó (modules/auth/sesiones.ts)
-- y se ahorra leerlas en cada petición. Lo que cambia la validez de una sesión o lo que su usuario puede hacer avisa a
-- todas las instancias por el canal `sesiones`, con el id de la empresa, al confirmarse la transacción: cierre o
-- vencimiento de la sesión, usuario (rol, estado, nombre), sus permisos o los del rol, y el estado de la empresa. Al ser
-- disparadores, avisa también lo que se escriba fuera de la API. Un aviso repetido en una transacción se envía una
-- vez. La llaman los disparadores *_avisa.
CREATE OR REPLACE FUNCTION avisar_cambio_de_sesiones() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sesiones', (CASE WHEN TG_OP = 'DELETE' THEN OLD.id_empresa ELSE NEW.id_empresa END)::text);
  RETURN NULL;
END $$;

-- Una sesión que se cierra, cambia su vencimiento o su dueño, o se borra (avisar_cambio_de_sesiones).
CREATE OR REPLACE TRIGGER sesion_avisa AFTER UPDATE OF cerrada_en, expira_en, id_usuario, id_empresa OR DELETE ON sesion
  FOR EACH ROW EXECUTE FUNCTION avisar_cambio_de_sesiones();

-- Un usuario que cambia de rol, estado, nombre de usuario o empresa, o se borra (avisar_cambio_de_sesiones).
CREATE OR REPLACE TRIGGER usuario_avisa AFTER UPDATE OF rol, estado, usuario, id_empresa OR DELETE ON usuario
  FOR EACH ROW EXECUTE FUNCTION avisar_cambio_de_sesiones();

-- Los permisos propios de un usuario (avisar_cambio_de_sesiones).
CREATE OR REPLACE TRIGGER usuario_permiso_avisa AFTER INSERT OR UPDATE OR DELETE ON usuario_permiso
  FOR EACH ROW EXECUTE FUNCTION avisar_cambio_de_sesiones();

-- Los permisos de un rol (avisar_cambio_de_sesiones).
CREATE OR REPLACE TRIGGER rol_permiso_avisa AFTER INSERT OR UPDATE OR DELETE ON rol_permiso
  FOR EACH ROW EXECUTE FUNCTION avisar_cambio_de_sesiones();

-- Una empresa que se suspende o reactiva, cambia su mensaje de inactiva o la inactividad de sus cobradores (viaja con
-- la sesión recordada), o se borra (avisar_cambio_de_sesiones).
CREATE OR REPLACE TRIGGER empresa_avisa AFTER UPDATE OF estado, mensaje_inactivo, inactividad_operador_min OR DELETE
  ON empresa
  FOR EACH ROW EXECUTE FUNCTION avisar_cambio_de_sesiones();
