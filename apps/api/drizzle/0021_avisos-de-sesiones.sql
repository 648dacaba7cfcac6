-- Cada instancia del servidor recuerda por unos segundos las sesiones que ya validó (modules/auth/sesiones.ts)
-- y se ahorra leerlas en cada petición. Lo que cambia la validez de una sesión o lo que su usuario puede hacer avisa a
-- todas las instancias, con el id de la empresa, al confirmarse la transacción: cierre o vencimiento de la sesión,
-- usuario (rol, estado, nombre), sus permisos o los del rol, y el estado de la empresa. Al ser disparadores, avisa
-- también lo que se escriba fuera de la API. Un aviso repetido en una transacción se envía una vez.
CREATE OR REPLACE FUNCTION avisar_cambio_de_sesiones() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sesiones', (CASE WHEN TG_OP = 'DELETE' THEN OLD.id_empresa ELSE NEW.id_empresa END)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sesion_avisa AFTER UPDATE OF cerrada_en, expira_en, id_usuario, id_empresa OR DELETE ON sesion
  FOR EACH ROW EXECUTE FUNCTION avisar_cambio_de_sesiones();
--> statement-breakpoint
CREATE TRIGGER usuario_avisa AFTER UPDATE OF rol, estado, usuario, id_empresa OR DELETE ON usuario
  FOR EACH ROW EXECUTE FUNCTION avisar_cambio_de_sesiones();
--> statement-breakpoint
CREATE TRIGGER usuario_permiso_avisa AFTER INSERT OR UPDATE OR DELETE ON usuario_permiso
  FOR EACH ROW EXECUTE FUNCTION avisar_cambio_de_sesiones();
--> statement-breakpoint
CREATE TRIGGER rol_permiso_avisa AFTER INSERT OR UPDATE OR DELETE ON rol_permiso
  FOR EACH ROW EXECUTE FUNCTION avisar_cambio_de_sesiones();
--> statement-breakpoint
CREATE TRIGGER empresa_avisa AFTER UPDATE OF estado, mensaje_inactivo OR DELETE ON empresa
  FOR EACH ROW EXECUTE FUNCTION avisar_cambio_de_sesiones();
