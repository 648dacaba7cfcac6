import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { juntarFranjas, TABLAS_EN_FRANJAS } from '../src/db/franjas';
import { enPlataforma } from '../src/db/transacciones';
import { crearPng } from '../src/seed/retratos';
import { crearEntorno, type Entorno } from './entorno';
import {
  abrirCaja,
  crearEmpresaDePrueba,
  crearUsuarioDePrueba,
  type EmpresaDePrueba,
  rutaDePrueba,
} from './fabricas';
import { type Cliente, type Respuesta, subirArchivo } from './peticiones';
import { type Lectura, recolectorDePlanes } from './planes';

/**
 * Una escritura cuesta lo mismo en una empresa chica que en una grande (issue 31): ninguna sentencia, tampoco las de
 * las funciones y disparadores de la base, recorre las filas de la empresa para cambiar una. Cada escritura se hace con
 * la empresa a 100 préstamos y otra vez a 2 000, crecida por la API, y de cada plan se cuentan las filas que miró cada
 * nodo: lo que una escritura mira puede depender de lo suyo (las cuotas de su préstamo, los clientes de una ruta), no
 * de cuántos préstamos tiene la empresa. Las condiciones son las peores que el servidor admite: tablas que nadie
 * analizó (sin autovacuum, el planificador supone que una igualdad deja el 0,5 % de las filas: para él, toda empresa
 * es chica), el plan genérico que una sentencia preparada o una función guarda, y conexiones que viven lo que el
 * servidor les deja vivir (sus planes se rehacen con el tamaño de las tablas de entonces). Solo PostgreSQL explica así.
 */
const planes = recolectorDePlanes();
/** Las conexiones abiertas del pool de escrituras, con la tanda en que se abrieron (`medir` empieza una nueva). */
const abiertas = new Map<pg.Client, number>();
let tanda = 0;
function alConectar(cliente: pg.Client) {
  planes.alConectar(cliente);
  abiertas.set(cliente, tanda);
  cliente.once('end', () => abiertas.delete(cliente));
}
let e: Entorno;
let emp: EmpresaDePrueba;
let admin: Cliente;
let idCobrador: number;
let n = 0;

/** Las conexiones viven poco, como en el servidor (db/conexion.ts), para medir con los planes que se rehacen. */
const VIDA_DE_CONEXION_S = 1;
const CHICA = 100;
const GRANDE = 2000;

