import {
  centavosAPesos,
  FRECUENCIAS,
  fechaDeNegocio,
  planManualSugerido,
  TIPOS_DE_AMORTIZACION,
} from '@prestamos/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificarInvariantes } from '../src/db/invariantes';
import { enPlataforma } from '../src/db/transacciones';
import { borrarFilasDeEmpresa } from '../src/modules/empresas/borrado';
import { crearEntorno, type Entorno } from './entorno';
import { abrirCaja, crearEmpresaDePrueba } from './fabricas';
import type { Cliente, Respuesta } from './peticiones';

/**
 * El dinero bajo operaciones al azar (issue 12): miles de secuencias de préstamos de todo tipo y frecuencia, cobros
 * parciales, completos y de más, diferimientos, cancelaciones del último pago, liquidaciones con descuento,
 * reenganches, cancelaciones de préstamos, movimientos de caja a mano, clientes y cobradores que entran y salen de
 * rutas, y días que pasan. Después de cada secuencia, las invariantes (caja = movimientos, abonado = detalles,
 * ninguna cuota pagada de más, resumen = cuotas, resúmenes de cartera y diario = préstamos, cuotas y recibos, números
 * sin huecos) se cumplen, y ninguna operación responde 5xx. Las fallas que fast-check encuentre y reduzca pasan a ser
 * pruebas normales (dinero.test.ts).
 */
/** Miles en PostgreSQL (CI); en PGlite, que corre cada petición en un solo hilo, menos (SECUENCIAS_DE_DINERO manda). */
const SECUENCIAS = Number(process.env.SECUENCIAS_DE_DINERO ?? (process.env.DATABASE_URL ? 1000 : 200));

const tipos = TIPOS_DE_AMORTIZACION.map((t) => t.codigo);
const frecuencias = FRECUENCIAS.map((f) => f.codigo);

type Operacion =
  | {
      op: 'prestar';
      tipo: string;
      frecuencia: string;
      monto: number;
      plazo: number;
      tasa: number;
      atras: number;
      gastos: number;
    }
  | {
      op: 'cobrar';
      p: number;
      forma: 'parte' | 'cuota' | 'exceso' | 'todo' | 'demasiado';
      fraccion: number;
      perdonar: boolean;
    }
  | { op: 'diferir'; p: number; dias: number }
  | { op: 'cancelarUltimo'; p: number }
  | { op: 'liquidar'; p: number; fraccion: number }
  | { op: 'reenganchar'; p: number; extra: number; mantenerCuota: boolean }
  | { op: 'cancelar'; p: number }
  | { op: 'caja'; tipo: 'INGRESO' | 'EGRESO'; monto: number }
  | { op: 'cancelarCaja'; m: number }
  | { op: 'dias'; dias: number }
  | { op: 'asignar'; r: number; c: number; cobrador: boolean };

