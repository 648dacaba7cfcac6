import { Writable } from 'node:stream';
import { ZONA_DE_NEGOCIO } from '@prestamos/domain';
import type { OpcionesDeApp } from '../app';
import type { Config } from '../config';

const NIVELES: Record<number, string> = {
  10: 'TRAZA',
  20: 'DEPURA',
  30: 'INFO',
  40: 'AVISO',
  50: 'ERROR',
  60: 'FATAL',
};

const formatoHora = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONA_DE_NEGOCIO,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

interface Linea {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  err?: { message?: string; stack?: string };
}

/** Una línea JSON de pino para leerla en la consola: `14:05:09 AVISO mensaje: error (petición id)`, y la pila si es error. */
export function lineaLegible(json: string): string {
  let l: Linea;
  try {
    l = JSON.parse(json) as Linea;
  } catch {
    return json;
  }
  const nivel = l.level ?? 30;
  const partes = [
    formatoHora.format(new Date(l.time ?? Date.now())),
    NIVELES[nivel] ?? String(nivel),
    l.msg ?? '',
  ];
  let texto = partes.join(' ');
  if (l.err?.message && l.err.message !== l.msg) texto += `: ${l.err.message}`;
  if (l.reqId) texto += ` (petición ${l.reqId})`;
  if (nivel >= 50 && l.err?.stack) texto += `\n${l.err.stack.replace(/^/gm, '    ')}`;
  return texto;
}

/** Un flujo para el registro de Fastify que escribe en `salida` cada línea ya legible. */
export function registroLegible(salida: NodeJS.WritableStream): Writable {
  return new Writable({
    write(trozo, _codificacion, listo) {
      const lineas = String(trozo).split('\n').filter(Boolean);
      salida.write(lineas.map((l) => `${lineaLegible(l)}\n`).join(''));
      listo();
    },
  });
}

/**
 * El registro del servidor según LOG_FORMAT. `text` (por defecto): la consola de `npm start` queda para leerla, con el
 * arranque, los accesos sembrados, los avisos y los errores, sin una línea por petición que los haga correr. `json`:
 * una línea JSON por petición y por evento, para quien junta y busca registros (su id, método, URL sin secretos e IP).
 */
export function opcionesDeRegistro(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  salida: NodeJS.WritableStream = process.stdout,
): Pick<OpcionesDeApp, 'nivelDeRegistro' | 'flujoDeRegistro' | 'registrarPeticiones'> {
  if (config.logFormat === 'json') return { nivelDeRegistro: config.logLevel };
  return {
    nivelDeRegistro: config.logLevel,
    flujoDeRegistro: registroLegible(salida),
    registrarPeticiones: false,
  };
}
