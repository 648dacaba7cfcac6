import { inflateSync } from 'node:zlib';
import type { Contexto } from '../src/lib/contexto';

/** Un administrador de la empresa, para leer los datos de un documento sin pasar por HTTP. */
export function contextoDePrueba(idEmpresa: number, idUsuario: number): Contexto {
  return {
    idEmpresa,
    idEmpresaSesion: idEmpresa,
    idUsuario,
    idSesion: 0,
    usuario: 'admin',
    nombre: 'Administrador',
    rol: 'ADMIN',
    roles: ['ADMIN'],
    permisos: [],
    esSuperadmin: false,
    cobrador: null,
  };
}

/** Todo el texto de un documento de pdfmake, para comprobar lo que dice sin leer el PDF binario. */
export function textoDe(nodo: unknown): string {
  if (typeof nodo === 'string') return nodo;
  if (Array.isArray(nodo)) return nodo.map(textoDe).join(' ');
  if (nodo && typeof nodo === 'object') {
    const o = nodo as Record<string, unknown>;
    return ['text', 'stack', 'columns', 'table', 'body', 'content', 'header', 'watermark']
      .map((k) => (k in o ? textoDe(o[k]) : ''))
      .join(' ');
  }
  return '';
}

/** WinAnsi (windows-1252) de 0x80 a 0x9F; el resto coincide con latin1. El TextDecoder de Node lo lee como latin1. */
const WINANSI_80 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
const deWinAnsi = (bytes: Buffer) =>
  [...bytes].map((b) => (b >= 0x80 && b <= 0x9f ? WINANSI_80[b - 0x80] : String.fromCharCode(b))).join('');

/**
 * El texto de un PDF ya dibujado (lo que respondió la API): pdfkit comprime cada página y escribe el texto en cadenas
 * hexadecimales de la codificación WinAnsi (windows-1252), por palabra.
 */
export function textoDelPdf(pdf: Buffer): string {
  const crudo = pdf.toString('latin1');
  const partes: string[] = [];
  for (const m of crudo.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let contenido: string;
    try {
      contenido = inflateSync(Buffer.from(m[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue; // imágenes y fuentes sin comprimir: no llevan texto
    }
    // Dentro de un TJ, entre las cadenas van los ajustes de espacio entre letras: se juntan sin separar.
    for (const tj of contenido.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(tj[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      partes.push(deWinAnsi(Buffer.from(hex, 'hex')));
    }
  }
  // Cada palabra (o celda) va en su propio bloque: se separan con un espacio y se juntan los espacios repetidos.
  return partes.join(' ').replace(/\s+/g, ' ');
}

/** Una palabra dibujada en un PDF: dónde empieza y su línea base, con y hacia abajo desde el borde de arriba. */
export interface PalabraDibujada {
  texto: string;
  x: number;
  y: number;
}

/** Una raya horizontal dibujada (bordes de tabla, líneas de firma), con y hacia abajo desde el borde de arriba. */
export interface RayaDibujada {
  x1: number;
  x2: number;
  y: number;
}

/**
 * Dónde quedó cada palabra y cada raya horizontal de la primera página de un PDF de pdfkit, para probar la disposición
 * (p. ej. que la raya de firma queda encima del nombre). pdfkit dibuja las rayas con la y hacia abajo y el texto dentro
 * de `1 0 0 -1 0 alto cm`, con la y hacia arriba: aquí ambas van hacia abajo.
 */
export function disposicionDelPdf(
  pdf: Buffer,
  alto = 792,
): { palabras: PalabraDibujada[]; rayas: RayaDibujada[] } {
  const crudo = pdf.toString('latin1');
  const palabras: PalabraDibujada[] = [];
  const rayas: RayaDibujada[] = [];
  for (const m of crudo.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let contenido: string;
    try {
      contenido = inflateSync(Buffer.from(m[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const t of contenido.matchAll(/1 0 0 1 ([\d.]+) ([\d.]+) Tm\n[^\n]*Tf\n\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(t[3] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      palabras.push({
        texto: deWinAnsi(Buffer.from(hex, 'hex')).trim(),
        x: Number(t[1]),
        y: alto - Number(t[2]),
      });
    }
    for (const l of contenido.matchAll(/([\d.]+) ([\d.]+) m\n([\d.]+) ([\d.]+) l\n/g)) {
      if (l[2] === l[4]) rayas.push({ x1: Number(l[1]), x2: Number(l[3]), y: Number(l[2]) });
    }
    break; // la primera página
  }
  return { palabras, rayas };
}
