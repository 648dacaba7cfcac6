import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';

/** Lo que anota una medición: la duración de cada llamada y cuántas respuestas hubo de cada código. */
export class Registro {
  readonly duraciones: number[] = [];
  readonly codigos = new Map<number, number>();

  anotar(ms: number, codigo: number) {
    this.duraciones.push(ms);
    this.codigos.set(codigo, (this.codigos.get(codigo) ?? 0) + 1);
  }

  /** Respuestas 5xx (y llamadas que no llegaron a responder, anotadas como 599). */
  get fallas(): number {
    let n = 0;
    for (const [codigo, veces] of this.codigos) if (codigo >= 500) n += veces;
    return n;
  }

  /** Los códigos que no fueron 2xx, p. ej. "409×3 500×1". */
  get noExitosos(): string {
    return [...this.codigos]
      .filter(([codigo]) => codigo < 200 || codigo >= 300)
      .map(([codigo, veces]) => `${codigo}×${veces}`)
      .join(' ');
  }

  percentil(p: number): number {
    if (this.duraciones.length === 0) return 0;
    const orden = [...this.duraciones].sort((a, b) => a - b);
    return orden[Math.min(orden.length - 1, Math.floor((p / 100) * orden.length))] ?? 0;
  }
}

// biome-ignore lint/suspicious/noExplicitAny: el banco lee cuerpos JSON de muchas formas y toma de ellos ids y montos.
type Cuerpo = any;

export interface Respuesta {
  status: number;
  body: Cuerpo;
}

/**
 * Un usuario del banco: su token y un pool de `conexiones` keep-alive hacia el servidor (undici). Cada llamada se anota
 * en el registro vigente; una respuesta que no es la esperada no detiene la medición, se cuenta.
 */
export class Usuario {
  registro: Registro | null = null;

  constructor(
    private readonly pool: Pool,
    readonly token: string,
    private readonly tenant?: string,
  ) {}

  static conPool(url: string, conexiones: number, token: string, tenant?: string): Usuario {
    return new Usuario(new Pool(url, { connections: conexiones, pipelining: 1 }), token, tenant);
  }

  /** Otro usuario (su token, y la empresa que ve si es soporte) sobre la misma conexión. */
  como(token: string, tenant?: string): Usuario {
    return new Usuario(this.pool, token, tenant);
  }

  async llamar(
    metodo: 'GET' | 'POST' | 'PUT' | 'DELETE',
    ruta: string,
    cuerpo?: unknown,
    tipo = 'application/json',
  ): Promise<Respuesta> {
    const inicio = performance.now();
    try {
      const r = await this.pool.request({
        method: metodo,
        path: ruta,
        headers: {
          authorization: `Bearer ${this.token}`,
          ...(cuerpo === undefined ? {} : { 'content-type': tipo }),
          ...(this.tenant ? { 'x-tenant': this.tenant } : {}),
        },
        body: cuerpo === undefined ? undefined : Buffer.isBuffer(cuerpo) ? cuerpo : JSON.stringify(cuerpo),
      });
      const texto = await r.body.text();
      this.registro?.anotar(performance.now() - inicio, r.statusCode);
      const esJson = String(r.headers['content-type'] ?? '').includes('json');
      return { status: r.statusCode, body: esJson && texto ? JSON.parse(texto) : texto };
    } catch (error) {
      this.registro?.anotar(performance.now() - inicio, 599);
      return { status: 599, body: String(error) };
    }
  }

  get = (ruta: string) => this.llamar('GET', ruta);
  post = (ruta: string, cuerpo: unknown = {}) => this.llamar('POST', ruta, cuerpo);
  put = (ruta: string, cuerpo: unknown) => this.llamar('PUT', ruta, cuerpo);
}

/** Falla el banco (no la medición) si una llamada de preparación no salió como debía. */
export function exigir(r: Respuesta, esperado: number, que: string): Cuerpo {
  if (r.status !== esperado) throw new Error(`${que}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}
