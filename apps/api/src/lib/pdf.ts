import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { RecientesPorTamano } from './recientes-por-tamano';

// Las fuentes estándar de PDF (Helvetica) cubren el español (tildes, ñ, ¿¡) sin archivos de fuentes. Los documentos
// nunca bajan nada de internet ni leen del disco: las imágenes llegan como datos.
const HELVETICA = {
  normal: 'Helvetica',
  bold: 'Helvetica-Bold',
  italics: 'Helvetica-Oblique',
  bolditalics: 'Helvetica-BoldOblique',
};
const FUENTES_ESTANDAR = new Set(Object.values(HELVETICA));

pdfmake.addFonts({ Helvetica: HELVETICA });
pdfmake.setUrlAccessPolicy(() => false);
// pdfmake consulta esta política también por los nombres de las fuentes estándar: solo esos pasan.
pdfmake.setLocalAccessPolicy((ruta) => FUENTES_ESTANDAR.has(ruta));

export async function renderizarPdf(documento: TDocumentDefinitions): Promise<Buffer> {
  const pdf = pdfmake.createPdf({
    ...documento,
    defaultStyle: { font: 'Helvetica', fontSize: 10, ...documento.defaultStyle },
  });
  return Buffer.from(await pdf.getBuffer());
}

/** Arma la definición de un documento solo a partir de sus datos: el mismo documento y los mismos datos, el mismo PDF. */
export type Armador<T> = (datos: T) => TDocumentDefinitions;

/**
 * Los PDF ya dibujados, por documento y huella de sus datos. Dibujar uno cuesta de 15 a 25 ms de CPU (pdfmake) y se
 * vuelven a pedir los mismos: el recibo que se reimprime, el contrato que se abre otra vez. Como el PDF es función de
 * sus datos (que traen la empresa, el logo y el día de emisión), cualquier cambio en ellos da otra huella: nunca se
 * sirve uno viejo. Hasta 32 MB por instancia.
 */
const dibujados = new RecientesPorTamano(32 * 1024 * 1024);
const idDeArmador = new WeakMap<Armador<never>, number>();
let armadores = 0;

/** El documento (cada armador tiene su número) y el sha-256 de sus datos. */
function huella(armar: Armador<never>, datos: unknown): string {
  let id = idDeArmador.get(armar);
  if (id === undefined) {
    id = ++armadores;
    idDeArmador.set(armar, id);
  }
  return `${id}:${createHash('sha256').update(JSON.stringify(datos)).digest('base64url')}`;
}

/**
 * Responde con el PDF de `armar(datos)` para verlo en el navegador; nunca se guarda en cachés compartidas (lleva datos
 * del cliente).
 */
export async function enviarPdf<T>(
  reply: FastifyReply,
  nombreDeArchivo: string,
  armar: Armador<T>,
  datos: T,
) {
  const pdf = await dibujados.obtener(huella(armar, datos), () => renderizarPdf(armar(datos)));
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${nombreDeArchivo}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
