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
async function cargar(url: string, llamada: Llamada, conexiones: number, segundos: number): Promise<Medida> {
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

const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/**
 * La llamada medida `vueltas` veces seguidas: la mediana de cada cifra (req/s, p50 y p99 por separado) y las
 * respuestas no 2xx de todas. La máquina del banco varía mucho entre una vuelta de 3 s y la siguiente (el mismo servidor
 * con la misma base dio 1 358, 1 829 y 1 515 req/s en el plan de un préstamo, con p99 de 57, 34 y 37 ms): una vuelta
 * sola decide una meta por suerte.
 */
export async function cargarVariasVeces(
  url: string,
  llamada: Llamada,
  conexiones: number,
  segundos: number,
  vueltas: number,
): Promise<Medida & { rpsDeCadaVuelta: number[] }> {
  const medidas: Medida[] = [];
  for (let i = 0; i < vueltas; i++) medidas.push(await cargar(url, llamada, conexiones, segundos));
  return {
    rps: mediana(medidas.map((m) => m.rps)),
    p50: mediana(medidas.map((m) => m.p50)),
    p99: mediana(medidas.map((m) => m.p99)),
    errores: medidas.reduce((s, m) => s + m.errores, 0),
    codigos: medidas
      .map((m) => m.codigos)
      .filter(Boolean)
      .join(' '),
    rpsDeCadaVuelta: medidas.map((m) => m.rps),
  };
}
