import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { SesionDeFlujo } from './poblar';

/** Los flujos abiertos por el banco: los vigilados avisan cada cobro que reciben; los demás solo se leen y se tiran. */
export interface FlujosAbiertos {
  abiertos: number;
  cerrar(): void;
}

/**
 * Abre un flujo por sesión (cada uno su propio socket, como navegadores distintos). En los de `vigilados`, cada
 * `pago.registrado` llama a `alCobro(id_recibo, instante)`.
 */
export async function abrirFlujos(
  url: string,
  sesiones: SesionDeFlujo[],
  vigilados: Set<number>,
  alCobro: (idRecibo: number, instante: number) => void,
): Promise<FlujosAbiertos> {
  const peticiones: http.ClientRequest[] = [];
  let abiertos = 0;
  const abrir = (s: SesionDeFlujo, i: number) =>
    new Promise<void>((resolver, fallar) => {
      const consulta = new URLSearchParams({ token: s.token, tenant: String(s.idEmpresa) });
      const req = http.get(`${url}/api/events/stream?${consulta}`, { agent: false }, (res) => {
        if (res.statusCode !== 200) {
          fallar(new Error(`Flujo ${i}: ${res.statusCode}`));
          return;
        }
        abiertos++;
        res.setEncoding('utf8');
        if (!vigilados.has(i)) {
          res.on('data', () => {});
          resolver();
          return;
        }
        let resto = '';
        res.on('data', (trozo: string) => {
          const instante = performance.now();
          resto += trozo;
          let fin = resto.indexOf('\n\n');
          while (fin >= 0) {
            const bloque = resto.slice(0, fin);
            resto = resto.slice(fin + 2);
            fin = resto.indexOf('\n\n');
            if (!bloque.includes('event: pago.registrado')) continue;
            const datos = bloque.split('\n').find((l) => l.startsWith('data: '));
            const idRecibo = JSON.parse(datos?.slice(6) ?? '{}')?.data?.id_recibo;
            if (typeof idRecibo === 'number') alCobro(idRecibo, instante);
          }
        });
        resolver();
      });
      req.on('error', fallar);
      peticiones.push(req);
    });
  // De a 100 a la vez: así abre un servidor que arranca con navegadores esperando.
  for (let i = 0; i < sesiones.length; i += 100) {
    await Promise.all(sesiones.slice(i, i + 100).map((s, j) => abrir(s, i + j)));
  }
  return {
    get abiertos() {
      return abiertos;
    },
    cerrar: () => {
      for (const p of peticiones) p.destroy();
    },
  };
}
