import { formatearFechaHora, montoEnLetras, pesosACentavos } from '@prestamos/domain';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  clienteConCedula,
  datosEnTabla,
  documento,
  firmas,
  pesos,
  separados,
} from '../../prestamos/documentos/plantilla';
import type { DatosDeRecibo } from './datos';

/** El concepto de un recibo como lo lee el cliente (también en el ticket). */
export const CONCEPTOS: Record<string, string> = {
  PAGO: 'Pago de cuota',
  LIQUIDACION: 'Liquidación del préstamo',
  REENGANCHE: 'Saldo por reenganche',
};

const derecha = (texto: string, extra: object = {}) => ({
  text: texto,
  alignment: 'right' as const,
  ...extra,
});

/** Lo aplicado a cada cuota: mora, interés, capital, el descuento y el efectivo, con la fila de totales. */
function tablaDeCuotas(d: DatosDeRecibo): Content {
  const suma = (campo: 'mora_pagada' | 'interes_pagado' | 'capital_pagado' | 'descuento' | 'monto_pagado') =>
    d.detalles.reduce((s, x) => s + pesosACentavos(x[campo]), 0) / 100;
  return {
    table: {
      headerRows: 1,
      widths: ['auto', '*', '*', '*', '*', '*'],
      body: [
        ['Cuota', 'Mora', 'Interés', 'Capital', 'Descuento', 'Pagado'].map((t, i) => ({
          text: t,
          style: 'cabecera',
          alignment: i === 0 ? ('left' as const) : ('right' as const),
        })),
        ...d.detalles.map((x) => [
          { text: String(x.no_cuota) },
          derecha(pesos(x.mora_pagada)),
          derecha(pesos(x.interes_pagado)),
          derecha(pesos(x.capital_pagado)),
          derecha(x.descuento ? `- ${pesos(x.descuento)}` : pesos(0)),
          derecha(pesos(x.monto_pagado)),
        ]),
        [
          { text: 'Total', style: 'total' },
          derecha(pesos(suma('mora_pagada')), { style: 'total' }),
          derecha(pesos(suma('interes_pagado')), { style: 'total' }),
          derecha(pesos(suma('capital_pagado')), { style: 'total' }),
          derecha(suma('descuento') ? `- ${pesos(suma('descuento'))}` : pesos(0), { style: 'total' }),
          derecha(pesos(suma('monto_pagado')), { style: 'total' }),
        ],
      ],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 0, 0, 10],
  };
}

/**
 * Recibo de un cobro: quién pagó qué de cada cuota, por qué método, cuánto queda debiendo y quién cobró. Un recibo
 * anulado se sigue imprimiendo (es parte del rastro del dinero) con la marca ANULADO y el motivo.
 */
export function reciboDePago(d: DatosDeRecibo): TDocumentDefinitions {
  const r = d.recibo;
  const anulado = r.estado === 'ANULADO';
  const contenido: Content[] = [
    datosEnTabla([
      ['Cliente', clienteConCedula(d.cliente)],
      ['Préstamo', separados(d.prestamo.codigo_prestamo, pesos(d.prestamo.monto_centavos / 100))],
      ['Fecha y hora', formatearFechaHora(r.cobrado_en)],
      // Un cobro hecho sin conexión llegó al servidor después (issue 35): las dos horas quedan en el papel.
      ...(formatearFechaHora(r.fecha) === formatearFechaHora(r.cobrado_en)
        ? []
        : ([['Registrado', `${formatearFechaHora(r.fecha)} (cobrado sin conexión)`]] as [string, string][])),
      ['Concepto', CONCEPTOS[r.concepto] ?? r.concepto],
      ['Método de pago', r.metodo ?? '—'],
      ['Cajero', r.cajero || '—'],
    ]),
    { text: 'Aplicado a las cuotas', style: 'seccion' },
    tablaDeCuotas(d),
    datosEnTabla([
      ['Total recibido', `${pesos(r.total_centavos / 100)} (${montoEnLetras(r.total_centavos)})`],
      ...(r.descuento_centavos > 0
        ? ([['Descuento', separados(pesos(r.descuento_centavos / 100), r.motivo_descuento)]] as [
            string,
            string,
          ][])
        : []),
      [
        'Saldo después del pago',
        r.saldo_despues_centavos === null ? '—' : pesos(r.saldo_despues_centavos / 100),
      ],
      ...(r.nota ? ([['Nota', r.nota]] as [string, string][]) : []),
    ]),
  ];
  if (anulado) {
    contenido.push({
      text: `RECIBO ANULADO${r.anulado_en ? ` el ${formatearFechaHora(r.anulado_en)}` : ''}${
        r.motivo_anulacion ? `. Motivo: ${r.motivo_anulacion}` : ''
      }. Este pago fue revertido y no cuenta en el saldo del préstamo.`,
      color: '#c92a2a',
      bold: true,
      margin: [0, 6, 0, 6],
    });
  }
  contenido.push(
    firmas([
      { rol: 'Recibido por', nombre: r.cajero || ' ' },
      { rol: 'Cliente', nombre: d.cliente.nombre },
    ]),
  );
  return documento(d, anulado ? 'RECIBO ANULADO' : 'RECIBO DE PAGO', `No. ${r.no_recibo}`, contenido, {
    ...(anulado ? { marcaDeAgua: 'ANULADO' } : {}),
  });
}
