/**
 * Dónde se va la CPU de cada llamada del banco: la del proceso del servidor (y cuánta de ella es del sistema), la de
 * todos los procesos de PostgreSQL y la de la máquina entera, leídas de /proc durante la carga y divididas por las
 * peticiones servidas. El perfil de V8 no lo dice: cuenta como CPU el rato en que el proceso espera a que el núcleo se lo
 * devuelva (bench/RESULTADOS.md, duodécima revisión). Sobre la base ya generada por `npm run bench:http` y el servidor
 * compilado (`npm run build`). Uso:
 *   DATABASE_URL=postgres://.../prestamos_banco npx tsx bench/cpu-por-peticion.ts [filtro] [segundos]
 */
import autocannon from 'autocannon';
import { cpuDe, cpuDeLaMaquina, cpuDePostgres } from './cpu';
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
