-- Lo que un cambio del resumen de un préstamo suma al resumen de la cartera (por empresa, ruta y cobrador, por día y por
-- mes) y al cliente se escribe al confirmar la transacción, no en la sentencia que cambia el préstamo: esas filas las
-- comparten todos los préstamos que vencen el mismo día o mes, y un cobro que las tomaba a mitad de camino las retenía
-- mientras esperaba la serie de recibos. Dos cobros se trababan (uno con la cuota de hoy, que ya tenía la fila de hoy del
-- resumen diario, esperaba la fila de la cartera del otro, que esperaba la de hoy) y PostgreSQL deshacía uno después de
-- un segundo. Al confirmar, cada cobro ya tiene la serie: las toman de a uno y en ningún orden cruzado
-- (docs/decisiones/0025-escrituras-a-la-vez.md). Mismo disparador y misma condición; solo cambia cuándo corre. Las
-- altas y bajas siguen al momento.
DROP TRIGGER prestamo_resumir_cambios ON prestamo;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER prestamo_resumir_cambios AFTER UPDATE ON prestamo
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.estado IS DISTINCT FROM NEW.estado
    OR OLD.primer_vencimiento_impago IS DISTINCT FROM NEW.primer_vencimiento_impago
    OR OLD.capital_pendiente_centavos <> NEW.capital_pendiente_centavos
    OR OLD.interes_pendiente_centavos <> NEW.interes_pendiente_centavos
    OR OLD.saldo_centavos <> NEW.saldo_centavos)
  EXECUTE FUNCTION resumir_prestamo();
