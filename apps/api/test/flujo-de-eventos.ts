import type { FastifyInstance } from 'fastify';

export interface EventoRecibido {
  id: string | null;
  event: string;
  // biome-ignore lint/suspicious/noExplicitAny: las pruebas leen cargas JSON arbitrarias y afirman sus valores.
  data: any;
}

/** Un flujo de eventos abierto contra un servidor que escucha de verdad (SSE no se puede probar con inject). */
export interface FlujoAbierto {
  status: number;
  eventos: EventoRecibido[];
  comentarios: number;
  /** Se resuelve cuando el servidor cierra el flujo. */
  cerrado: Promise<void>;
  /** Lo mismo, pero falla si el servidor no lo cerró antes de `ms`. */
  cerradoAntesDe(ms: number): Promise<void>;
  /** El primer evento recibido (o que llegue) que cumple `cumple`; falla pasado `ms`. */
  esperar(cumple: (e: EventoRecibido) => boolean, ms?: number): Promise<EventoRecibido>;
  cerrar(): void;
}

/** La dirección de un servidor de prueba, escuchando en un puerto libre. */
export async function escuchar(app: FastifyInstance): Promise<string> {
  const direccion = await app.listen({ port: 0, host: '127.0.0.1' });
  return direccion;
}

/** Abre `/api/events/stream` con esa consulta y lee sus eventos mientras esté abierto. */
export async function abrirFlujo(
  base: string,
  consulta: Record<string, string>,
  cabeceras: Record<string, string> = {},
): Promise<FlujoAbierto> {
  const corte = new AbortController();
  const r = await fetch(`${base}/api/events/stream?${new URLSearchParams(consulta)}`, {
    headers: cabeceras,
    signal: corte.signal,
  });
  const eventos: EventoRecibido[] = [];
  const esperando = new Set<() => void>();
  const flujo: FlujoAbierto = {
    status: r.status,
    eventos,
    comentarios: 0,
    cerrado: Promise.resolve(),
    cerrar: () => corte.abort(),
    cerradoAntesDe: (ms) =>
      new Promise((resolver, fallar) => {
        const plazo = setTimeout(() => fallar(new Error(`El servidor no cerró el flujo en ${ms} ms`)), ms);
        void flujo.cerrado.then(() => {
          clearTimeout(plazo);
          resolver();
        });
      }),
    esperar: (cumple, ms = 30_000) =>
      new Promise((resolver, fallar) => {
        const revisar = () => {
          const hallado = eventos.find(cumple);
          if (!hallado) return false;
          clearTimeout(plazo);
          esperando.delete(revisar);
          resolver(hallado);
          return true;
        };
        const plazo = setTimeout(() => {
          esperando.delete(revisar);
          fallar(
            new Error(
              `No llegó el evento esperado; llegaron: ${JSON.stringify(eventos.map((e) => e.event))}`,
            ),
          );
        }, ms);
        if (!revisar()) esperando.add(revisar);
      }),
  };
  if (r.status !== 200 || !r.body) return flujo;
  const lector = r.body.pipeThrough(new TextDecoderStream()).getReader();
  flujo.cerrado = (async () => {
    let resto = '';
    try {
      for (;;) {
        const { value, done } = await lector.read();
        if (done) return;
        resto += value;
        let fin = resto.indexOf('\n\n');
        while (fin >= 0) {
          const bloque = resto.slice(0, fin);
          resto = resto.slice(fin + 2);
          fin = resto.indexOf('\n\n');
          const lineas = bloque.split('\n');
          if (lineas.every((l) => l.startsWith(':'))) {
            flujo.comentarios++;
            continue;
          }
          const campo = (nombre: string) =>
            lineas.find((l) => l.startsWith(`${nombre}: `))?.slice(nombre.length + 2) ?? null;
          const evento = campo('event');
          if (!evento) continue;
          eventos.push({ id: campo('id'), event: evento, data: JSON.parse(campo('data') ?? 'null') });
          for (const revisar of [...esperando]) revisar();
        }
      }
    } catch {
      // Cortado por la prueba.
    }
  })();
  return flujo;
}
