import type { Cobro, METODOS_DE_PAGO } from '@prestamos/contract';

/**
 * La cola de cobros hechos sin señal (issue 35): qué se envía, en qué orden, qué se reintenta y cuándo. Puro: el
 * almacén (IndexedDB), el envío (fetch) y el reloj llegan de fuera, y la prueba los cambia por otros de mentira.
 *
 * Reglas:
 * - Se envía en el orden en que se cobró, cada cobro con su propia Idempotency-Key: si una respuesta se pierde y se
 *   reenvía, el servidor devuelve el primer cobro en lugar de hacer otro.
 * - Un error de red, un 5xx, un 409 IDEMPOTENCIA_EN_CURSO o una sesión vencida no son un rechazo: el cobro sigue en
 *   la cola y se reintenta con espera exponencial (5 s, 10 s, 20 s… hasta 5 min). Mientras tanto, los que vienen
 *   detrás esperan su turno: el orden no se rompe.
 * - Cualquier otro 4xx (la oficina ya cobró la cuota, el préstamo se canceló, el monto pasa de lo que se debe, la
 *   clave se usó con otros datos) es un rechazo: queda en la cola como RECHAZADO con el motivo del servidor y qué
 *   hacer, hasta que el cobrador lo lea y lo descarte. Nada se borra sin que nadie lo vea.
 * - Un cobro que quedó ENVIANDO (la app se cerró en pleno envío) se reenvía con su misma clave.
 */
export type EstadoDeCobro = 'PENDIENTE' | 'ENVIANDO' | 'SINCRONIZADO' | 'RECHAZADO';

export interface CobroEnCola {
  /** La Idempotency-Key: también la clave del registro en IndexedDB. */
  clave: string;
  /** Empresa y usuario que cobró (`empresa:usuario`): solo su sesión lo envía. */
  dueno: string;
  /** Orden de cobro en este teléfono. */
  orden: number;
  /** El recibo provisional: `P-<dispositivo>-<número>`. */
  provisional: string;
  id_pago: number;
  id_cliente: number;
  cliente: string;
  telefono: string | null;
  codigo_prestamo: string;
  no_cuota: number;
  cuerpo: { monto: number; metodo: (typeof METODOS_DE_PAGO)[number]; nota: string; cobrado_en: string };
  estado: EstadoDeCobro;
  intentos: number;
  /** No antes de este instante (ms) se vuelve a intentar. */
  proximo_intento: number;
  /** Por qué no se envió aún, o por qué se rechazó (el mensaje del servidor). */
  motivo: string | null;
  /** Qué hacer con un rechazado. */
  que_hacer: string | null;
  /** El recibo real, cuando el servidor lo registró. */
  recibo: Pick<Cobro, 'no_recibo' | 'id_recibo' | 'saldo_prestamo' | 'prestamo_saldado'> | null;
}

/** La respuesta del servidor a un envío, o la falta de ella (`status` 0: sin conexión o tiempo agotado). */
export type Respuesta =
  | { ok: true; cobro: Cobro }
  | { ok: false; status: number; code?: string; message: string };

export const ESPERA_INICIAL_MS = 5_000;
export const ESPERA_MAXIMA_MS = 5 * 60_000;

/** Cuánto esperar tras el intento fallido número `intentos` (1, 2, 3…): se dobla cada vez, hasta el tope. */
export function espera(intentos: number): number {
  return Math.min(ESPERA_MAXIMA_MS, ESPERA_INICIAL_MS * 2 ** Math.max(0, intentos - 1));
}

const QUE_HACER_RECHAZADO =
  'Este pago no quedó registrado. Guarda el recibo provisional y el dinero, y revísalo con la oficina antes de cobrarlo de nuevo.';
const QUE_HACER_CLAVE =
  'Avisa a la oficina: el servidor recibió otro cobro con la misma clave. No lo cobres de nuevo sin revisarlo.';

/** Qué hacer con una respuesta: registrado, rechazado para siempre o reintentar más tarde. */
export function clasificar(r: Respuesta): 'SINCRONIZADO' | 'RECHAZADO' | 'REINTENTAR' {
  if (r.ok) return 'SINCRONIZADO';
  if (r.status === 0 || r.status >= 500 || r.status === 401 || r.status === 408 || r.status === 429)
    return 'REINTENTAR';
  if (r.status === 409 && r.code === 'IDEMPOTENCIA_EN_CURSO') return 'REINTENTAR';
  return 'RECHAZADO';
}

