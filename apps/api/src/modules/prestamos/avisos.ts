import { centavosAPesos } from '@prestamos/domain';
import type { SQL } from 'drizzle-orm';
import type { EventoNuevo } from '../eventos/emitir';

/** El préstamo del que se avisa, con el nombre completo de su cliente (lo muestra la notificación). */
export interface PrestamoAvisado {
  id_prestamo: number;
  codigo_prestamo: string;
  id_cliente: number;
  cliente: string;
}

/** El préstamo quedó sin deuda: por su último cobro, una liquidación o un reenganche que lo salda. */
export function prestamoLiquidado(p: PrestamoAvisado): EventoNuevo {
  return {
    tipo: 'prestamo.liquidado',
    datos: {
      id_prestamo: p.id_prestamo,
      codigo: p.codigo_prestamo,
      id_cliente: p.id_cliente,
      cliente: p.cliente,
    },
  };
}

/**
 * Lo que avisa un cobro (docs/decisiones/0027-eventos-en-vivo-y-chat.md): el pago, con el número de recibo que toma
 * la misma sentencia que lo guarda (`noRecibo`), y el préstamo si quedó saldado.
 */
export function avisosDeCobro(
  p: PrestamoAvisado,
  pago: { montoCentavos: number; idRecibo: number; noRecibo: SQL },
  saldado: boolean,
): EventoNuevo[] {
  const registrado: EventoNuevo = {
    tipo: 'pago.registrado',
    datos: {
      id_prestamo: p.id_prestamo,
      codigo: p.codigo_prestamo,
      id_cliente: p.id_cliente,
      cliente: p.cliente,
      monto: centavosAPesos(pago.montoCentavos),
      id_recibo: pago.idRecibo,
    },
    deLaSentencia: { numero_recibo: pago.noRecibo },
  };
  return saldado ? [registrado, prestamoLiquidado(p)] : [registrado];
}
