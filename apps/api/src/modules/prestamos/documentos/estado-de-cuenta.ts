import { fechaDeNegocio } from '@prestamos/domain';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { DatosDeDocumento } from './datos';
import { clienteConCedula, datosEnTabla, documento, fecha, pesos } from './plantilla';

const CONCEPTOS: Record<string, string> = {
  PAGO: 'Pago de cuota',
  LIQUIDACION: 'Liquidación',
  REENGANCHE: 'Reenganche',
};

/**
 * Recibo del préstamo (el que se imprime desde la ficha del cliente): la situación del préstamo a hoy y todos sus
 * recibos, con los anulados marcados.
 */
export function reciboDelPrestamo(d: DatosDeDocumento): TDocumentDefinitions {
  const p = d.prestamo;
  const pagadas = d.cuotas.filter((c) => c.estado_cuota === 'PAGADA').length;
  return documento(d, 'RECIBO DE PRÉSTAMO', `Préstamo ${p.codigo_prestamo}`, [
    datosEnTabla([
      ['Cliente', clienteConCedula(d.cliente)],
      ['Estado', p.estado_ui],
      ['Monto prestado', pesos(p.monto)],
      ['Fecha de desembolso', fecha(p.fecha_inicio)],
      ['Cuotas pagadas', `${pagadas} de ${d.cuotas.length}`],
      ['Capital pendiente', pesos(p.capital_pendiente)],
      ['Total adeudado', pesos(p.monto_adeudado)],
      [
        'Vencido a hoy',
        `${pesos(p.monto_vencido)}${p.cuotas_vencidas ? ` (${p.cuotas_vencidas} cuota(s))` : ''}`,
      ],
      ['Próximo vencimiento', p.proximo_vencimiento ? fecha(p.proximo_vencimiento) : '—'],
    ]),
    { text: 'Recibos', style: 'seccion' },
    d.recibos.length === 0
      ? { text: 'Sin pagos registrados.', italics: true }
      : {
          table: {
            headerRows: 1,
            widths: ['auto', 'auto', '*', 'auto', 'auto'],
            body: [
              ['Recibo', 'Fecha', 'Concepto', 'Descuento', 'Monto'].map((t) => ({
                text: t,
                style: 'cabecera',
              })),
              ...d.recibos.map((r) => {
                const anulado = r.estado === 'ANULADO';
                const estilo = anulado ? { decoration: 'lineThrough' as const, color: '#888888' } : {};
                return [
                  { text: r.no_recibo, ...estilo },
                  { text: fecha(fechaDeNegocio(r.fecha)), ...estilo },
                  { text: `${CONCEPTOS[r.concepto] ?? r.concepto}${anulado ? ' (ANULADO)' : ''}`, ...estilo },
                  { text: pesos(r.descuento / 100), alignment: 'right' as const, ...estilo },
                  { text: pesos(r.total / 100), alignment: 'right' as const, ...estilo },
                ];
              }),
            ],
          },
          layout: 'lightHorizontalLines',
        },
  ]);
}
