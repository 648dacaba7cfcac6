import { montoEnLetras, pesosACentavos, textoDeMora } from '@prestamos/domain';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { DatosDeDocumento } from './datos';
import {
  datosEnTabla,
  documento,
  fecha,
  firmas,
  nombreDeFrecuencia,
  nombreDeTipo,
  pesos,
  tasaTexto,
} from './plantilla';

/** Contrato de préstamo: partes, condiciones, resumen del plan y firmas (deudor, acreedor y garantes). */
export function contrato(d: DatosDeDocumento): TDocumentDefinitions {
  const p = d.prestamo;
  const primera = d.cuotas[0];
  const ultima = d.cuotas.at(-1);
  const total = d.cuotas.reduce((s, c) => s + pesosACentavos(c.monto_cuota), 0);
  const interes = d.cuotas.reduce((s, c) => s + pesosACentavos(c.interes_cuota), 0);
  const cliente = d.cliente;
  const deudor = [
    cliente.nombre.toUpperCase(),
    cliente.cedula && `portador(a) de la cédula ${cliente.cedula}`,
    cliente.direccion && `domiciliado(a) en ${cliente.direccion}`,
  ]
    .filter(Boolean)
    .join(', ');
  const garantes = d.garantes
    .map((g) => `${g.nombre.toUpperCase()}${g.cedula ? `, cédula ${g.cedula}` : ''}`)
    .join('; ');
  // La regla pactada al firmar (guardada en el préstamo): los ajustes posteriores de la empresa no la cambian.
  const mora = textoDeMora({ porcentaje: p.mora_porcentaje, diasGracia: p.dias_gracia });
  const clausula = (numero: string, texto: string) => ({
    text: [{ text: `${numero}. `, bold: true }, texto],
    margin: [0, 0, 0, 6] as [number, number, number, number],
    alignment: 'justify' as const,
  });
  return documento(d, 'CONTRATO DE PRÉSTAMO', `No. ${p.codigo_prestamo}`, [
    {
      // Justificado, pdfmake reparte el aire también entre dos trozos de texto: un trozo que empezaba con coma quedaba
      // despegado de la palabra de antes ("JARABACOA , en lo adelante", issue 40). Cada trozo termina en un espacio.
      text: [
        'Entre ',
        { text: `${d.empresa.nombre.toUpperCase()},`, bold: true },
        ` en lo adelante EL ACREEDOR, y ${deudor}, en lo adelante EL DEUDOR${
          garantes ? `, y con la garantía solidaria de ${garantes}, en lo adelante EL GARANTE` : ''
        }, se ha convenido lo siguiente:`,
      ],
      alignment: 'justify',
      margin: [0, 0, 0, 10],
    },
    { text: 'Condiciones del préstamo', style: 'seccion' },
    datosEnTabla([
      ['Monto prestado', `${pesos(p.monto)} (${montoEnLetras(pesosACentavos(p.monto))})`],
      ['Gastos de cierre', pesos(p.gastos_cierre)],
      ['Neto entregado', pesos(p.neto_desembolsado)],
      ['Tasa de interés', tasaTexto(p.tasa)],
      ['Amortización', nombreDeTipo(p.amortizacion)],
      ['Frecuencia de pago', nombreDeFrecuencia(p.frecuencia)],
      ['Cantidad de cuotas', String(d.cuotas.length)],
      ['Fecha de desembolso', fecha(p.fecha_inicio)],
      [
        'Primer vencimiento',
        primera ? `${fecha(primera.fecha_debe_pagar)} por ${pesos(primera.monto_cuota)}` : '—',
      ],
      [
        'Último vencimiento',
        ultima ? `${fecha(ultima.fecha_debe_pagar)} por ${pesos(ultima.monto_cuota)}` : '—',
      ],
      ['Mora por atraso', mora],
      ['Total de intereses', pesos(interes / 100)],
      ['Total a pagar', pesos(total / 100)],
    ]),
    { text: 'Cláusulas', style: 'seccion' },
    clausula(
      'PRIMERA',
      `EL ACREEDOR entrega a EL DEUDOR la suma de ${pesos(p.neto_desembolsado)}, que EL DEUDOR declara recibir a su entera satisfacción, sobre un capital adeudado de ${pesos(p.monto)}.`,
    ),
    clausula(
      'SEGUNDA',
      `EL DEUDOR se obliga a pagar el capital y los intereses en ${d.cuotas.length} cuota(s) ${nombreDeFrecuencia(p.frecuencia).toLowerCase()}(es) según el plan de pagos anexo, que forma parte de este contrato, en las oficinas de EL ACREEDOR o a su cobrador autorizado, contra recibo.`,
    ),
    clausula(
      'TERCERA',
      p.mora_porcentaje > 0
        ? `El atraso en el pago de cualquier cuota genera un recargo por mora de ${mora}, que se cobrará antes que los intereses y el capital. Esta regla queda fija por la vida del préstamo.`
        : 'El atraso en el pago de una cuota no genera recargo por mora.',
    ),
    clausula(
      'CUARTA',
      'La falta de pago de dos o más cuotas consecutivas faculta a EL ACREEDOR a dar por vencido el préstamo y exigir el pago total de lo adeudado, sin necesidad de intimación previa.',
    ),
    clausula(
      'QUINTA',
      'EL DEUDOR puede saldar el préstamo por adelantado en cualquier momento, pagando el capital pendiente y los intereses y recargos que correspondan a esa fecha.',
    ),
    ...(garantes
      ? [
          clausula(
            'SEXTA',
            'EL GARANTE se constituye en fiador solidario de todas las obligaciones de EL DEUDOR bajo este contrato.',
          ),
        ]
      : []),
    clausula(
      garantes ? 'SÉPTIMA' : 'SEXTA',
      'Para todo lo no previsto, las partes se remiten al derecho común de la República Dominicana y eligen domicilio en sus respectivas direcciones.',
    ),
    // La fecha y las firmas van juntas: si no caben al pie de las cláusulas, pasan juntas a la hoja siguiente.
    {
      stack: [
        { text: `Hecho y firmado de buena fe el ${fecha(p.fecha_inicio)}.`, margin: [0, 8, 0, 0] },
        firmas([
          { rol: 'EL DEUDOR', nombre: cliente.nombre, detalle: cliente.cedula && `Cédula ${cliente.cedula}` },
          { rol: 'EL ACREEDOR', nombre: d.empresa.nombre, detalle: d.otorgadoPor && `Por ${d.otorgadoPor}` },
          ...d.garantes.map((g) => ({
            rol: 'EL GARANTE',
            nombre: g.nombre,
            detalle: g.cedula && `Cédula ${g.cedula}`,
          })),
          { rol: 'TESTIGO', nombre: ' ' },
        ]),
      ],
      unbreakable: true,
    },
  ]);
}
