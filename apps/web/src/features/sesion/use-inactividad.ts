import { useCallback, useEffect, useRef, useState } from 'react';
import { leerUltimaActividad, registrarActividad } from '../../lib/actividad';

const EVENTOS_DE_ACTIVIDAD = ['click', 'keydown', 'mousemove', 'touchstart', 'wheel', 'scroll'] as const;

export interface EstadoDeInactividad {
  /** Segundos hasta el cierre mientras el aviso está abierto; null si no hay aviso. */
  segundosRestantes: number | null;
  /** "Seguir aquí": cuenta como actividad ahora mismo. */
  seguir: () => void;
}

/**
 * Vigila la inactividad (docs/producto.md#sesion). Cada segundo compara la última actividad (compartida entre
 * pestañas por el almacenamiento) con el límite: abre el aviso al entrar en la ventana de aviso y llama a `alExpirar`
 * una sola vez al llegar a 0. Mientras el aviso está abierto, los movimientos del usuario no cuentan: hay que elegir.
 */
export function useInactividad(opciones: {
  idleSegundos: number;
  avisoSegundos: number;
  alExpirar: () => void;
  /** Cuenta al servidor que el usuario sigue activo (el ping). */
  informar: () => void;
}): EstadoDeInactividad {
  const { idleSegundos, avisoSegundos, alExpirar, informar } = opciones;
  const [segundosRestantes, setSegundosRestantes] = useState<number | null>(null);
  const avisoAbierto = useRef(false);
  const expirada = useRef(false);
  const ultimaEscritura = useRef(0);
  const ultimoInforme = useRef(Date.now());

  const revisar = useCallback(() => {
    if (expirada.current) return;
    const restanteMs = leerUltimaActividad() + idleSegundos * 1000 - Date.now();
    if (restanteMs <= 0) {
      expirada.current = true;
      avisoAbierto.current = false;
      setSegundosRestantes(null);
      alExpirar();
    } else if (restanteMs <= avisoSegundos * 1000) {
      avisoAbierto.current = true;
      setSegundosRestantes(Math.ceil(restanteMs / 1000));
    } else if (avisoAbierto.current) {
      // Otra pestaña registró actividad: el aviso se cierra solo.
      avisoAbierto.current = false;
      setSegundosRestantes(null);
    }
  }, [idleSegundos, avisoSegundos, alExpirar]);

  useEffect(() => {
    const alActuar = () => {
      if (avisoAbierto.current || expirada.current) return;
      const ahora = Date.now();
      // mousemove llega decenas de veces por segundo: basta con escribir una vez por segundo.
      if (ahora - ultimaEscritura.current < 1000) return;
      ultimaEscritura.current = ahora;
      registrarActividad(ahora);
      // El servidor solo sabe de la actividad por las peticiones. Quien escribe un formulario largo sin pedir nada
      // seguiría activo aquí y inactivo allá, y el flujo en vivo (tráfico de fondo) lo daría por ido: cada cuarto del
      // límite con actividad, un ping lo pone al día.
      if (ahora - ultimoInforme.current >= (idleSegundos * 1000) / 4) {
        ultimoInforme.current = ahora;
        informar();
      }
    };
    const alVolverALaPestana = () => {
      if (document.visibilityState === 'visible') alActuar();
    };
    for (const evento of EVENTOS_DE_ACTIVIDAD)
      window.addEventListener(evento, alActuar, { passive: true, capture: true });
    window.addEventListener('focus', alActuar);
    document.addEventListener('visibilitychange', alVolverALaPestana);
    const reloj = window.setInterval(revisar, 1000);
    revisar();
    return () => {
      for (const evento of EVENTOS_DE_ACTIVIDAD)
        window.removeEventListener(evento, alActuar, { capture: true });
      window.removeEventListener('focus', alActuar);
      document.removeEventListener('visibilitychange', alVolverALaPestana);
      window.clearInterval(reloj);
    };
  }, [revisar, idleSegundos, informar]);

  const seguir = useCallback(() => {
    avisoAbierto.current = false;
    registrarActividad();
    setSegundosRestantes(null);
  }, []);

  return { segundosRestantes, seguir };
}
