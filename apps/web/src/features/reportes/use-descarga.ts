import { useEffect, useRef, useState } from 'react';
import { mensajeDe } from '../../lib/api-error';
import { notificar } from '../../lib/notificar';
import { descargarCsv, type Progreso, textoDeFilas } from './descarga';

/** Cada cuánto se muestra lo recibido. */
const INTERVALO_MS = 100;

export interface PedidoDeCsv {
  ruta: string;
  query?: Record<string, string | number | null | undefined>;
  /** Nombre del archivo si el servidor no da uno: `{base}-{hoy}.csv`. */
  base: string;
  /** Cuántas filas se esperan (el total de la lista), para la barra; null si no se sabe. */
  esperadas: number | null;
}

export interface Descarga {
  /** La descarga en curso (solo una a la vez) con lo recibido. */
  enCurso: { base: string; progreso: Progreso; esperadas: number | null } | null;
  descargar: (pedido: PedidoDeCsv) => void;
  cancelar: () => void;
}

/**
 * Descargas de CSV de la pantalla: una a la vez, con lo recibido a la vista, cancelables; se cortan si se sale de la
 * pantalla. Un fallo avisa con el mensaje del servidor.
 */
export function useDescarga(): Descarga {
  const [enCurso, setEnCurso] = useState<Descarga['enCurso']>(null);
  const control = useRef<AbortController | null>(null);
  useEffect(() => () => control.current?.abort(), []);

  const descargar = (pedido: PedidoDeCsv) => {
    if (control.current) return;
    const actual = new AbortController();
    control.current = actual;
    const { base, esperadas } = pedido;
    setEnCurso({ base, esperadas, progreso: { bytes: 0, filas: 0 } });
    // Un archivo grande llega en cientos de trozos: la pantalla se actualiza a lo sumo cada 100 ms.
    let mostrado = 0;
    descargarCsv({
      ...pedido,
      signal: actual.signal,
      alAvanzar: (progreso) => {
        const ahora = performance.now();
        if (ahora - mostrado < INTERVALO_MS) return;
        mostrado = ahora;
        setEnCurso({ base, esperadas, progreso });
      },
    })
      .then((final) => notificar.exito(`Archivo descargado: ${textoDeFilas(final.filas)}.`))
      .catch((error: unknown) => {
        if (actual.signal.aborted) return;
        notificar.error(mensajeDe(error, 'Intenta nuevamente.'), 'No se pudo descargar el archivo');
      })
      .finally(() => {
        if (control.current === actual) control.current = null;
        if (!actual.signal.aborted) setEnCurso(null);
      });
  };

  const cancelar = () => {
    control.current?.abort();
    control.current = null;
    setEnCurso(null);
  };

  return { enCurso, descargar, cancelar };
}
