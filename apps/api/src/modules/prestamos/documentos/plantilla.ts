import { FRECUENCIAS, formatearFecha, formatearPesos, TIPOS_DE_AMORTIZACION } from '@prestamos/domain';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { DatosDeDocumento } from './datos';

/** Piezas comunes de los documentos: encabezado de la empresa, pie, estilos y formatos. */
export const pesos = formatearPesos;
export const fecha = formatearFecha;
export const nombreDeFrecuencia = (f: string) => FRECUENCIAS.find((x) => x.codigo === f)?.nombre ?? f;
export const nombreDeTipo = (t: string) => TIPOS_DE_AMORTIZACION.find((x) => x.codigo === t)?.nombre ?? t;

const COLOR = '#0a7384';

export function tasaTexto(tasa: number | null): string {
  return tasa === null
    ? 'Según tabla pactada'
    : `${tasa.toLocaleString('es-DO', { maximumFractionDigits: 10 })} % mensual`;
}

/**
 * Datos separados por un punto medio, pegado con espacios que no se cortan a la palabra de antes y a la de después:
 * si la línea no alcanza, se corta en otra parte y el punto nunca queda colgando al final de un renglón ni abriendo
 * el siguiente (issue 40).
 */
export function separados(...partes: (string | null | undefined | false)[]): string {
  return partes.filter(Boolean).join('\u00a0·\u00a0');
}

/** El cliente con su cédula, como lo nombran los documentos. */
export const clienteConCedula = (c: { nombre: string; cedula: string | null }) =>
  separados(c.nombre.toUpperCase(), c.cedula && `Cédula ${c.cedula}`);

/** Filas etiqueta–valor en dos columnas. */
export function datosEnTabla(filas: [string, string][]): Content {
  return {
    table: {
      widths: ['auto', '*'],
      body: filas.map(([etiqueta, valor]) => [
        { text: etiqueta, bold: true, color: '#333333' },
        { text: valor },
      ]),
    },
    layout: 'noBorders',
    margin: [0, 4, 0, 10],
  };
}

/**
 * Lo que el encabezado y el pie necesitan: la empresa, la fecha de emisión y a qué se refiere el documento (el
 * préstamo, o una referencia propia como el cuadre de un cobrador).
 */
export type Membrete = Pick<DatosDeDocumento, 'empresa' | 'hoy'> &
  ({ prestamo: { codigo_prestamo: string } } | { referencia: string });

export function documento(
  d: Membrete,
  titulo: string,
  subtitulo: string,
  contenido: Content[],
  opciones: { horizontal?: boolean; marcaDeAgua?: string } = {},
): TDocumentDefinitions {
  const e = d.empresa;
  const referencia = 'referencia' in d ? d.referencia : d.prestamo.codigo_prestamo;
  return {
    pageSize: 'LETTER',
    pageOrientation: opciones.horizontal ? 'landscape' : 'portrait',
    // El encabezado ocupa tres renglones (nombre, dirección, teléfono y correo) y termina antes de los 80 puntos.
    pageMargins: [48, 96, 48, 56],
    info: { title: `${titulo} ${referencia}`, author: e.nombre, creator: 'Préstamos' },
    header: {
      margin: [48, 32, 48, 0],
      columns: [
        ...(e.logo ? [{ image: e.logo, fit: [56, 56] as [number, number], width: 64 }] : []),
        {
          width: '*',
          stack: [
            { text: e.nombre.toUpperCase(), fontSize: 15, bold: true, color: COLOR },
            // Sin el código de la empresa: es el de iniciar sesión, interno, y no le dice nada al cliente (issue 40).
            ...(e.direccion ? [{ text: e.direccion, fontSize: 9, color: '#555555' }] : []),
            {
              text: separados(e.telefono && `Tel.\u00a0${e.telefono}`, e.correo),
              fontSize: 9,
              color: '#555555',
            },
          ],
        },
        {
          width: 'auto',
          alignment: 'right',
          stack: [
            // En un renglón: partido, su última palabra caía encima del número del documento.
            { text: titulo, fontSize: 13, bold: true, noWrap: true },
            { text: subtitulo, fontSize: 10 },
            { text: `Emitido el ${fecha(d.hoy)}`, fontSize: 9, color: '#555555' },
          ],
        },
      ],
    },
    footer: (pagina, total) => ({
      margin: [48, 16, 48, 0],
      columns: [
        { text: separados(e.nombre, referencia), fontSize: 8, color: '#777777' },
        { text: `Página ${pagina} de ${total}`, alignment: 'right', fontSize: 8, color: '#777777' },
      ],
    }),
    ...(opciones.marcaDeAgua
      ? { watermark: { text: opciones.marcaDeAgua, color: '#c92a2a', opacity: 0.25, bold: true } }
      : {}),
    content: contenido,
    styles: {
      seccion: { fontSize: 11, bold: true, color: COLOR, margin: [0, 10, 0, 4] },
      cabecera: { bold: true, fillColor: '#e6f7f9', color: '#053e48' },
      total: { bold: true, fillColor: '#f1f3f5' },
    },
  };
}

/**
 * Líneas de firma, dos por fila. La raya es el borde superior de la celda del nombre, con espacio para firmar encima y
 * aire entre ella y el nombre: una raya de guiones bajos en su propio renglón caía sobre el nombre (issue 34). Con esas
 * medidas, el contrato con un garante cabe con sus cuatro firmas en una hoja (issue 40: en la segunda, la primera
 * terminaba sin ninguna raya).
 */
export function firmas(personas: { rol: string; nombre: string; detalle?: string | null }[]): Content {
  const celdas = personas.map(
    (p): Content => ({
      table: {
        widths: ['*'],
        body: [
          [
            {
              stack: [
                { text: p.nombre.toUpperCase(), bold: true },
                { text: separados(p.rol, p.detalle), fontSize: 9 },
              ],
              alignment: 'center',
              border: [false, true, false, false],
            },
          ],
        ],
      },
      layout: { hLineWidth: () => 0.8, paddingTop: () => 5, paddingLeft: () => 0, paddingRight: () => 0 },
      margin: [0, 34, 0, 0],
    }),
  );
  const filas: Content[] = [];
  for (let i = 0; i < celdas.length; i += 2) {
    filas.push({
      columns: [celdas[i] ?? { text: '' }, celdas[i + 1] ?? { text: '' }],
      columnGap: 40,
      margin: [0, 8, 0, 0],
    });
  }
  return { stack: filas, unbreakable: true };
}
