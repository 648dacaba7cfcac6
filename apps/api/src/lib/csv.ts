import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Una celda: texto (se escapa), número ya formateado por quien llama, o vacía. */
export type Celda = string | number | null | undefined;

/**
 * Marca de orden de bytes: con ella Excel en español abre el UTF-8 con sus tildes
 * (docs/decisiones/0022-tablero-y-reportes.md).
 */
const BOM = '\uFEFF';

/**
 * Escapa una celda de texto: entre comillas si lleva coma, comillas o saltos de línea; y con un apóstrofo delante si
 * empieza como una fórmula (=, +, -, @), para que un nombre escrito con mala intención no se ejecute en la hoja.
 */
function celda(valor: Celda): string {
  if (valor === null || valor === undefined) return '';
  if (typeof valor === 'number') return String(valor);
  const texto = /^[=+\-@\t\r]/.test(valor) ? `'${valor}` : valor;
  return /[",\r\n]/.test(texto) ? `"${texto.replaceAll('"', '""')}"` : texto;
}

export const lineaCsv = (celdas: Celda[]) => `${celdas.map(celda).join(',')}\r\n`;

/** Importe con punto y dos decimales (1234.5 → "1234.50"). */
export const importeCsv = (pesos: number) => pesos.toFixed(2);

/**
 * Envía un CSV que se escribe mientras se lee: el encabezado y luego cada tanda de filas que produce `tandas`, sin
 * juntar el archivo en memoria. El flujo respeta la contrapresión del socket.
 */
export function enviarCsv(
  reply: FastifyReply,
  nombre: string,
  encabezado: string[],
  tandas: AsyncIterable<Celda[][]>,
) {
  async function* texto() {
    yield BOM + lineaCsv(encabezado);
    for await (const filas of tandas) yield filas.map(lineaCsv).join('');
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${nombre}.csv"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(texto()));
}
