import { performance } from 'node:perf_hooks';
import { ID_EMPRESA_DEMO } from '../apps/api/src/seed/sembrar';
import { medir, medirCpu } from './escrituras/carga';
import { Existencias } from './escrituras/existencias';
import { exigir, Usuario } from './escrituras/http';
import { baseComoNueva, CLAVE } from './escrituras/preparar';
import { abrirFlujos } from './eventos/flujos';
import { poblarSesiones } from './eventos/poblar';
import { arrancarServidor, entrar, porSocketSiEsLocal } from './http/servidor';

/**
 * Banco de eventos en vivo (issue 33): una instancia del servidor compilado sobre PostgreSQL con 2 000 flujos SSE
 * abiertos (DEMO y 99 empresas más) mientras 8 personas cobran en DEMO. Mide, en una corrida: la memoria por flujo,
 * la demora de cada `pago.registrado` desde la respuesta del cobro (ya confirmado) hasta que llega a 20 flujos de DEMO
 * (p50, p99, y los que no llegaron), y los cobros por segundo con los flujos abiertos contra sin ninguno (antes y
 * después, para ver la deriva de la máquina). Uso: DATABASE_URL=postgres://…/base_dedicada npm run bench:eventos
 * (BANCO_FLUJOS, BANCO_EMPRESAS, BANCO_SEGUNDOS lo cambian; BANCO_EMPRESAS=1: todos los flujos en DEMO reciben cada
 * cobro, el peor caso).
 */
const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) {
  console.error('El banco de eventos mide PostgreSQL: define DATABASE_URL (una base dedicada; se vacía).');
  process.exit(1);
}
const FLUJOS = Number(process.env.BANCO_FLUJOS ?? 2000);
const EMPRESAS = Number(process.env.BANCO_EMPRESAS ?? 100);
const SEGUNDOS = Number(process.env.BANCO_SEGUNDOS ?? 10);
const CONEXIONES = 8;
const VIGILADOS = 20;