async function nuevoCliente(): Promise<number> {
  n++;
  const r = await admin.post('/api/clientes', {
    nombres: `Cliente ${n}`,
    apellidos: 'Costo',
    telefono: '8095550000',
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.item.id_cliente;
}

async function nuevoPrestamo(
  idCliente?: number,
): Promise<{ id: number; cuotas: number[]; montos: number[] }> {
  const r = await admin.post('/api/prestamos', {
    id_cliente: idCliente ?? (await nuevoCliente()),
    monto: 12_000,
    plazo: 12,
    tasa: 5,
    frecuencia: 'SEMANAL',
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const id = r.body.prestamo.id_prestamo as number;
  const plan = await admin.get(`/api/prestamos/${id}/plan`);
  const cuotas = plan.body.cuotas as { id_pago: number; adeudado: number }[];
  return { id, cuotas: cuotas.map((c) => c.id_pago), montos: cuotas.map((c) => c.adeudado) };
}

/** Crece la empresa por la API hasta esos préstamos; la mitad, con su primera cuota pagada. */
async function crecerHasta(prestamos: number) {
  const [fila] = await enPlataforma(e.db, (tx) =>
    tx.execute(sql`select count(*)::int as n from prestamo where id_empresa = ${emp.id_empresa}`),
  ).then((r) => (r as unknown as { rows: { n: number }[] }).rows);
  for (let i = fila?.n ?? 0; i < prestamos; i++) {
    const r = await admin.post('/api/prestamos', {
      id_cliente: await nuevoCliente(),
      monto: 12_000,
      plazo: 12,
      tasa: 5,
      frecuencia: 'SEMANAL',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    if (i % 2 === 0) {
      const primera = r.body.prestamo.id_prestamo as number;
      const [cuota] = await enPlataforma(e.db, (tx) =>
        tx.execute(sql`select id_pago from cuota where id_prestamo = ${primera} and no_cuota = 1`),
      ).then((x) => (x as unknown as { rows: { id_pago: number }[] }).rows);
      await admin.post(`/api/pagos/${cuota?.id_pago}/cobrar`, { monto: 1000 });
    }
  }
}

interface Escritura {
  nombre: string;
  hacer: () => Promise<Respuesta>;
}

/** Cada escritura de la API, con lo que necesita preparado antes (lo que se mide es solo su última llamada). */
const ESCRITURAS: { nombre: string; preparar: () => Promise<() => Promise<Respuesta>> }[] = [
  {
    nombre: 'crear cliente',
    preparar: async () => () => admin.post('/api/clientes', { nombres: 'Otro', apellidos: 'Cliente' }),
  },
  {
    nombre: 'editar cliente',
    preparar: async () => {
      const id = await nuevoCliente();
      return () =>
        admin.put(`/api/clientes/${id}`, { nombres: 'Editado', apellidos: 'Costo', direccion: 'Moca' });
    },
  },
  {
    nombre: 'desactivar cliente',
    preparar: async () => {
      const id = await nuevoCliente();
      return () =>
        admin.put(`/api/clientes/${id}`, { nombres: 'Inactivo', apellidos: 'Costo', estado: 'INACTIVO' });
    },
  },
  {
    nombre: 'borrar cliente',
    preparar: async () => {
      const id = await nuevoCliente();
      return () => admin.delete(`/api/clientes/${id}`);
    },
  },
  {
    nombre: 'garante',
    preparar: async () => {
      const id = await nuevoCliente();
      return () => admin.post(`/api/clientes/${id}/garantes`, { nombre: 'Garante Costo' });
    },
  },
  {
    nombre: 'referencia laboral',
    preparar: async () => {
      const id = await nuevoCliente();
      return () => admin.post(`/api/clientes/${id}/ref-laboral`, { nombre_empresa: 'Colmado Costo' });
    },
  },
  {
    nombre: 'foto',
    preparar: async () => {
      const id = await nuevoCliente();
      const datos = crearPng(32, 32, () => [10, 120, 200]);
      return () =>
        subirArchivo(e, admin.token, `/api/clientes/${id}/foto`, {
          campo: 'foto',
          nombre: 'foto.png',
          tipo: 'image/png',
          datos,
        });
    },
  },
  {
    nombre: 'crear préstamo',
    preparar: async () => {
      const id = await nuevoCliente();
      return () => admin.post('/api/prestamos', { id_cliente: id, monto: 5000, plazo: 12, tasa: 5 });
    },
  },
  {
    nombre: 'cobrar',
    preparar: async () => {
      const p = await nuevoPrestamo();
      return () => admin.post(`/api/pagos/${p.cuotas[0]}/cobrar`, { monto: (p.montos[0] ?? 0) + 50 });
    },
  },
  {
    nombre: 'diferir',
    preparar: async () => {
      const p = await nuevoPrestamo();
      const plan = await admin.get(`/api/prestamos/${p.id}/plan`);
      const fecha = plan.body.cuotas[0].fecha_debe_pagar as string;
      const nueva = new Date(`${fecha}T12:00:00Z`);
      nueva.setUTCDate(nueva.getUTCDate() + 2);
      return () =>
        admin.post(`/api/pagos/${p.cuotas[0]}/diferir`, { nueva_fecha: nueva.toISOString().slice(0, 10) });
    },
  },
  {
    nombre: 'anular pago',
    preparar: async () => {
      const p = await nuevoPrestamo();
      await admin.post(`/api/pagos/${p.cuotas[0]}/cobrar`, { monto: p.montos[0] });
      const pagos = await admin.get(`/api/prestamos/${p.id}/pagos-detalle`);
      const detalle = pagos.body.pagos[0].detalles[0].id_detalle_pago as number;
      return () => admin.post('/api/pagos/cancelar-ultimo', { id_prestamo: p.id, id_detalle: detalle });
    },
  },
  {
    nombre: 'liquidar',
    preparar: async () => {
      const p = await nuevoPrestamo();
      return () => admin.post(`/api/prestamos/${p.id}/liquidar`, { descuento: 0 });
    },
  },
  {
    nombre: 'reenganchar',
    preparar: async () => {
      const p = await nuevoPrestamo();
      return () => admin.post(`/api/prestamos/${p.id}/reenganche`, { monto_extra: 1000 });
    },
  },
  {
    nombre: 'cancelar préstamo',
    preparar: async () => {
      const p = await nuevoPrestamo();
      return () => admin.post(`/api/prestamos/${p.id}/cancelar`);
    },
  },
  {
    nombre: 'movimiento de caja',
    preparar: async () => () =>
      admin.post('/api/caja/movimientos', { tipo: 'EGRESO', monto: 15, descripcion: 'Café' }),
  },
  {
    nombre: 'cancelar movimiento',
    preparar: async () => {
      const m = await admin.post('/api/caja/movimientos', {
        tipo: 'INGRESO',
        monto: 20,
        descripcion: 'Aporte',
      });
      return () =>
        admin.post(`/api/caja/movimientos/${m.body.item.id_movimiento}/cancelar`, {
          motivo: 'Error de digitación',
        });
    },
  },
  {
    nombre: 'clientes de una ruta',
    preparar: async () => {
      const clientes = [await nuevoCliente(), await nuevoCliente(), await nuevoCliente()];
      for (const c of clientes) await nuevoPrestamo(c);
      const ruta = await rutaDePrueba(admin, { nombre: `Ruta ${n}`, cobradores: [idCobrador] });
      return () => admin.put(`/api/rutas/${ruta}/clientes`, { ids: clientes });
    },
  },
  {
    nombre: 'cobradores de una ruta',
    preparar: async () => {
      const clientes = [await nuevoCliente(), await nuevoCliente()];
      for (const c of clientes) await nuevoPrestamo(c);
      const ruta = await rutaDePrueba(admin, { nombre: `Ruta ${n}`, clientes });
      return () => admin.put(`/api/rutas/${ruta}/empleados`, { ids: [idCobrador] });
    },
  },
  {
    nombre: 'crear usuario',
    preparar: async () => () =>
      admin.post('/api/usuarios', { usuario: `u${++n}`, rol: 'OPERADOR', password: 'clave-segura' }),
  },
  {
    nombre: 'permisos de un rol',
    preparar: async () => () =>
      admin.put('/api/roles/OPERADOR/permisos', {
        permisos: ['clientes.ver', 'pagos.ver', 'pagos.registrar'],
      }),
  },
  {
    nombre: 'ajustes de la empresa',
    preparar: async () => () => admin.put('/api/empresa/ajustes', { dias_gracia: 3 }),
  },
];

beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  // Como el dueño: auto_explain (recolectorDePlanes) solo lo carga un superusuario.
  e = await crearEntorno(
    {},
    { postgres: { alConectar, vidaDeConexion: VIDA_DE_CONEXION_S, comoDueno: true } },
  );
  emp = await crearEmpresaDePrueba(e, 'COSTO', { allow_multiple_loans: true, limite_clientes: 100_000 });
  admin = emp.admin;
  idCobrador = await crearUsuarioDePrueba(e, emp.id_empresa, 'cobrador', 'OPERADOR');
  await abrirCaja(e, emp.id_empresa, 50_000_000);
}, 300_000);
afterAll(async () => {
  if (e) await e.cerrar();
});

/** Lo que más miró un nodo de alguna sentencia de la escritura, y cuál. */
function lomasLeido(lecturas: Lectura[]): Lectura {
  return lecturas.reduce((max, l) => (l.filas > max.filas ? l : max), { filas: 0, nodo: '', sentencia: '' });
}

describe.runIf(process.env.DATABASE_URL)('el costo de escribir no crece con la empresa', () => {
  it(`cada escritura mira las mismas filas con ${CHICA} préstamos que con ${GRANDE}`, async () => {
    const medir = async (): Promise<Map<string, Lectura>> => {
      // Se mide cuando las conexiones que se usaron al crecer ya vencieron (a los VIDA_DE_CONEXION_S): sus planes
      // eran de la empresa más chica.
      tanda++;
      await expect
        .poll(() => [...abiertas.values()].every((t) => t === tanda), { timeout: 30_000, interval: 50 })
        .toBe(true);
      const maximos = new Map<string, Lectura>();
      for (const escritura of ESCRITURAS) {
        const hacer = await escritura.preparar();
        // Lo que la tarea periódica del servidor hace cada dos segundos (db/franjas.ts).
        await juntarFranjas(e.db);
        // Y lo que el autovacuum haría con esas tablas chicas y muy escritas (el PostgreSQL de CI corre sin él): las
        // franjas juntadas dejan entradas muertas en su índice, que crecen con las escrituras hechas, no con la empresa.
        await e.db.execute(sql.raw(`vacuum ${TABLAS_EN_FRANJAS.join(', ')}`));
        planes.lecturas();
        const r = await hacer();
        expect(r.status, `${escritura.nombre}: ${JSON.stringify(r.body)}`).toBeLessThan(300);
        maximos.set(escritura.nombre, lomasLeido(planes.lecturas()));
      }
      return maximos;
    };
    await crecerHasta(CHICA);
    const chica = await medir();
    await crecerHasta(GRANDE);
    const grande = await medir();
    const crecieron = ESCRITURAS.map(({ nombre }: Escritura | { nombre: string }) => ({
      nombre,
      chica: chica.get(nombre),
      grande: grande.get(nombre),
    })).filter(({ chica: c, grande: g }) => (g?.filas ?? 0) > (c?.filas ?? 0) + 20);
    expect(crecieron).toEqual([]);
  }, 600_000);
});
