import { construirApp } from '../apps/api/src/app';
import { leerConfig } from '../apps/api/src/config';
import { verificarInvariantes } from '../apps/api/src/db/invariantes';
import { capturarSql, pgbench } from './http/captura';
import { cargarVariasVeces } from './http/carga';
import { medirCsv } from './http/csv';
import { llamadasDelBanco } from './http/llamadas';
import { muestrasDelBanco } from './http/muestras';
import { CLAVE, prepararBase, reusarBase } from './http/preparar';
import { arrancarServidor, entrar, INACTIVIDAD_DEL_BANCO, porSocketSiEsLocal } from './http/servidor';

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) {
  console.error('El banco HTTP mide PostgreSQL: define DATABASE_URL (una base dedicada; se vacía).');
  process.exit(1);
}
const SEGUNDOS = Number(process.env.BANCO_SEGUNDOS ?? 3);
const CONEXIONES = [1, 8, 32];
/** Las metas del issue 12 son a 32 conexiones: ahí cada llamada se mide varias veces y se da la mediana. */
const VUELTAS_A_32 = Number(process.env.BANCO_VUELTAS ?? 3);
const filtro = process.argv[2] ?? '';

// BANCO_REUSAR=1 mide sobre la base ya generada (solo aplica migraciones nuevas): para repetir mediciones.
const base = process.env.BANCO_REUSAR ? await reusarBase(url) : await prepararBase(url);
const muestras = await muestrasDelBanco(base);

// El servidor y pgbench van a la base por el mismo camino: su socket si está en esta máquina.
const urlDelServidor = porSocketSiEsLocal(url);
const servidor = await arrancarServidor(urlDelServidor, 4900);
const admin = await entrar(servidor.url, 'DEMO', 'admin', CLAVE);
const cobrador = await entrar(servidor.url, 'DEMO', 'cobrador', CLAVE);
const chica = await entrar(servidor.url, 'CHICA1', 'admin', CLAVE);

const LLAMADAS = llamadasDelBanco({ admin, cobrador, chica }, muestras).filter((l) =>
  l.nombre.includes(filtro),
);

// Una app en este proceso, sobre la misma base, solo para capturar el SQL de cada lectura.
const app = await construirApp({
  db: base.db,
  tipoDb: 'postgres',
  // La inactividad del servidor del banco: con la de serie (5 min), esta app cerraría por inactividad, en la base, las
  // sesiones que el banco usa (la actividad cuenta desde la última interacción, no desde la última petición).
  config: leerConfig({ IDLE_SECONDS: INACTIVIDAD_DEL_BANCO }),
  ahora: () => new Date(),
});

const fila = (...c: (string | number)[]) =>
  console.log([String(c[0]).padEnd(34), ...c.slice(1).map((x) => String(x).padStart(9))].join(' '));
console.log(
  `\nAutocannon ${SEGUNDOS} s por medición (a 32 conexiones, la mediana de ${VUELTAS_A_32} mediciones seguidas, con los req/s de cada una al final); pgbench con el SQL capturado de la misma llamada, a 32 conexiones,` +
    ' analizado en cada transacción (simple) y preparado una vez por conexión, como lo corre la API (prep.).' +
    ` Servidor y pgbench van a la base ${urlDelServidor === url ? 'por TCP' : 'por su socket Unix'}.\n`,
);
fila(
  'llamada',
  'conex.',
  'req/s',
  'p50 ms',
  'p99 ms',
  'no 2xx',
  'SQL simple',
  'API/SQL',
  'SQL prep.',
  'API/SQL',
);
let memoriaMaxima = servidor.memoria();
for (const llamada of LLAMADAS) {
  const capturado =
    llamada.metodo === 'POST' || llamada.ruta === '/api/health'
      ? { sentencias: [], pedidas: [], ajustes: null, opciones: '' }
      : await capturarSql(() =>
          app.inject({
            method: 'GET',
            url: llamada.ruta,
            headers: { authorization: `Bearer ${llamada.token}` },
          }),
        );
  for (const conexiones of CONEXIONES) {
    const vueltas = conexiones === 32 ? VUELTAS_A_32 : 1;
    const m = await cargarVariasVeces(servidor.url, llamada, conexiones, SEGUNDOS, vueltas);
    memoriaMaxima = Math.max(memoriaMaxima, servidor.memoria());
    const conSql = capturado.sentencias.length > 0 && conexiones === 32;
    const simple = conSql ? pgbench(urlDelServidor, capturado, conexiones, SEGUNDOS, 'simple') : 0;
    const preparado = conSql ? pgbench(urlDelServidor, capturado, conexiones, SEGUNDOS, 'prepared') : 0;
    const razon = (tps: number) => (tps ? `${Math.round((100 * m.rps) / tps)} %` : '');
    fila(
      llamada.nombre,
      conexiones,
      m.rps,
      m.p50,
      m.p99,
      m.errores,
      simple || '',
      razon(simple),
      preparado || '',
      razon(preparado),
      [vueltas > 1 ? `(${m.rpsDeCadaVuelta.join(' / ')})` : '', m.codigos].filter(Boolean).join(' '),
    );
  }
}
console.log(`\nMemoria residente máxima del servidor bajo carga: ${memoriaMaxima} MB.`);
if (!filtro || filtro.includes('csv')) {
  const m = await medirCsv(servidor, admin);
  console.log(
    `CSV de cuotas (${m.estado}): ${m.filas} filas, ${m.mb} MB en ${m.segundos} s; memoria del servidor ${m.antes} MB antes, ${m.maxima} MB como máximo mientras lo escribía.`,
  );
}
await app.close();
await servidor.detener();
if (!filtro || filtro.includes('cobrar')) {
  const violaciones = await verificarInvariantes(base.db);
  console.log(
    violaciones.length === 0
      ? 'Invariantes del dinero después de los cobros: todas se cumplen.'
      : `Invariantes rotas: ${JSON.stringify(violaciones, null, 2)}`,
  );
}
await base.cerrar();
