import { fechaDeNegocio } from '@prestamos/domain';
import { apiFlujo } from '../../lib/api';

/** Lo recibido hasta ahora de un CSV que baja en flujo. */
export interface Progreso {
  bytes: number;
  /** Filas de datos completas (sin el encabezado). */
  filas: number;
}

const SALTO = 0x0a;

/** Saltos de línea de un trozo de bytes: en UTF-8 el byte 0x0A es siempre un salto, nunca parte de otra letra. */
export function contarSaltos(trozo: Uint8Array): number {
  let n = 0;
  for (const byte of trozo) if (byte === SALTO) n++;
  return n;
}

/**
 * El nombre del archivo: el que da el servidor en Content-Disposition (`filename*=UTF-8''…` o `filename="…"`) o, si
 * no da ninguno, `{base}-{hoy}.csv`. Sin barras ni caracteres raros: nada que el sistema de archivos malinterprete.
 */
export function nombreDeArchivo(disposicion: string | null, base: string, hoy = new Date()): string {
  const extendido = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposicion ?? '')?.[1];
  const simple = /filename\s*=\s*"?([^";]+)"?/i.exec(disposicion ?? '')?.[1];
  let nombre = '';
  try {
    nombre = extendido ? decodeURIComponent(extendido) : (simple ?? '');
  } catch {
    nombre = simple ?? '';
  }
  nombre = nombre.trim().replace(/[^\p{L}\p{N}._-]+/gu, '-');
  if (!nombre || /^[.-]+$/.test(nombre)) nombre = `${base}-${fechaDeNegocio(hoy)}.csv`;
  return nombre.toLowerCase().endsWith('.csv') ? nombre : `${nombre}.csv`;
}

const kb = new Intl.NumberFormat('es-DO', { maximumFractionDigits: 0 });
const mb = new Intl.NumberFormat('es-DO', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const entero = new Intl.NumberFormat('es-DO', { maximumFractionDigits: 0 });

/** "850 B", "12 KB", "3.4 MB". */
export function textoDeBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${kb.format(bytes / 1024)} KB`;
  return `${mb.format(bytes / (1024 * 1024))} MB`;
}

/** "1 fila", "1,234 filas". */
export const textoDeFilas = (n: number) => `${entero.format(n)} ${n === 1 ? 'fila' : 'filas'}`;

/** "1,234 de 5,000 filas · 120 KB" (con el total esperado) o "1,234 filas · 120 KB". */
export function textoDeProgreso(p: Progreso, esperadas: number | null): string {
  const filas =
    esperadas === null
      ? textoDeFilas(p.filas)
      : `${entero.format(Math.min(p.filas, esperadas))} de ${textoDeFilas(esperadas)}`;
  return `${filas} · ${textoDeBytes(p.bytes)}`;
}

/** Porcentaje de la barra; null si no se sabe cuántas filas vienen (la barra se anima sin avanzar). */
export function porcentajeDeProgreso(p: Progreso, esperadas: number | null): number | null {
  if (esperadas === null) return null;
  if (esperadas === 0) return 100;
  return Math.min(100, Math.round((p.filas * 100) / esperadas));
}

/** Lee un flujo hasta el final, avisando lo recibido tras cada trozo; devuelve los trozos para armar el archivo. */
export async function leerFlujo(
  flujo: ReadableStream<Uint8Array>,
  alAvanzar: (p: Progreso) => void,
): Promise<Uint8Array[]> {
  const lector = flujo.getReader();
  const trozos: Uint8Array[] = [];
  let bytes = 0;
  let saltos = 0;
  for (;;) {
    const { done, value } = await lector.read();
    if (done) break;
    trozos.push(value);
    bytes += value.byteLength;
    saltos += contarSaltos(value);
    // La primera línea es el encabezado.
    alAvanzar({ bytes, filas: Math.max(0, saltos - 1) });
  }
  return trozos;
}

/** Cuánto vive en memoria el enlace del archivo ya descargado. */
const VIDA_DEL_ENLACE_MS = 60_000;

function guardar(archivo: Blob, nombre: string) {
  const url = URL.createObjectURL(archivo);
  const enlace = document.createElement('a');
  enlace.href = url;
  enlace.download = nombre;
  enlace.style.display = 'none';
  document.body.append(enlace);
  enlace.click();
  enlace.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), VIDA_DEL_ENLACE_MS);
}

/**
 * Baja un CSV de la API mientras el servidor lo escribe (sin Content-Length: no se sabe cuánto pesa), contando lo
 * recibido, y lo guarda con el nombre que da el servidor.
 */
export async function descargarCsv(opciones: {
  ruta: string;
  query?: Record<string, string | number | null | undefined>;
  base: string;
  signal: AbortSignal;
  alAvanzar: (p: Progreso) => void;
}): Promise<Progreso> {
  const respuesta = await apiFlujo(opciones.ruta, { query: opciones.query, signal: opciones.signal });
  const nombre = nombreDeArchivo(respuesta.headers.get('content-disposition'), opciones.base);
  let ultimo: Progreso = { bytes: 0, filas: 0 };
  const trozos = respuesta.body
    ? await leerFlujo(respuesta.body, (p) => {
        ultimo = p;
        opciones.alAvanzar(p);
      })
    : [];
  guardar(new Blob(trozos as BlobPart[], { type: 'text/csv;charset=utf-8' }), nombre);
  return ultimo;
}
