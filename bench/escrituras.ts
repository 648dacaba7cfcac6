import { verificarInvariantes } from '../apps/api/src/db/invariantes';
import { ID_EMPRESA_DEMO } from '../apps/api/src/seed/sembrar';
import { medir, medirCpu } from './escrituras/carga';
import { crecer } from './escrituras/crecer';
import { Existencias } from './escrituras/existencias';
import { exigir, Usuario } from './escrituras/http';
import { type Operacion, operaciones } from './escrituras/operaciones';
import { baseComoNueva, CLAVE } from './escrituras/preparar';
import { arrancarServidor, entrar, porSocketSiEsLocal } from './http/servidor';

/**
 * Banco de escrituras (issue 31): cada escritura sola y la mezcla de una oficina a 1, 8 y 32 conexiones (una persona
 * por conexión, cada una con su usuario), contra el servidor compilado sobre PostgreSQL; y una empresa que crece por la
 * API de 100 a 20 000 préstamos. Uso: DATABASE_URL=postgres://… npm run bench:escrituras [-- filtro]
 */
const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) {
  console.error('El banco de escrituras mide PostgreSQL: define DATABASE_URL (una base dedicada; se vacía).');
  process.exit(1);
}
const SEGUNDOS = Number(process.env.BANCO_SEGUNDOS ?? 3);
const CONEXIONES = [1, 8, 32];
const HASTA = Number(process.env.BANCO_PRESTAMOS ?? 20_000);
const filtro = process.argv[2] ?? '';

const base = await baseComoNueva(url);
let reintentos = 0;
const servidor = await arrancarServidor(porSocketSiEsLocal(url), 4910, (linea) => {
  if (linea.includes('abrazo mortal')) reintentos++;
  else if (linea.includes('"level":50')) console.error(linea.slice(0, 400));
});
try {
  const tokenAdmin = await entrar(servidor.url, 'DEMO', 'admin', CLAVE);
  const admin = Usuario.conPool(servidor.url, 8, tokenAdmin);

  // Una persona por conexión: empleados con rol ADMIN, cada uno con su sesión.
  const personas: Usuario[] = [];
  for (let i = 1; i <= Math.max(...CONEXIONES); i++) {
    const usuario = `empleado${i}`;
    exigir(
      await admin.post('/api/usuarios', { usuario, rol: 'ADMIN', password: CLAVE }),
      201,
      'Alta de empleado',
    );
    personas.push(Usuario.conPool(servidor.url, 1, await entrar(servidor.url, 'DEMO', usuario, CLAVE)));
  }
  exigir(
    await admin.post('/api/caja/movimientos', {
      tipo: 'INGRESO',
      monto: 90_000_000,
      descripcion: 'Capital del banco',
    }),
    201,
    'Capital de la caja',
  );

  // Existencias por la API: clientes con préstamo, los planes de parte de ellos y rutas que reasignar.
  const ex = new Existencias();
  const ops = operaciones(ex, []);
  await medir(8, 6, personas, (t, n) => (ops['cliente + préstamo'] as Operacion)(personas[t] as Usuario, n));
  await ex.reponer(admin, 600);
  const rutas: number[] = [];
  for (let i = 0; i < 40; i++) {
    rutas.push(
      exigir(await admin.post('/api/rutas', { nombre: `Ruta del banco ${i}` }), 201, 'Ruta').item.id_ruta,
    );
  }
  const todas = operaciones(ex, rutas);

  const fila = (...c: (string | number)[]) =>
    console.log([String(c[0]).padEnd(24), ...c.slice(1).map((x) => String(x).padStart(9))].join(' '));
  console.log(
    `\nEscrituras: ${SEGUNDOS} s por medición, una persona (usuario y conexión) por conexión, servidor compilado sobre PostgreSQL.` +
      ' CPU: ms por operación del servidor, de PostgreSQL y del propio banco; máquina: su CPU ocupada.',
  );
  fila(
    'operación',
    'conex.',
    'ops/s',
    'llamadas',
    'p50 ms',
    'p99 ms',
    '5xx',
    'reintentos',
    'CPU srv',
    'CPU base',
    'CPU banco',
    'máquina',
    'otros',
  );
  const OFICINA = [
    'cliente + préstamo',
    'cobrar',
    'cobrar',
    'cliente + préstamo',
    'movimiento de caja',
    'cobrar',
    'editar cliente',
    'cliente + préstamo',
    'cobrar',
    'editar cliente',
  ];
  // El plan de la empresa lo cambia soporte, viendo la empresa (X-Tenant): el mismo plan, sin guardar historia.
  const soporte = await entrar(servidor.url, 'SOPORTE', 'soporte', CLAVE);
  const planActual = exigir(await admin.get('/api/empresa/plan'), 200, 'Plan de DEMO');
  const planDeDemo = {
    plan_nombre: planActual.plan_nombre,
    plan_frecuencia: planActual.plan_frecuencia,
    plan_cuotas: planActual.plan_cuotas,
    plan_monto_cuota: planActual.plan_monto_cuota,
    plan_fecha_inicio: planActual.plan_fecha_inicio,
    plan_fecha_fin: planActual.plan_fecha_fin,
    limite_usuarios: planActual.limite_usuarios,
    limite_clientes: planActual.limite_clientes,
    licencia_perm: false,
    add_history: false,
  };
  const soportes = personas.map((p) => p.como(soporte, String(ID_EMPRESA_DEMO)));
  const escenarios: [string, Operacion][] = [
    ...Object.entries(todas),
    [
      'plan de la empresa (soporte)',
      async (_quien, n) => {
        await (soportes[n % soportes.length] as Usuario).put('/api/empresa/plan', planDeDemo);
      },
    ],
    [
      'oficina (mezcla)',
      (quien, n) => (todas[OFICINA[n % OFICINA.length] ?? 'cobrar'] as Operacion)(quien, n),
    ],
  ];
  for (const [nombre, operacion] of escenarios.filter(([n]) => n.includes(filtro))) {
    for (const conexiones of CONEXIONES) {
      if (nombre === 'diferir') ex.sacarLosQueNoSeDifieren();
      // Lo que una medición a 32 conexiones puede gastar: los cobros pagan cuotas, liquidar y reenganchar préstamos.
      const gastan = ['diferir', 'liquidar', 'reenganchar'].includes(nombre);
      await ex.reponer(admin, gastan ? 1500 : 400);
      const antes = reintentos;
      const cpu = medirCpu(servidor.proceso.pid ?? 0);
      const m = await medir(conexiones, SEGUNDOS, [...personas, ...soportes], (t, n) =>
        operacion(personas[t] as Usuario, n),
      );
      const c = cpu.porOperacion(m.operaciones);
      fila(
        nombre,
        conexiones,
        m.porSegundo,
        m.llamadas,
        m.p50,
        m.p99,
        m.fallas,
        reintentos - antes,
        c.servidor,
        c.base,
        c.banco,
        `${c.maquina} %`,
        m.noExitosos,
      );
    }
  }

  if (!filtro || filtro.includes('crecer')) await crecer(servidor.url, HASTA, () => reintentos);
} finally {
  await servidor.detener();
}
const violaciones = await verificarInvariantes(base.db);
console.log(
  violaciones.length === 0
    ? '\nInvariantes del dinero después del banco: todas se cumplen.'
    : `\nInvariantes rotas: ${JSON.stringify(violaciones, null, 2)}`,
);
await base.cerrar();
