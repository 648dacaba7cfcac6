import { CABECERA_ACTIVIDAD } from '@prestamos/contract';
import { leerUltimaActividad } from './actividad';
import { ApiError } from './api-error';
import { sesionActual, tenantDeLaPeticion } from './sesion';
import { aplicarCatalogoDeSesion } from './sesion-rechazada';

/** Tiempo máximo de una petición (spec 000 §9). */
const LIMITE_MS = 20_000;

type Consulta = Record<string, string | number | boolean | null | undefined>;

interface Opciones {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Consulta;
  headers?: Record<string, string>;
  /** Llamada sin sesión (login, contacto): sin token y sin el catálogo de errores de sesión. */
  publica?: boolean;
  /** Con token, pero un rechazo no dispara el catálogo de sesión (p. ej. el propio cierre de sesión). */
  sinCatalogo?: boolean;
  signal?: AbortSignal;
  /** La petición sigue aunque la página se cierre o navegue (cierre de sesión). */
  keepalive?: boolean;
  /**
   * `blob` para archivos (fotos, PDF); `flujo` para archivos largos que se leen mientras llegan (CSV): la respuesta
   * sin leer. Por defecto JSON.
   */
  respuesta?: 'json' | 'blob' | 'flujo';
}

/** Acepta rutas de la API con o sin el prefijo (`/clientes` o `/api/clientes/1/foto?v=...`, como las da el servidor). */
function conConsulta(ruta: string, query?: Consulta): string {
  const base = ruta.startsWith('/api/') ? ruta : `/api${ruta}`;
  const params = new URLSearchParams();
  for (const [clave, valor] of Object.entries(query ?? {})) {
    if (valor !== undefined && valor !== null && valor !== '') params.set(clave, String(valor));
  }
  const texto = params.toString();
  return texto ? `${base}${base.includes('?') ? '&' : '?'}${texto}` : base;
}

function cabeceras(op: Opciones): Headers {
  const h = new Headers({ accept: 'application/json', ...op.headers });
  if (op.body !== undefined && !(op.body instanceof FormData)) h.set('content-type', 'application/json');
  if (!op.publica) {
    const token = sesionActual().token;
    if (token) h.set('authorization', `Bearer ${token}`);
    if (!h.has('x-tenant')) h.set('x-tenant', tenantDeLaPeticion());
    h.set(CABECERA_ACTIVIDAD, String(leerUltimaActividad()));
  }
  return h;
}

/**
 * El único cliente de la API: añade token, empresa y actividad, corta a los 20 s, convierte los errores en `ApiError`
 * con el mensaje del servidor y aplica el catálogo de errores de sesión (spec 000 §8).
 */
export async function api<T>(ruta: string, op: Opciones = {}): Promise<T> {
  // El plazo corre hasta que la respuesta está leída; en un flujo, solo hasta las cabeceras: un CSV grande puede
  // tardar más de 20 s en bajar sin que el servidor haya dejado de responder.
  const plazo = new AbortController();
  const reloj = setTimeout(() => plazo.abort(new DOMException('Tiempo agotado', 'TimeoutError')), LIMITE_MS);
  try {
    return await pedir<T>(ruta, op, AbortSignal.any([plazo.signal, ...(op.signal ? [op.signal] : [])]));
  } finally {
    clearTimeout(reloj);
  }
}

async function pedir<T>(ruta: string, op: Opciones, signal: AbortSignal): Promise<T> {
  let respuesta: Response;
  try {
    respuesta = await fetch(conConsulta(ruta, op.query), {
      method: op.method ?? 'GET',
      headers: cabeceras(op),
      body:
        op.body === undefined ? undefined : op.body instanceof FormData ? op.body : JSON.stringify(op.body),
      signal,
      keepalive: op.keepalive,
    });
  } catch (error) {
    if (op.signal?.aborted) throw error;
    const tiempo = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(
      0,
      tiempo
        ? 'El servidor tardó demasiado en responder. Intenta nuevamente.'
        : 'No hay conexión con el servidor. Revisa tu internet e intenta nuevamente.',
      tiempo ? 'TIEMPO_AGOTADO' : 'SIN_CONEXION',
    );
  }
  const esJson = respuesta.headers.get('content-type')?.includes('json');
  if (respuesta.ok && op.respuesta === 'flujo') return respuesta as T;
  if (respuesta.ok && op.respuesta === 'blob') return (await respuesta.blob()) as T;
  const cuerpo = esJson ? await respuesta.json().catch(() => null) : null;
  if (!respuesta.ok) {
    const error = new ApiError(respuesta.status, cuerpo?.message ?? '', cuerpo?.code, cuerpo?.fields);
    if (!op.publica && !op.sinCatalogo) aplicarCatalogoDeSesion(error);
    throw error;
  }
  return cuerpo as T;
}
