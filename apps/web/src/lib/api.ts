import { CABECERA_ACTIVIDAD } from '@prestamos/contract';
import type { z } from 'zod';
import { leerUltimaActividad } from './actividad';
import { ApiError } from './api-error';
import { sesionActual, tenantDeLaPeticion } from './sesion';
import { aplicarCatalogoDeSesion } from './sesion-rechazada';

/** Tiempo máximo de una petición. */
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

/** Código del error de una respuesta que no tiene la forma de su esquema: cada pantalla muestra su propio mensaje. */
export const RESPUESTA_FUERA_DEL_CONTRATO = 'RESPUESTA_FUERA_DEL_CONTRATO';

/**
 * El único cliente de la API: añade token, empresa y actividad, corta a los 20 s, convierte los errores en `ApiError`
 * con el mensaje del servidor y aplica el catálogo de errores de sesión (docs/producto.md#sesion).
 *
 * Cada llamada nombra el esquema de su respuesta en el contrato (el mismo con que el servidor la escribe) y su tipo se
 * infiere de él: `api('/clientes', ClientesLista)` es una `z.output<typeof ClientesLista>`, sin tipos escritos a mano.
 * La respuesta se valida con ese esquema siempre, también en producción: el servidor de producción no valida lo que
 * escribe (solo sus pruebas lo hacen, `validarRespuestas`), así que aquí está la única revisión de que el tipo dice la
 * verdad, y los recorridos e2e, que corren la compilación de producción, la ejercen contra el servidor real. El costo es
 * pequeño (medido con Zod 4 en una máquina de 2 núcleos): la respuesta más cara, una página de 100 cuotas del reporte,
 * se valida en cerca de 1 ms; 100 cuotas por cobrar, 0,25 ms; el plan de un préstamo de 360 cuotas, 0,15 ms.
 *
 * Una respuesta fuera del contrato es un `ApiError` sin mensaje (código RESPUESTA_FUERA_DEL_CONTRATO): la pantalla
 * muestra su propio texto de error en lugar de dibujar datos a medias.
 *
 * El cuerpo de la petición lo tipa cada llamada con el esquema de la petición en el contrato (`z.input<typeof
 * CobrarBody>`): lo que el servidor acepta antes de aplicar sus valores por defecto y transformaciones.
 */
export async function api<S extends z.ZodType>(
  ruta: string,
  esquema: S,
  op: Opciones = {},
): Promise<z.output<S>> {
  return conPlazo(ruta, op, async (respuesta) => {
    const cuerpo: unknown = await respuesta.json().catch(() => null);
    const validado = esquema.safeParse(cuerpo);
    if (validado.success) return validado.data;
    console.error(
      `La respuesta de ${op.method ?? 'GET'} ${ruta} no cumple su esquema del contrato`,
      validado.error,
    );
    throw new ApiError(respuesta.status, '', RESPUESTA_FUERA_DEL_CONTRATO);
  });
}

/** Un archivo de la API (una foto, un PDF), entero en memoria. */
export function apiArchivo(ruta: string, op: Opciones = {}): Promise<Blob> {
  return conPlazo(ruta, op, (respuesta) => respuesta.blob());
}

/**
 * Un archivo largo que se lee mientras llega (CSV): la respuesta sin leer. El plazo de 20 s corre solo hasta las
 * cabeceras: un CSV grande puede tardar más en bajar sin que el servidor haya dejado de responder.
 */
export function apiFlujo(ruta: string, op: Opciones = {}): Promise<Response> {
  return conPlazo(ruta, op, async (respuesta) => respuesta);
}

/** El plazo corre hasta que `leer` termina: la respuesta leída (JSON, archivo) o, en un flujo, las cabeceras. */
async function conPlazo<T>(
  ruta: string,
  op: Opciones,
  leer: (respuesta: Response) => Promise<T>,
): Promise<T> {
  const plazo = new AbortController();
  const reloj = setTimeout(() => plazo.abort(new DOMException('Tiempo agotado', 'TimeoutError')), LIMITE_MS);
  try {
    const signal = AbortSignal.any([plazo.signal, ...(op.signal ? [op.signal] : [])]);
    return await leer(await pedir(ruta, op, signal));
  } finally {
    clearTimeout(reloj);
  }
}

/** La respuesta correcta (2xx) sin leer; cualquier otra cosa, un `ApiError`. */
async function pedir(ruta: string, op: Opciones, signal: AbortSignal): Promise<Response> {
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
  if (respuesta.ok) return respuesta;
  const esJson = respuesta.headers.get('content-type')?.includes('json');
  const cuerpo = esJson ? await respuesta.json().catch(() => null) : null;
  const error = new ApiError(respuesta.status, cuerpo?.message ?? '', cuerpo?.code, cuerpo?.fields);
  if (!op.publica && !op.sinCatalogo) aplicarCatalogoDeSesion(error);
  throw error;
}
