-- Los usuarios de la plataforma vistos desde una empresa.
--
-- Cada objeto está aquí en su definición de hoy. Para cambiarlo: edita este archivo, corre `npm run db:sql` (escribe
-- la migración que lo instala) y confirma los dos juntos (apps/api/sql/README.md).

-- El nombre de quien cobró en modo "ver empresa" (issue 31). El recibo guarda el id del SUPERADMIN que lo hizo, pero su
-- fila de usuario es de la empresa 1 (SOPORTE) y la seguridad por filas de la empresa vista no la deja leer. Esta
-- función es el único paso de una empresa a los usuarios de la plataforma: corre como dueña de las tablas, pero solo
-- devuelve el nombre para mostrar de un usuario de la empresa 1 (el mismo que `nombreDeUsuario` de
-- modules/usuarios/repositorio.ts; nunca una fila ni otro dato, ni nada de otra empresa), y solo la puede llamar
-- `app_user`. La llama `autorDe` (modules/usuarios/repositorio.ts). `app.plataforma`: con la seguridad por filas
-- forzada también para el dueño (docs/decisiones/0025-escrituras-a-la-vez.md), es lo que le deja ver la fila.
CREATE OR REPLACE FUNCTION nombre_de_soporte(id integer) RETURNS text
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public SET app.plataforma = 'on' AS $$
  SELECT coalesce(nullif(trim(concat_ws(' ', nombres, apellidos)), ''), usuario)
  FROM usuario WHERE id_empresa = 1 AND id_usuario = id
$$;

-- Solo la llama app_user (ni PUBLIC, que de otro modo la podría llamar cualquiera).
REVOKE ALL ON FUNCTION nombre_de_soporte(integer) FROM PUBLIC;

-- Las transacciones de una empresa corren como app_user (db/transacciones.ts).
GRANT EXECUTE ON FUNCTION nombre_de_soporte(integer) TO app_user;
