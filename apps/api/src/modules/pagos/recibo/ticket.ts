import { formatearFechaHora, montoEnLetras, pesosACentavos } from '@prestamos/domain';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { pesos } from '../../prestamos/documentos/plantilla';
import type { DatosDeRecibo } from './datos';
import { CONCEPTOS } from './documento';

/** Puntos de PDF por milímetro: el ancho de la página es el del papel de la impresora térmica. */
const PUNTOS_POR_MM = 72 / 25.4;
/** Sin ancho guardado en la empresa, el ticket sale en el papel más común de las impresoras portátiles. */
const ANCHO_POR_DEFECTO = 80;

/** Un poco de aire antes de una nota o de la marca de anulado. */
const aire: Content = { text: '', margin: [0, 2, 0, 2] };
/** Una línea etiqueta ... valor, el valor a la derecha: se lee de un vistazo en un papel angosto. */
const fila = (etiqueta: string, valor: string, extra: object = {}): Content => ({
  columns: [
    { text: etiqueta, width: 'auto' },
    { text: valor, alignment: 'right', width: '*' },
  ],
  columnGap: 4,
  ...extra,
});

/**
 * El recibo de un cobro en ticket, para la impresora térmica del cobrador (58 u 80 mm): lo mismo que el de carta, en
 * una columna y con la altura justa de lo que lleva (sin hoja en blanco debajo). Sin logo: esas impresoras lo
 * imprimen mal y gastan papel.
 */
export function reciboEnTicket(d: DatosDeRecibo): TDocumentDefinitions {
  const mm = d.ticket_mm ?? ANCHO_POR_DEFECTO;
  const angosto = mm < ANCHO_POR_DEFECTO;
  const r = d.recibo;
  const anulado = r.estado === 'ANULADO';
  const e = d.empresa;
  // Una raya de puntos entre bloques, como borde de una celda vacía (un canvas se descoloca con la altura automática).
  const separador: Content = {
    table: { widths: ['*'], body: [[{ text: '', fontSize: 1 }]] },
    layout: {
      hLineWidth: (i) => (i === 0 ? 0.6 : 0),
      vLineWidth: () => 0,
      hLineStyle: () => ({ dash: { length: 2 } }),
      paddingTop: () => 0,
      paddingBottom: () => 0,
    },
    margin: [0, 3, 0, 3],
  };
  const cuotas = d.detalles.flatMap((x): Content[] => [
    fila(`Cuota ${x.no_cuota}`, pesos(x.monto_pagado), { bold: true }),
    ...(pesosACentavos(x.mora_pagada) > 0 ? [fila('  Mora', pesos(x.mora_pagada))] : []),
    fila('  Interés', pesos(x.interes_pagado)),
    fila('  Capital', pesos(x.capital_pagado)),
    ...(x.descuento ? [fila('  Descuento', `- ${pesos(x.descuento)}`)] : []),
  ]);
  return {
    pageSize: { width: mm * PUNTOS_POR_MM, height: 'auto' },
    pageMargins: angosto ? [6, 8, 6, 12] : [10, 10, 10, 14],
    info: { title: `Recibo ${r.no_recibo}`, author: e.nombre, creator: 'Préstamos' },
    defaultStyle: { fontSize: angosto ? 7.5 : 8.5, lineHeight: 1.1 },
    content: [
      { text: e.nombre.toUpperCase(), bold: true, alignment: 'center', fontSize: angosto ? 9 : 11 },
      ...(e.telefono ? [{ text: `Tel. ${e.telefono}`, alignment: 'center' as const }] : []),
      separador,
      { text: anulado ? 'RECIBO ANULADO' : 'RECIBO DE PAGO', bold: true, alignment: 'center' },
      { text: `No. ${r.no_recibo}`, bold: true, alignment: 'center' },
      // La hora en que el cliente pagó; si llegó después (cobrado sin señal), también cuándo se registró.
      { text: formatearFechaHora(r.cobrado_en), alignment: 'center' },
      ...(formatearFechaHora(r.fecha) === formatearFechaHora(r.cobrado_en)
        ? []
        : [
            {
              text: `Registrado ${formatearFechaHora(r.fecha)} (sin conexión)`,
              alignment: 'center' as const,
            },
          ]),
      separador,
      { text: 'Cliente', bold: true },
      { text: d.cliente.nombre.toUpperCase() },
      ...(d.cliente.cedula ? [{ text: `Cédula ${d.cliente.cedula}` }] : []),
      fila('Préstamo', d.prestamo.codigo_prestamo),
      fila('Concepto', CONCEPTOS[r.concepto] ?? r.concepto),
      fila('Método', r.metodo ?? '—'),
      separador,
      ...cuotas,
      separador,
      fila('TOTAL RECIBIDO', pesos(r.total_centavos / 100), { bold: true, fontSize: angosto ? 9 : 10.5 }),
      { text: montoEnLetras(r.total_centavos), fontSize: angosto ? 6.5 : 7.5, margin: [0, 1, 0, 2] },
      ...(r.descuento_centavos > 0
        ? [
            fila('Descuento', pesos(r.descuento_centavos / 100)),
            ...(r.motivo_descuento ? [{ text: r.motivo_descuento, italics: true }] : []),
          ]
        : []),
      fila(
        'Saldo pendiente',
        r.saldo_despues_centavos === null ? '—' : pesos(r.saldo_despues_centavos / 100),
      ),
      ...(r.nota ? [aire, { text: `Nota: ${r.nota}` }] : []),
      ...(anulado
        ? [
            aire,
            {
              text: `ANULADO${r.anulado_en ? ` el ${formatearFechaHora(r.anulado_en)}` : ''}${
                r.motivo_anulacion ? `. Motivo: ${r.motivo_anulacion}` : ''
              }. Este pago fue revertido.`,
              bold: true,
            },
          ]
        : []),
      separador,
      fila('Cobrado por', r.cajero || '—'),
      { text: '¡Gracias por su pago!', alignment: 'center', margin: [0, 6, 0, 0] },
    ],
  };
}
