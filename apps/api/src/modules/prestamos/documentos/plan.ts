import { pesosACentavos } from '@prestamos/domain';
import type { TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { DatosDeDocumento } from './datos';
import {
  clienteConCedula,
  datosEnTabla,
  documento,
  fecha,
  nombreDeFrecuencia,
  nombreDeTipo,
  pesos,
  tasaTexto,
} from './plantilla';

/** Plan de pagos: el cronograma completo con sus totales, para que el cliente sepa qué paga y cuándo. */
export function planDePagos(d: DatosDeDocumento): TDocumentDefinitions {
  const p = d.prestamo;
  const suma = (campo: 'monto_cuota' | 'interes_cuota' | 'capital_cuota') =>
    pesos(d.cuotas.reduce((s, c) => s + pesosACentavos(c[campo]), 0) / 100);
  const derecha = (texto: string): TableCell => ({ text: texto, alignment: 'right' });
  return documento(d, 'PLAN DE PAGOS', `Préstamo ${p.codigo_prestamo}`, [
    datosEnTabla([
      ['Cliente', clienteConCedula(d.cliente)],
      ['Monto', pesos(p.monto)],
      ['Tasa', tasaTexto(p.tasa)],
      [
        'Amortización',
        `${nombreDeTipo(p.amortizacion)}, pagos ${nombreDeFrecuencia(p.frecuencia).toLowerCase()}es`,
      ],
      ['Fecha de desembolso', fecha(p.fecha_inicio)],
    ]),
    {
      table: {
        headerRows: 1,
        widths: ['auto', 'auto', '*', '*', '*', '*', 'auto'],
        body: [
          ['No.', 'Vence', 'Cuota', 'Interés', 'Capital', 'Saldo', 'Estado'].map((t, i) => ({
            text: t,
            style: 'cabecera',
            alignment: i >= 2 && i <= 5 ? ('right' as const) : ('left' as const),
          })),
          ...d.cuotas.map((c) => [
            String(c.no_cuota),
            fecha(c.fecha_debe_pagar),
            derecha(pesos(c.monto_cuota)),
            derecha(pesos(c.interes_cuota)),
            derecha(pesos(c.capital_cuota)),
            derecha(pesos(c.balance_prestamo)),
            c.estado_cuota,
          ]),
          [
            { text: 'Totales', colSpan: 2, style: 'total' },
            { text: '' },
            { text: suma('monto_cuota'), alignment: 'right', style: 'total' },
            { text: suma('interes_cuota'), alignment: 'right', style: 'total' },
            { text: suma('capital_cuota'), alignment: 'right', style: 'total' },
            { text: '', style: 'total' },
            { text: '', style: 'total' },
          ],
        ],
      },
      layout: 'lightHorizontalLines',
      fontSize: 9,
    },
    {
      text: 'Pague a tiempo: las cuotas vencidas generan recargos por mora. Conserve sus recibos.',
      fontSize: 9,
      italics: true,
      margin: [0, 10, 0, 0],
    },
  ]);
}
