/**
 * Dónde se va la CPU de cada llamada del banco: la del proceso del servidor (y cuánta de ella es del sistema), la de
 * todos los procesos de PostgreSQL y la de la máquina entera, leídas de /proc durante la carga y divididas por las
 * peticiones servidas. El perfil de V8 no lo dice: cuenta como CPU el rato en que el proceso espera a que el núcleo se lo
 * devuelva (decisions §18, duodécima revisión). Sobre la base ya generada por `npm run bench:http` y el servidor
 * compilado (`npm run build`). Uso:
 *   DATABASE_URL=postgres://.../prestamos_banco npx tsx bench/cpu-por-peticion.ts [filtro] [segundos]
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import { llamadasDelBanco } from './http/llamadas';
import { muestrasDelBanco } from './http/muestras';
import { CLAVE, reusarBase } from './http/preparar';
import { arrancarServidor, entrar, porSocketSiEsLocal } from './http/servidor';

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) {
  console.error('Define DATABASE_URL: la base del banco HTTP (npm run bench:http la genera).');
  process.exit(1);
}
const [filtro = '', segundos = '5'] = process.argv.slice(2);
const base = await reusarBase(url);
const muestras = await muestrasDelBanco(base);
const servidor = await arrancarServidor(porSocketSiEsLocal(url), 4950);
const tokens = {
  admin: await entrar(servidor.url, 'DEMO', 'admin', CLAVE),
  cobrador: await entrar(servidor.url, 'DEMO', 'cobrador', CLAVE),
  chica: await entrar(servidor.url, 'CHICA1', 'admin', CLAVE),
};

/** Milisegundos de CPU (usuario y sistema) de un proceso, de /proc/<pid>/stat. */
function cpuDe(pid: number | string): { total: number; sistema: number } {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const campos = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ms = (i: number) => Number(campos[i]) * 10;
  return { total: ms(11) + ms(12), sistema: ms(12) };
}

/** CPU de todos los procesos de PostgreSQL (los que terminan mientras tanto no cuentan: el pool los mantiene). */
function cpuDePostgres(): number {
  let total = 0;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += cpuDe(pid).total;
    } catch {
      // El proceso terminó entre la lista y la lectura.
    }
  }
  return total;
}

/** CPU ocupada y total de la máquina (todas las CPU), de /proc/stat. */
function cpuDeLaMaquina(): { ocupada: number; total: number } {
  const [, ...valores] = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/);
  const t = valores.map((v) => Number(v) * 10);
  const ociosa = (t[3] ?? 0) + (t[4] ?? 0);
  const total = t.reduce((a, b) => a + b, 0);
  return { ocupada: total - ociosa, total };
}

const fotografia = () => ({
  servidor: cpuDe(servidor.proceso.pid ?? 0),
  postgres: cpuDePostgres(),
  maquina: cpuDeLaMaquina(),
});

console.log(
  'llamada'.padEnd(36),
  'req/s',
  ' p99',
  '| µs de CPU por petición: servidor (sistema), PostgreSQL, máquina | ocupada',
);
for (const llamada of llamadasDelBanco(tokens, muestras)) {
  if (llamada.metodo === 'POST' || !llamada.nombre.includes(filtro)) continue;
  const opciones = {
    url: `${servidor.url}${llamada.ruta}`,
    connections: 32,
    headers: { authorization: `Bearer ${llamada.token}` },
  };
  await autocannon({ ...opciones, duration: 1 });
  const antes = fotografia();
  const r = await autocannon({ ...opciones, duration: Number(segundos) });
  const despues = fotografia();
  const porPeticion = (ms: number) => Math.round((ms * 1000) / r.requests.total);
  const ocupada = despues.maquina.ocupada - antes.maquina.ocupada;
  console.log(
    llamada.nombre.padEnd(36),
    String(Math.round(r.requests.average)).padStart(5),
    String(r.latency.p99).padStart(4),
    `| ${porPeticion(despues.servidor.total - antes.servidor.total)}`,
    `(${porPeticion(despues.servidor.sistema - antes.servidor.sistema)}),`,
    `${porPeticion(despues.postgres - antes.postgres)},`,
    porPeticion(ocupada),
    `| ${Math.round((100 * ocupada) / (despues.maquina.total - antes.maquina.total))} %`,
    r.non2xx ? `, ${r.non2xx} no 2xx` : '',
  );
}
await servidor.detener();
await base.cerrar();
