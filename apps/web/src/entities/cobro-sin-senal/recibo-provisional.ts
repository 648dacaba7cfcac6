import { formatearFechaHora, formatearPesos } from '@prestamos/domain';
import type { CobroEnCola } from './maquina';

export const MARCA_PENDIENTE = 'PENDIENTE DE SINCRONIZAR';

/** Las líneas del recibo de un cobro de la cola: el provisional mientras no llega al servidor, el real después. */
export function lineasDelRecibo(c: CobroEnCola, empresa: string): string[] {
  const real = c.recibo;
  return [
    empresa,
    real ? `Recibo ${real.no_recibo}` : `Recibo provisional ${c.provisional}`,
    ...(real ? [] : [MARCA_PENDIENTE]),
    `Fecha: ${formatearFechaHora(c.cuerpo.cobrado_en)}`,
    `Cliente: ${c.cliente.toUpperCase()}`,
    `Préstamo ${c.codigo_prestamo} · cuota ${c.no_cuota}`,
    `Monto: ${formatearPesos(c.cuerpo.monto)} (${c.cuerpo.metodo})`,
    real
      ? real.prestamo_saldado
        ? '¡Préstamo saldado! Gracias por su puntualidad.'
        : `Saldo pendiente: ${formatearPesos(real.saldo_prestamo)}. ¡Gracias!`
      : 'El recibo definitivo se le enviará al registrarse el pago.',
  ];
}

/** El texto para WhatsApp: las mismas líneas. */
export const textoDelRecibo = (c: CobroEnCola, empresa: string) => lineasDelRecibo(c, empresa).join('\n');

const escapar = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/**
 * Imprime el recibo en una ventana aparte, en el ancho de un ticket: funciona sin señal (no pide nada al servidor) y
 * la impresora Bluetooth del teléfono la toma como cualquier página.
 */
export function imprimirReciboDeCola(c: CobroEnCola, empresa: string): void {
  const ventana = window.open('', '_blank', 'width=380,height=600');
  if (!ventana) return;
  const [titulo, ...resto] = lineasDelRecibo(c, empresa).map(escapar);
  ventana.document.title = c.recibo?.no_recibo ?? c.provisional;
  ventana.document.body.innerHTML = `<div style="font:14px/1.4 monospace;width:58mm;margin:0 auto">
    <h1 style="font-size:16px;margin:0 0 8px">${titulo}</h1>${resto.map((l) => `<div>${l}</div>`).join('')}</div>`;
  ventana.focus();
  ventana.print();
}
