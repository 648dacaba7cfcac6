/**
 * Banco de la API por HTTP (issue 12): genera con SQL una plataforma grande en la PostgreSQL de DATABASE_URL (¡la
 * vacía primero!), arranca el servidor compilado y mide cada lista, búsqueda, detalle, PDF y el cobro con autocannon
 * a 1, 8 y 32 conexiones; luego corre con pgbench el mismo SQL de cada lectura y da la razón API / SQL, la memoria
 * del servidor y las invariantes del dinero al final. Uso:
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/prestamos_banco npm run bench:http [-- filtro]
 * BANCO_SEGUNDOS (3 por defecto) es lo que dura cada medición; el filtro elige las llamadas cuyo nombre lo contenga.
 */
import { sql } from 'drizzle-orm';
import { construirApp } from '../apps/api/src/app';
import { leerConfig } from '../apps/api/src/config';
import { verificarInvariantes } from '../apps/api/src/db/invariantes';
import { enPlataforma, filasDe } from '../apps/api/src/db/transacciones';
import { DEMO } from './datos-grandes';
import { capturarSql, pgbench } from './http/captura';
import { cargar, type Llamada } from './http/carga';
import { CLAVE, prepararBase } from './http/preparar';
import { arrancarServidor, entrar } from './http/servidor';

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) {
  console.error('El banco HTTP mide PostgreSQL: define DATABASE_URL (una base dedicada; se vacía).');
  process.exit(1);
}
const SEGUNDOS = Number(process.env.BANCO_SEGUNDOS ?? 3);
const CONEXIONES = [1, 8, 32];
const filtro = process.argv[2] ?? '';

const base = await prepararBase(url);
const { id_cliente, id_prestamo, id_recibo, cuotas } = await enPlataforma(base.db, async (tx) => {
  const [muestra] = await filasDe<{ id_cliente: number; id_prestamo: number; id_recibo: number }>(
    tx,
    sql`select p.id_cliente, p.id_prestamo, r.id_recibo from prestamo p
        join recibo r on r.id_empresa = p.id_empresa and r.id_prestamo = p.id_prestamo
        where p.id_empresa = ${DEMO} and p.estado = 'ACTIVO' order by p.id_prestamo limit 1 offset 777`,
  );
  // La primera cuota abierta de 40 000 préstamos activos distintos: cada cobro medido va a uno que nadie tocó.
  const primeras = await filasDe<{ id: number }>(
    tx,
    sql`select id_pago_primera_abierta as id from prestamo
        where id_empresa = ${DEMO} and estado = 'ACTIVO' order by id_prestamo desc limit 40000`,
  );
  return {
    ...(muestra ?? { id_cliente: 0, id_prestamo: 0, id_recibo: 0 }),
    cuotas: primeras.map((f) => f.id),
  };
});

const servidor = await arrancarServidor(url, 4900);
const admin = await entrar(servidor.url, 'DEMO', 'admin', CLAVE);
const cobrador = await entrar(servidor.url, 'DEMO', 'cobrador', CLAVE);
const chica = await entrar(servidor.url, 'CHICA1', 'admin', CLAVE);

const get = (nombre: string, ruta: string, token = admin): Llamada => ({ nombre, ruta, token });
const LLAMADAS = (
  [
    get('health (techo del framework)', '/api/health'),
    get('clientes', '/api/clientes'),
    get('clientes q=rosa gomez', '/api/clientes?q=rosa%20gomez'),
    get('clientes inactivos', '/api/clientes?estado=INACTIVO'),
    get('clientes página 1000', '/api/clientes?page=1000'),
    get('cliente (detalle)', `/api/clientes/${id_cliente}`),
    get('préstamos', '/api/prestamos'),
    get('préstamos EN MORA', '/api/prestamos?estado=EN%20MORA'),
    get('préstamos VIGENTE', '/api/prestamos?estado=VIGENTE'),
    get('préstamos q=rosa gomez', '/api/prestamos?q=rosa%20gomez'),
    get('préstamos página 1000', '/api/prestamos?page=1000'),
    get('préstamo (plan)', `/api/prestamos/${id_prestamo}/plan`),
    get('cuotas', '/api/pagos/cuotas'),
    get('cuotas VENCIDOS', '/api/pagos/cuotas?rango=VENCIDOS'),
    get('cuotas HOY', '/api/pagos/cuotas?rango=HOY'),
    get('cuotas q=rosa gomez', '/api/pagos/cuotas?q=rosa%20gomez'),
    get('cuotas página 1000', '/api/pagos/cuotas?page=1000'),
    get('caja movimientos', '/api/caja/movimientos'),
    get('usuarios', '/api/usuarios'),
    get('cuota para cobrar', `/api/prestamos/mora/cuota?clienteId=${id_cliente}`),
    get('contrato PDF', `/api/prestamos/${id_prestamo}/contrato/pdf`),
    get('recibo PDF', `/api/pagos/recibos/${id_recibo}/pdf`),
    get('operador resumen (300 clientes)', '/api/operador/resumen', cobrador),
    get('operador estado', '/api/operador/estado', cobrador),
    get('empresa chica: clientes', '/api/clientes', chica),
    get('empresa chica: préstamos', '/api/prestamos', chica),
    {
      nombre: 'cobrar (préstamos distintos)',
      metodo: 'POST' as const,
      ruta: '/api/pagos/0/cobrar',
      token: admin,
      preparar: (n: number) => ({
        ruta: `/api/pagos/${cuotas[n % cuotas.length]}/cobrar`,
        cuerpo: { monto: 10, metodo: 'EFECTIVO' },
      }),
    },
  ] satisfies Llamada[]
).filter((l) => l.nombre.includes(filtro)) as Llamada[];

// Una app en este proceso, sobre la misma base, solo para capturar el SQL de cada lectura.
const app = await construirApp({
  db: base.db,
  tipoDb: 'postgres',
  config: leerConfig({}),
  ahora: () => new Date(),
});

const fila = (...c: (string | number)[]) =>
  console.log([String(c[0]).padEnd(34), ...c.slice(1).map((x) => String(x).padStart(9))].join(' '));
console.log(`\nAutocannon ${SEGUNDOS} s por medición; pgbench con el SQL capturado de la misma llamada.\n`);
fila('llamada', 'conex.', 'req/s', 'p50 ms', 'p99 ms', 'no 2xx', 'SQL tps', 'API/SQL');
let memoriaMaxima = servidor.memoria();
for (const llamada of LLAMADAS) {
  const sentencias =
    llamada.metodo === 'POST' || llamada.ruta === '/api/health'
      ? []
      : await capturarSql(() =>
          app.inject({
            method: 'GET',
            url: llamada.ruta,
            headers: { authorization: `Bearer ${llamada.token}` },
          }),
        );
  for (const conexiones of CONEXIONES) {
    const m = await cargar(servidor.url, llamada, conexiones, SEGUNDOS);
    memoriaMaxima = Math.max(memoriaMaxima, servidor.memoria());
    const tps = sentencias.length && conexiones === 32 ? pgbench(url, sentencias, conexiones, SEGUNDOS) : 0;
    fila(
      llamada.nombre,
      conexiones,
      m.rps,
      m.p50,
      m.p99,
      m.errores,
      tps || '',
      tps ? `${Math.round((100 * m.rps) / tps)} %` : '',
    );
  }
}
console.log(`\nMemoria residente máxima del servidor bajo carga: ${memoriaMaxima} MB.`);
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
