import type { APIRequestContext, BrowserContext } from '@playwright/test';

/**
 * El tiempo de un recorrido, bajo su control: el reloj del navegador (el de Playwright, `context.clock`) y el del
 * servidor (`/api/prueba/reloj`, solo en los servidores de recorridos) avanzan juntos y solo cuando el recorrido lo
 * pide. Así la inactividad de cinco minutos, el aviso de 60 s o la revisión de las sesiones se prueban sin esperar
 * segundos de verdad, y una máquina ocupada no cambia lo que pasa.
 */
export interface Tiempo {
  /** Detiene el reloj de todas las páginas del contexto (las abiertas y las que se abran) en la hora del servidor. */
  detener(): Promise<void>;
  /** Pasa `ms` en el servidor y luego en el navegador (los intervalos de la página corren como si el tiempo pasara). */
  pasar(ms: number): Promise<void>;
}

export async function controlarElTiempo(
  context: BrowserContext,
  request: APIRequestContext,
): Promise<Tiempo> {
  const horaDelServidor = async () => {
    const r = await request.get('/api/prueba/reloj');
    return Date.parse(((await r.json()) as { ahora: string }).ahora);
  };
  // Instalado antes de abrir ninguna página, para que todas usen el reloj falso desde su primer script.
  await context.clock.install({ time: await horaDelServidor() });
  return {
    detener: async () => {
      // Un poco adelante de la hora real: el reloj pausado no puede ir hacia atrás (lo que ya corrió en la página).
      const hora = (await horaDelServidor()) + 10_000;
      await request.post('/api/prueba/reloj', { data: { ms: 10_000 } });
      await context.clock.pauseAt(hora);
    },
    pasar: async (ms) => {
      const r = await request.post('/api/prueba/reloj', { data: { ms } });
      if (!r.ok()) throw new Error(`El servidor no adelantó su reloj: ${r.status()}`);
      await context.clock.runFor(ms);
    },
  };
}
