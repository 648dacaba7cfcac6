-- El comienzo de toda transacción que escribe en una empresa (docs/decisiones/0025-escrituras-a-la-vez.md: orden de
-- bloqueos).
--
-- Cada objeto está aquí en su definición de hoy. Para cambiarlo: edita este archivo, corre `npm run db:sql` (escribe
-- la migración que lo instala) y confirma los dos juntos (apps/api/sql/README.md).

-- Primera sentencia de toda transacción que escribe en una empresa (`enEmpresa`, db/transacciones.ts): toma el candado
-- de la empresa compartido (todas sus escrituras a la vez; exclusivo, solo quien la borra: `eliminarEmpresa` de
-- modules/empresas/administracion.ts), así que borrar una empresa espera a que terminen sus escrituras y las que llegan
-- después ya no la encuentran (P0002, que enEmpresa vuelve un 404). Es un candado de la base y no la fila de la
-- empresa: bloquear la fila en cada escritura la reescribía (y la registraba) cada vez.
CREATE OR REPLACE FUNCTION abrir_escritura(empresa_id int) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(4827312, empresa_id);
  PERFORM 1 FROM empresa e WHERE e.id_empresa = empresa_id;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'La empresa % ya no existe.', empresa_id USING ERRCODE = 'no_data_found';
  END IF;
END $$;
