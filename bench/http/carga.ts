import autocannon from 'autocannon';

export interface Medida {
  rps: number;
  p50: number;
  p99: number;
  errores: number;
  /** Los códigos HTTP que no fueron 2xx (p. ej. "401×12"), para saber qué falló. */
  codigos: string;
}

export interface Llamada {
  nombre: string;
  metodo?: 'GET' | 'POST';
  ruta: string;
  token: string;
  /** Para escrituras: cambia la ruta o el cuerpo de cada petición (p. ej. un préstamo distinto por cobro). */
  preparar?: (n: number) => { ruta: string; cuerpo?: unknown };
}

/** La llamada con autocannon: `conexiones` a la vez durante `segundos`; req/s, p50 y p99 (ms) y respuestas no 2xx. */
export async function cargar(
  url: string,
  llamada: Llamada,
  conexiones: number,
  segundos: number,
): Promise<Medida> {
  let n = 0;
  const headers = { authorization: `Bearer ${llamada.token}`, 'content-type': 'application/json' };
  const r = await autocannon({
    url: `${url}${llamada.ruta}`,
    method: llamada.metodo ?? 'GET',
    connections: conexiones,
    duration: segundos,
    headers,
    requests: [
      {
        setupRequest: (req) => {
          if (!llamada.preparar) return req;
          const p = llamada.preparar(n++);
          return {
            ...req,
            path: p.ruta,
            ...(p.cuerpo === undefined ? {} : { body: JSON.stringify(p.cuerpo) }),
          };
        },
      },
    ],
  });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errores: r.non2xx + r.errors + r.timeouts,
    codigos: Object.entries(r.statusCodeStats ?? {})
      .filter(([codigo]) => !codigo.startsWith('2'))
      .map(([codigo, s]) => `${codigo}×${(s as { count: number }).count}`)
      .join(' '),
  };
}
