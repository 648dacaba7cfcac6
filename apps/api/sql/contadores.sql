-- Cuántos clientes y préstamos tiene cada empresa en cada estado (contador_empresa): los totales de las listas, el
-- tablero y el cupo de clientes del plan (modules/empresas/contadores.ts y cupos.ts) se leen de ahí sin contar filas.
--
-- Cada objeto está aquí en su definición de hoy. Para cambiarlo: edita este archivo, corre `npm run db:sql` (escribe
-- la migración que lo instala) y confirma los dos juntos (apps/api/sql/README.md).

-- Mantiene contador_empresa igual a los clientes y préstamos de cada empresa por estado (invariante "Los contadores de
-- la empresa son sus clientes y préstamos por estado", db/invariantes.ts), en la misma transacción de cada alta,
-- cambio de estado o borrado. Suma en la franja de esta conexión (pg_backend_pid()): dos escrituras a la vez no se
-- esperan en la misma fila; juntar_franjas (franjas.sql) pasa lo sumado a la franja 0. La llaman los disparadores
-- cliente_contar_* y prestamo_contar_*.
CREATE OR REPLACE FUNCTION contar_por_estado() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  tabla text := CASE TG_TABLE_NAME WHEN 'cliente' THEN 'clientes' ELSE 'prestamos' END;
BEGIN
  IF TG_OP <> 'DELETE' THEN
    EXECUTE format('INSERT INTO contador_empresa AS k (id_empresa, franja, %1$I) VALUES ($1, pg_backend_pid(), 1)
        ON CONFLICT (id_empresa, franja) DO UPDATE SET %1$I = k.%1$I + 1',
      tabla || '_' || CASE NEW.estado WHEN 'ACTIVO' THEN 'activos' WHEN 'INACTIVO' THEN 'inactivos'
        WHEN 'SALDADO' THEN 'saldados' ELSE 'cancelados' END)
      USING NEW.id_empresa;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    EXECUTE format('INSERT INTO contador_empresa AS k (id_empresa, franja, %1$I) VALUES ($1, pg_backend_pid(), -1)
        ON CONFLICT (id_empresa, franja) DO UPDATE SET %1$I = k.%1$I - 1',
      tabla || '_' || CASE OLD.estado WHEN 'ACTIVO' THEN 'activos' WHEN 'INACTIVO' THEN 'inactivos'
        WHEN 'SALDADO' THEN 'saldados' ELSE 'cancelados' END)
      USING OLD.id_empresa;
  END IF;
  RETURN NULL;
END $$;

-- Un cliente que se da de alta o se borra cuenta en su estado (contar_por_estado).
CREATE OR REPLACE TRIGGER cliente_contar_altas AFTER INSERT OR DELETE ON cliente
  FOR EACH ROW EXECUTE FUNCTION contar_por_estado();

-- Un cliente que cambia de estado. Por fila con WHEN: un UPDATE que no cambia el estado ni llama a la función, así el
-- contador no se vuelve una fila caliente.
CREATE OR REPLACE TRIGGER cliente_contar_cambios AFTER UPDATE OF estado ON cliente
  FOR EACH ROW WHEN (OLD.estado IS DISTINCT FROM NEW.estado) EXECUTE FUNCTION contar_por_estado();

-- Un préstamo que se da de alta o se borra cuenta en su estado (contar_por_estado).
CREATE OR REPLACE TRIGGER prestamo_contar_altas AFTER INSERT OR DELETE ON prestamo
  FOR EACH ROW EXECUTE FUNCTION contar_por_estado();

-- Un préstamo que cambia de estado (saldado, cancelado); el resumen que se reescribe en cada cobro no la llama.
CREATE OR REPLACE TRIGGER prestamo_contar_cambios AFTER UPDATE OF estado ON prestamo
  FOR EACH ROW WHEN (OLD.estado IS DISTINCT FROM NEW.estado) EXECUTE FUNCTION contar_por_estado();
