import { montoEnLetras, pesosACentavos } from '@prestamos/domain';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { DatosDeDocumento } from './datos';
import { datosEnTabla, documento, fecha, firmas, pesos } from './plantilla';

/** Comprobante de desembolso: lo que el cliente recibió en mano, con su firma de conformidad. */
export function comprobanteDeDesembolso(d: DatosDeDocumento): TDocumentDefinitions {
  const p = d.prestamo;
  return documento(d, 'COMPROBANTE DE DESEMBOLSO', `Préstamo ${p.codigo_prestamo}`, [
    datosEnTabla([
      ['Cliente', d.cliente.nombre.toUpperCase()],
      ['Cédula', d.cliente.cedula ?? '—'],
      ['Fecha', fecha(p.fecha_inicio)],
      ['Monto del préstamo', pesos(p.monto)],
      ['Gastos de cierre', `- ${pesos(p.gastos_cierre)}`],
    ]),
    {
      table: {
        widths: ['*', 'auto'],
        body: [
          [
            { text: 'NETO ENTREGADO', bold: true, fontSize: 12 },
            { text: pesos(p.neto_desembolsado), bold: true, fontSize: 14, alignment: 'right' },
          ],
        ],
      },
      layout: {
        fillColor: () => '#e6f7f9',
        hLineWidth: () => 0,
        vLineWidth: () => 0,
        paddingTop: () => 8,
        paddingBottom: () => 8,
      },
      margin: [0, 4, 0, 4],
    },
    {
      text: `Son: ${montoEnLetras(pesosACentavos(p.neto_desembolsado))}.`,
      italics: true,
      margin: [0, 0, 0, 12],
    },
    {
      text: `Recibí conforme la suma indicada, correspondiente al préstamo ${p.codigo_prestamo}, que me obligo a pagar según el contrato y el plan de pagos firmados.`,
      alignment: 'justify',
    },
    firmas([
      {
        rol: 'Recibí conforme',
        nombre: d.cliente.nombre,
        detalle: d.cliente.cedula && `Cédula ${d.cliente.cedula}`,
      },
      { rol: 'Entregado por', nombre: d.otorgadoPor || d.empresa.nombre },
    ]),
  ]);
}
