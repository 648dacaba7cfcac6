import { ORIGENES_DE_MOVIMIENTO } from '@prestamos/contract';
import { formatearFecha, formatearFechaHora } from '@prestamos/domain';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { datosEnTabla, documento, firmas, pesos } from '../prestamos/documentos/plantilla';
import type { Cierre } from './cierre';

const derecha = (texto: string, extra: object = {}) => ({
  text: texto,
  alignment: 'right' as const,
  ...extra,
});

function tablaDeRecibos(recibos: Cierre['recibos']): Content {
  return {
    table: {
      headerRows: 1,
      widths: ['auto', 'auto', '*', 'auto', 'auto', 'auto'],
      body: [
        ['Hora', 'Recibo', 'Cliente', 'Préstamo', 'Método', 'Monto'].map((t, i) => ({
          text: t,
          style: 'cabecera',
          alignment: i === 5 ? ('right' as const) : ('left' as const),
        })),
        ...recibos.map((r) => [
          hora(r.fecha),
          r.no_recibo,
          r.cliente.toUpperCase(),
          r.codigo_prestamo,
          r.metodo ?? 'EFECTIVO',
          derecha(pesos(r.total)),
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
    fontSize: 9,
  };
}

const hora = (fecha: string) => formatearFechaHora(fecha).slice(11);

/** El dinero que el cobrador sacó de la caja ese día: se descuenta de lo que entrega. */
function tablaDeEgresos(movimientos: Cierre['egresos']['movimientos']): Content {
  return {
    table: {
      headerRows: 1,
      widths: ['auto', 'auto', '*', 'auto'],
      body: [
        ['Hora', 'Origen', 'Descripción', 'Monto'].map((t, i) => ({
          text: t,
          style: 'cabecera',
          alignment: i === 3 ? ('right' as const) : ('left' as const),
        })),
        ...movimientos.map((m) => [
          hora(m.fecha),
          ORIGENES_DE_MOVIMIENTO[m.origen] ?? m.origen,
          m.descripcion ?? '',
          derecha(pesos(m.monto)),
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
    fontSize: 9,
  };
}

/** El cuadre del día para firmar cuando el cobrador entrega el dinero en la oficina. */
export function cierreEnPdf(c: Cierre): TDocumentDefinitions {
  const contenido: Content[] = [
    datosEnTabla([
      ['Cobrador', c.cobrador.nombre.toUpperCase()],
      ['Día', formatearFecha(c.fecha)],
      ['Recibos vigentes', String(c.totales.cantidad)],
      ['Total cobrado', pesos(c.totales.total)],
      ...c.totales.por_metodo.map((m): [string, string] => [
        `  ${m.metodo}`,
        `${pesos(m.total)} (${m.cantidad} ${m.cantidad === 1 ? 'recibo' : 'recibos'})`,
      ]),
      [
        'Egresos',
        `${pesos(c.egresos.total)} (${c.egresos.cantidad} ${c.egresos.cantidad === 1 ? 'movimiento' : 'movimientos'})`,
      ],
      ['Neto a entregar', pesos(c.neto)],
    ]),
    { text: 'Recibos del día', style: 'seccion' },
    c.recibos.length ? tablaDeRecibos(c.recibos) : { text: 'Sin cobros este día.', italics: true },
    { text: 'Egresos del día (dinero que salió de la caja)', style: 'seccion' },
    c.egresos.cantidad
      ? tablaDeEgresos(c.egresos.movimientos)
      : { text: 'Sin egresos este día.', italics: true },
  ];
  if (c.anulados.cantidad) {
    contenido.push(
      { text: `Anulados (no se entregan): ${pesos(c.anulados.total)}`, style: 'seccion' },
      tablaDeRecibos(c.anulados.recibos),
    );
  }
  contenido.push(
    firmas([
      { rol: 'Entregado por (cobrador)', nombre: c.cobrador.nombre },
      { rol: 'Recibido por (caja)', nombre: ' ' },
    ]),
  );
  return documento(
    { empresa: c.empresa, hoy: c.fecha, referencia: `Cuadre ${formatearFecha(c.fecha)}` },
    'CUADRE DEL DÍA',
    formatearFecha(c.fecha),
    contenido,
  );
}