/** El cobro tras la respuesta del servidor, en el instante `ahora`. */
export function trasRespuesta(c: CobroEnCola, r: Respuesta, ahora: number): CobroEnCola {
  if (r.ok) {
    const { no_recibo, id_recibo, saldo_prestamo, prestamo_saldado } = r.cobro;
    return {
      ...c,
      estado: 'SINCRONIZADO',
      motivo: null,
      que_hacer: null,
      recibo: { no_recibo, id_recibo, saldo_prestamo, prestamo_saldado },
    };
  }
  if (clasificar(r) === 'RECHAZADO') {
    const claveRepetida = r.code === 'IDEMPOTENCIA_OTROS_DATOS';
    return {
      ...c,
      estado: 'RECHAZADO',
      motivo: r.message || 'El servidor no aceptó el pago.',
      que_hacer: claveRepetida ? QUE_HACER_CLAVE : QUE_HACER_RECHAZADO,
    };
  }
  const intentos = c.intentos + 1;
  return {
    ...c,
    estado: 'PENDIENTE',
    intentos,
    proximo_intento: ahora + espera(intentos),
    motivo: motivoDeEspera(r),
  };
}

function motivoDeEspera(r: Extract<Respuesta, { ok: false }>): string {
  if (r.status === 401) return 'Tu sesión expiró: entra de nuevo para enviarlo.';
  if (r.status === 409) return 'El servidor aún procesa este pago: se consulta de nuevo en un momento.';
  if (r.status === 0) return 'Sin conexión: se envía al volver la señal.';
  return 'El servidor no respondió bien: se reintenta en un momento.';
}

/** Los que faltan por enviar, en el orden en que se cobraron. */
export function porEnviar(cola: readonly CobroEnCola[]): CobroEnCola[] {
  return cola
    .filter((c) => c.estado === 'PENDIENTE' || c.estado === 'ENVIANDO')
    .sort((a, b) => a.orden - b.orden);
}

export interface Dependencias {
  leer: () => Promise<CobroEnCola[]>;
  guardar: (c: CobroEnCola) => Promise<void>;
  enviar: (c: CobroEnCola) => Promise<Respuesta>;
  ahora: () => number;
}

/**
 * Una pasada por la cola: envía en orden hasta terminar o hasta el primero que hay que reintentar (los de detrás
 * esperan). `forzar` (el botón «Sincronizar ahora», la red que vuelve) no respeta la espera del primero. Devuelve
 * cuántos ms faltan para el próximo intento, o null si no queda nada por enviar.
 */
export async function pasada(d: Dependencias, forzar = false): Promise<number | null> {
  for (const c of porEnviar(await d.leer())) {
    if (!forzar && c.proximo_intento > d.ahora()) return c.proximo_intento - d.ahora();
    forzar = false;
    await d.guardar({ ...c, estado: 'ENVIANDO' });
    const despues = trasRespuesta(c, await d.enviar(c), d.ahora());
    await d.guardar(despues);
    if (despues.estado === 'PENDIENTE') return despues.proximo_intento - d.ahora();
  }
  return null;
}

/**
 * Quien corre las pasadas: una a la vez (un aviso que llega en plena pasada pide otra al terminar) y, si algo quedó
 * esperando, programa la siguiente para cuando toque. `programar` es setTimeout (la prueba usa relojes falsos).
 */
export function crearSincronizador(d: Dependencias, alCambiar: () => void = () => {}) {
  let corriendo: Promise<void> | null = null;
  let otraVez = false;
  let temporizador: ReturnType<typeof setTimeout> | null = null;

  const correr = async (forzar: boolean): Promise<void> => {
    if (temporizador) clearTimeout(temporizador);
    temporizador = null;
    const guardar = async (c: CobroEnCola) => {
      await d.guardar(c);
      alCambiar();
    };
    const deps = { ...d, guardar };
    const faltan = await pasada(deps, forzar).catch(() => ESPERA_INICIAL_MS);
    if (faltan !== null) temporizador = setTimeout(() => void sincronizar(false), Math.max(0, faltan));
  };

  function sincronizar(forzar = true): Promise<void> {
    if (corriendo) {
      otraVez = true;
      return corriendo;
    }
    corriendo = correr(forzar).finally(() => {
      corriendo = null;
      if (otraVez) {
        otraVez = false;
        void sincronizar(forzar);
      }
    });
    return corriendo;
  }

  return {
    sincronizar,
    detener: () => {
      if (temporizador) clearTimeout(temporizador);
      temporizador = null;
    },
  };
}