const base = await baseComoNueva(url);
const sesiones = await poblarSesiones(base, FLUJOS, EMPRESAS);
const servidor = await arrancarServidor(porSocketSiEsLocal(url), 4920, (linea) => {
  if (linea.includes('"level":50')) console.error(linea.slice(0, 400));
});
const percentil = (xs: number[], p: number) => {
  const orden = [...xs].sort((a, b) => a - b);
  return orden.length
    ? (orden[Math.min(orden.length - 1, Math.floor((p / 100) * orden.length))] as number)
    : NaN;
};
try {
  const admin = Usuario.conPool(servidor.url, 8, await entrar(servidor.url, 'DEMO', 'admin', CLAVE));
  const personas: Usuario[] = [];
  for (let i = 1; i <= CONEXIONES; i++) {
    const usuario = `cajero${i}`;
    exigir(
      await admin.post('/api/usuarios', { usuario, rol: 'ADMIN', password: CLAVE }),
      201,
      'Alta de cajero',
    );
    personas.push(Usuario.conPool(servidor.url, 1, await entrar(servidor.url, 'DEMO', usuario, CLAVE)));
  }
  exigir(
    await admin.post('/api/caja/movimientos', { tipo: 'INGRESO', monto: 90_000_000, descripcion: 'Capital' }),
    201,
    'Capital de la caja',
  );
  const ex = new Existencias();
  console.log('Preparando préstamos que cobrar por la API…');
  await ex.reponer(admin, Math.ceil((SEGUNDOS * 3 * 400) / 12));

  // Cada cobro: cuándo llegó su respuesta; cada llegada a un flujo vigilado: cuánto después.
  const respondidos = new Map<number, number>();
  const llegadasTempranas = new Map<number, number[]>();
  const demoras: number[] = [];
  let exitosos = 0;
  const cobrar = async (quien: Usuario) => {
    const p = ex.siguienteACobrar();
    const c = p?.cuotas[p.toca];
    if (!p || !c) throw new Error('El banco se quedó sin cuotas que cobrar.');
    p.toca++;
    const r = await quien.post(`/api/pagos/${c.id_pago}/cobrar`, { monto: c.adeudado, metodo: 'EFECTIVO' });
    if (r.status !== 200) return;
    exitosos++;
    const ahora = performance.now();
    respondidos.set(r.body.id_recibo, ahora);
    for (const llegada of llegadasTempranas.get(r.body.id_recibo) ?? [])
      demoras.push(Math.max(0, llegada - ahora));
    llegadasTempranas.delete(r.body.id_recibo);
  };
  const alCobro = (idRecibo: number, instante: number) => {
    const respondido = respondidos.get(idRecibo);
    if (respondido === undefined)
      llegadasTempranas.set(idRecibo, [...(llegadasTempranas.get(idRecibo) ?? []), instante]);
    else demoras.push(instante - respondido);
  };
  // Cada medición con la CPU que gastó por cobro el servidor, PostgreSQL y el propio banco (que lee los flujos).
  const medirCobros = async () => {
    const cpu = medirCpu(servidor.proceso.pid ?? 0);
    const antes = exitosos;
    const m = await medir(CONEXIONES, SEGUNDOS, personas, (t) => cobrar(personas[t] as Usuario));
    return { ...m, exitosos: exitosos - antes, cpu: cpu.porOperacion(m.operaciones) };
  };
  const cpuDe = (m: Awaited<ReturnType<typeof medirCobros>>) =>
    `CPU por cobro: servidor ${m.cpu.servidor} ms, base ${m.cpu.base} ms, banco ${m.cpu.banco} ms; máquina ${m.cpu.maquina} %`;

  await medir(CONEXIONES, 3, personas, (t) => cobrar(personas[t] as Usuario)); // calentar
  const sin1 = await medirCobros();
  const memoriaSin = servidor.memoria();

  const deDemo = sesiones.flatMap((s, i) => (s.idEmpresa === ID_EMPRESA_DEMO ? [i] : []));
  const vigilados = new Set(deDemo.slice(0, VIGILADOS));
  const inicio = performance.now();
  const flujos = await abrirFlujos(servidor.url, sesiones, vigilados, alCobro);
  const abrirMs = performance.now() - inicio;
  await new Promise((r) => setTimeout(r, 3000));
  const memoriaCon = servidor.memoria();
  // A-B-B-A: sin, con, con, sin. La base se pone más lenta con cada cobro (sin autovacuum en esta máquina): así las
  // dos mediciones de cada lado caen, en promedio, en el mismo momento.
  respondidos.clear();
  const con1 = await medirCobros();
  const con2 = await medirCobros();
  await new Promise((r) => setTimeout(r, 1000));
  const esperadas = (con1.exitosos + con2.exitosos) * vigilados.size;
  const recibidas = demoras.length;
  flujos.cerrar();
  await new Promise((r) => setTimeout(r, 2000));
  const sin2 = await medirCobros();

  const sin = (sin1.porSegundo + sin2.porSegundo) / 2;
  const con = { porSegundo: (con1.porSegundo + con2.porSegundo) / 2, p99: Math.max(con1.p99, con2.p99) };
  console.log(
    `\nEventos en vivo: ${FLUJOS} flujos (${EMPRESAS} empresas), ${CONEXIONES} personas cobrando en DEMO, ${SEGUNDOS} s por medición.`,
  );
  console.log(`Flujos abiertos: ${flujos.abiertos} en ${Math.round(abrirMs)} ms`);
  console.log(
    `Memoria del servidor: ${memoriaSin} MB sin flujos, ${memoriaCon} MB con ellos: ${Math.round(((memoriaCon - memoriaSin) * 1024) / FLUJOS)} KB por flujo`,
  );
  console.log(
    `Cobros/s sin flujos: ${sin1.porSegundo} antes, ${sin2.porSegundo} después (p99 ${sin1.p99} / ${sin2.p99} ms)`,
  );
  console.log(
    `Cobros/s con flujos: ${con1.porSegundo} y ${con2.porSegundo} (p99 ${con.p99} ms): ${Math.round((con.porSegundo / sin) * 100)} % de sin flujos`,
  );
  console.log(`Sin flujos, antes: ${cpuDe(sin1)}`);
  console.log(`Con flujos (1):    ${cpuDe(con1)}`);
  console.log(`Con flujos (2):    ${cpuDe(con2)}`);
  console.log(`Sin flujos, luego: ${cpuDe(sin2)}`);
  console.log(
    `Entrega (respuesta del cobro → evento en ${vigilados.size} flujos de DEMO): p50 ${percentil(demoras, 50).toFixed(1)} ms, ` +
      `p99 ${percentil(demoras, 99).toFixed(1)} ms, máx. ${percentil(demoras, 100).toFixed(1)} ms; ` +
      `${recibidas} de ${esperadas} entregas (${esperadas - recibidas} sin llegar)`,
  );
  console.log(
    `Errores: ${[sin1, con1, con2, sin2].reduce((n, m) => n + m.fallas, 0)} ${[sin1, con1, con2, sin2].map((m) => m.noExitosos).join(' ')}`,
  );
} finally {
  await servidor.detener();
  await base.cerrar();
}
