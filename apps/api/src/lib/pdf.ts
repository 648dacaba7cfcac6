import type { FastifyReply } from 'fastify';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

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

/** ¿pdfmake puede incrustar esta imagen (JPG o PNG bien formado)? Se pregunta al subirla, no al imprimir. */
export async function imagenIncrustable(datos: Buffer, tipo: string): Promise<boolean> {
  if (tipo !== 'image/jpeg' && tipo !== 'image/png') return false;
  return renderizarPdf({
    content: [{ image: `data:${tipo};base64,${datos.toString('base64')}`, fit: [10, 10] }],
  })
    .then(() => true)
    .catch(() => false);
}

/** Responde con el PDF para verlo en el navegador; nunca se guarda en cachés compartidas (lleva datos del cliente). */
export async function enviarPdf(reply: FastifyReply, nombreDeArchivo: string, doc: TDocumentDefinitions) {
  const pdf = await renderizarPdf(doc);
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${nombreDeArchivo}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