const operacion: fc.Arbitrary<Operacion> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('prestar' as const),
      tipo: fc.constantFrom(...tipos),
      frecuencia: fc.constantFrom(...frecuencias),
      monto: fc.integer({ min: 1, max: 5000 }).map((m) => m * 10 + 0.25 * (m % 4)),
      plazo: fc.integer({ min: 1, max: 14 }),
      tasa: fc.oneof(
        fc.constant(0),
        fc.integer({ min: 1, max: 200 }).map((t) => t / 10),
        fc.constant(0.4166666667),
      ),
      atras: fc.integer({ min: 0, max: 120 }),
      gastos: fc.constantFrom(0, 0, 150.5),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      op: fc.constant('cobrar' as const),
      p: fc.nat(),
      forma: fc.constantFrom(
        'parte' as const,
        'cuota' as const,
        'exceso' as const,
        'todo' as const,
        'demasiado' as const,
      ),
      fraccion: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
      perdonar: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('diferir' as const),
      p: fc.nat(),
      dias: fc.integer({ min: 1, max: 20 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('cancelarUltimo' as const), p: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('liquidar' as const),
      p: fc.nat(),
      fraccion: fc.double({ min: 0, max: 0.3, noNaN: true }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('reenganchar' as const),
      p: fc.nat(),
      extra: fc.integer({ min: 0, max: 2000 }),
      mantenerCuota: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('cancelar' as const), p: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('caja' as const),
      tipo: fc.constantFrom('INGRESO' as const, 'EGRESO' as const),
      monto: fc.integer({ min: 1, max: 100000 }).map((m) => m / 100),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('cancelarCaja' as const), m: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('dias' as const), dias: fc.integer({ min: 1, max: 45 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('asignar' as const),
      r: fc.integer({ min: 0, max: 1 }),
      c: fc.nat(),
      cobrador: fc.boolean(),
    }),
  },
);

let e: Entorno;
let secuencia = 0;

beforeAll(async () => {
  // Las sesiones no vencen mientras el reloj de la prueba corre semanas.
  e = await crearEntorno({ idleSegundos: 10 ** 9, sesionMaxHoras: 10 ** 6 });
});
afterAll(() => e.cerrar());

/** Ninguna operación responde 5xx; un rechazo de negocio (4xx) es parte del juego. */
function sin5xx(r: Respuesta, que: string): Respuesta {
  expect(r.status, `${que}: ${JSON.stringify(r.body).slice(0, 300)}`).toBeLessThan(500);
  return r;
}

const dosDecimales = (x: number) => Math.max(Math.round(x * 100) / 100, 0.01);

/**
 * Mete o saca de una de dos rutas a un cliente (y a veces al administrador como su cobrador): el resumen de cartera
 * por ruta y por cobrador se mueve con cada asignación y tiene que seguir cuadrando con los préstamos.
 */
async function asignar(
  admin: Cliente,
  idAdmin: number,
  rutas: { id: number; clientes: Set<number>; cobrador: boolean }[],
  clientes: number[],
  o: { r: number; c: number; cobrador: boolean },
) {
  while (rutas.length <= o.r) {
    const r = sin5xx(await admin.post('/api/rutas', { nombre: `Ruta ${rutas.length}` }), 'ruta');
    rutas.push({ id: r.body.item.id_ruta, clientes: new Set(), cobrador: false });
  }
  const ruta = rutas[o.r] as (typeof rutas)[number];
  if (o.cobrador) {
    ruta.cobrador = !ruta.cobrador;
    sin5xx(
      await admin.put(`/api/rutas/${ruta.id}/empleados`, { ids: ruta.cobrador ? [idAdmin] : [] }),
      'cobradores',
    );
    return;
  }
  const cliente = clientes[o.c % Math.max(clientes.length, 1)];
  if (cliente === undefined) return;
  if (ruta.clientes.has(cliente)) ruta.clientes.delete(cliente);
  else ruta.clientes.add(cliente);
  sin5xx(await admin.put(`/api/rutas/${ruta.id}/clientes`, { ids: [...ruta.clientes] }), 'asignar');
}

async function ejecutar(admin: Cliente, idAdmin: number, ops: Operacion[]) {
  const prestamos: number[] = [];
  const manuales: number[] = [];
  const clientes: number[] = [];
  const rutas: { id: number; clientes: Set<number>; cobrador: boolean }[] = [];
  const elegir = <T>(lista: T[], i: number) => (lista.length ? lista[i % lista.length] : undefined);
  for (const o of ops) {
    const hoy = fechaDeNegocio(e.deps.ahora());
    if (o.op === 'prestar') {
      const c = await admin.post('/api/clientes', {
        nombres: 'Azar',
        apellidos: `Cliente ${prestamos.length}`,
      });
      clientes.push(c.body.item.id_cliente);
      const inicio = new Date(Date.parse(`${hoy}T12:00:00Z`) - o.atras * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const plan =
        o.tipo === 'MANUAL'
          ? planManualSugerido({
              montoCentavos: Math.round(o.monto * 100),
              plazo: o.plazo,
              tasa: o.tasa,
              frecuencia: o.frecuencia as 'MENSUAL',
              fechaInicio: inicio,
            }).map((f) => ({ no: f.no, fecha: f.fecha, monto: centavosAPesos(f.montoCentavos) }))
          : undefined;
      const r = sin5xx(
        await admin.post('/api/prestamos', {
          id_cliente: c.body.item.id_cliente,
          monto: o.monto,
          plazo: o.plazo,
          tasa: o.tipo === 'MANUAL' ? null : o.tasa,
          amortizacion: o.tipo,
          frecuencia: o.frecuencia,
          fecha_inicio: inicio,
          gastos_cierre: Math.min(o.gastos, o.monto),
          ...(plan ? { plan_manual: plan } : {}),
        }),
        'prestar',
      );
      if (r.status === 201) prestamos.push(r.body.prestamo.id_prestamo);
      continue;
    }
    if (o.op === 'caja') {
      const r = sin5xx(await admin.post('/api/caja/movimientos', { tipo: o.tipo, monto: o.monto }), 'caja');
      if (r.status === 201) manuales.push(r.body.item.id_movimiento);
      continue;
    }
    if (o.op === 'cancelarCaja') {
      const m = elegir(manuales, o.m);
      if (m)
        sin5xx(await admin.post(`/api/caja/movimientos/${m}/cancelar`, { motivo: 'Azar' }), 'cancelarCaja');
      continue;
    }
    if (o.op === 'dias') {
      e.avanzarReloj(o.dias * 86_400);
      continue;
    }
    if (o.op === 'asignar') {
      await asignar(admin, idAdmin, rutas, clientes, o);
      continue;
    }
    const id = elegir(prestamos, o.p);
    if (id === undefined) continue;
    const plan = sin5xx(await admin.get(`/api/prestamos/${id}/plan`), 'plan').body;
    const primera = plan.cuotas?.find((c: { es_primera_abierta: boolean }) => c.es_primera_abierta);
    switch (o.op) {
      case 'cobrar': {
        if (!primera) break;
        const deuda = plan.prestamo.monto_adeudado as number;
        const monto = {
          parte: dosDecimales(primera.adeudado * o.fraccion),
          cuota: primera.adeudado,
          exceso: Math.min(dosDecimales(primera.adeudado * (1 + o.fraccion)), deuda),
          todo: deuda,
          demasiado: dosDecimales(deuda + 1),
        }[o.forma];
        const perdon =
          o.perdonar && primera.mora > 0 ? { descuento: primera.mora, motivo_descuento: 'Azar' } : {};
        sin5xx(
          await admin.post(`/api/pagos/${primera.id_pago}/cobrar`, { monto, metodo: 'EFECTIVO', ...perdon }),
          'cobrar',
        );
        break;
      }
      case 'diferir':
        if (primera) {
          const nueva = new Date(Date.parse(`${primera.fecha_debe_pagar}T12:00:00Z`) + o.dias * 86_400_000);
          sin5xx(
            await admin.post(`/api/pagos/${primera.id_pago}/diferir`, {
              nueva_fecha: nueva.toISOString().slice(0, 10),
            }),
            'diferir',
          );
        }
        break;
      case 'cancelarUltimo': {
        const pagos = sin5xx(await admin.get(`/api/prestamos/${id}/pagos-detalle`), 'pagos').body.pagos as {
          estado: string;
          detalles: { id_detalle_pago: number; estado: string }[];
        }[];
        const ultimo = pagos.find((p) => p.estado === 'VIGENTE')?.detalles.at(-1);
        if (ultimo) {
          sin5xx(
            await admin.post('/api/pagos/cancelar-ultimo', {
              id_prestamo: id,
              id_detalle: ultimo.id_detalle_pago,
            }),
            'cancelarUltimo',
          );
        }
        break;
      }
      case 'liquidar':
        sin5xx(
          await admin.post(`/api/prestamos/${id}/liquidar`, {
            descuento: Math.round((plan.prestamo.monto_adeudado ?? 0) * o.fraccion * 100) / 100,
          }),
          'liquidar',
        );
        break;
      case 'reenganchar': {
        const r = sin5xx(
          await admin.post(`/api/prestamos/${id}/reenganche`, {
            monto_extra: o.extra,
            strategy: o.mantenerCuota ? 'keep_installment' : 'keep_term',
          }),
          'reenganchar',
        );
        if (r.status === 200 || r.status === 201) prestamos.push(r.body.prestamo.id_prestamo);
        break;
      }
      case 'cancelar':
        sin5xx(await admin.post(`/api/prestamos/${id}/cancelar`), 'cancelar');
        break;
    }
  }
}

describe('el dinero bajo operaciones al azar', () => {
  it(`${SECUENCIAS} secuencias: ninguna rompe las invariantes ni responde 5xx`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operacion, { minLength: 1, maxLength: 12 }), async (ops) => {
        const emp = await crearEmpresaDePrueba(e, `AZAR${secuencia++}`, {
          allow_multiple_loans: true,
          mora_porcentaje: '5',
          dias_gracia: 3,
        });
        await abrirCaja(e, emp.id_empresa, 200_000);
        try {
          await ejecutar(emp.admin, emp.idAdmin, ops);
          expect(await verificarInvariantes(e.db)).toEqual([]);
        } finally {
          await enPlataforma(e.db, (tx) => borrarFilasDeEmpresa(tx, emp.id_empresa));
        }
      }),
      { numRuns: SECUENCIAS, endOnFailure: true },
    );
  }, 1_800_000);
});
