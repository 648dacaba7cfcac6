import { diasEntre, fechaDeNegocio, finDelPlan, sumarDias } from '@prestamos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAVE, crearEntorno, type Entorno } from '../../test/entorno';
import { type Cliente, entrar } from '../../test/peticiones';
import { enPlataforma } from '../db/transacciones';
import { sembrarEmpresasDeDemostracion } from './demo-empresas';

interface Plan {
  plan_frecuencia: string;
  plan_cuotas: number;
  plan_fecha_inicio: string;
  plan_fecha_fin: string;
  dias_restantes: number;
  aviso: string | null;
}

/**
 * Issue 40: los planes de las empresas de demostración, coherentes. Cada una con sus cuotas, su frecuencia, su inicio,
 * su fin y sus pagos contando la misma historia, con el reloj en un día cualquiera y en uno en que el mes del inicio es
 * más corto que el día del fin.
 */
describe.each([
  {
    hoy: '2026-11-29',
    laVega: { inicio: '2026-08-11', fin: '2026-12-11', dias: 12 },
    aviso: 'El plan de tu empresa vence el 11/12/2026 (en 12 días). Contacta a soporte para renovarlo.',
  },
  {
    // Doce días después es el 31 de marzo; cuatro meses antes, noviembre no tiene 31: el plan termina el 30.
    hoy: '2027-03-19',
    laVega: { inicio: '2026-11-30', fin: '2027-03-30', dias: 11 },
    aviso: 'El plan de tu empresa vence el 30/03/2027 (en 11 días). Contacta a soporte para renovarlo.',
  },
])('planes de demostración sembrados el $hoy', ({ hoy, laVega, aviso }) => {
  let e: Entorno;
  let soporte: Cliente;
  let ids: Record<string, number>;

  beforeAll(async () => {
    e = await crearEntorno();
    // El reloj de la aplicación en ese día, a media mañana en Santo Domingo.
    e.avanzarReloj((Date.parse(`${hoy}T10:00:00-04:00`) - e.deps.ahora().getTime()) / 1000);
    expect(fechaDeNegocio(e.deps.ahora())).toBe(hoy);
    await enPlataforma(e.db, (tx) =>
      sembrarEmpresasDeDemostracion(tx, { idDemo: 2, clave: () => CLAVE, ahora: e.deps.ahora() }),
    );
    soporte = await entrar(e, 'SOPORTE', 'soporte');
    const lista = (await soporte.get('/api/empresas')).body.items as { rnc: string; id_empresa: number }[];
    ids = Object.fromEntries(lista.map((x) => [x.rnc, x.id_empresa]));
  });
  afterAll(() => e.cerrar());

  const planDe = async (codigo: string) => {
    const tenant = { 'x-tenant': String(ids[codigo]) };
    const plan = (await soporte.get('/api/empresa/plan', tenant)).body as Plan;
    const pagos = (await soporte.get('/api/empresa/pagos?pageSize=50', tenant)).body.items as {
      fecha: string;
      plan_fecha_fin: string;
    }[];
    return { plan, pagos: pagos.sort((a, b) => a.fecha.localeCompare(b.fecha)) };
  };

  it.each([
    ['DEMO', 6],
    ['LAVEGA', 4],
    ['MOCA', 2],
  ])(
    '%s: tantas cuotas mensuales como meses tiene el plan, y un pago por cuota el día en que empieza su mes',
    async (codigo, meses) => {
      const { plan, pagos } = await planDe(codigo);
      const inicio = plan.plan_fecha_inicio;
      // Lo que muestra la tarjeta del plan: "Cuotas N · Mensual", del inicio al fin.
      expect(plan).toMatchObject({ plan_frecuencia: 'MENSUAL', plan_cuotas: meses });
      expect(plan.plan_fecha_fin).toBe(finDelPlan(inicio, 'MENSUAL', meses));
      // El mes k empieza donde terminaba el plan con k cuotas: ahí se paga, y el pago lo lleva al fin de k + 1.
      const comienzo = (k: number) => (k === 0 ? inicio : finDelPlan(inicio, 'MENSUAL', k));
      expect(pagos.map((p) => [p.fecha, p.plan_fecha_fin])).toEqual(
        Array.from({ length: meses }, (_, k) => [comienzo(k), comienzo(k + 1)]),
      );
      // Todo pagado antes de hoy.
      expect(pagos.every((p) => p.fecha < hoy)).toBe(true);
    },
  );

  it('LAVEGA vence en 12 días (o en 11, si el mes de su inicio es más corto) y su administrador ve el aviso', async () => {
    const { plan, pagos } = await planDe('LAVEGA');
    expect(plan).toMatchObject({
      plan_fecha_inicio: laVega.inicio,
      plan_fecha_fin: laVega.fin,
      dias_restantes: laVega.dias,
      aviso,
    });
    expect(pagos[0]?.fecha).toBe(laVega.inicio);
    const admin = await entrar(e, 'LAVEGA', 'admin');
    expect((await admin.get('/api/empresa/plan')).body.aviso).toBe(aviso);
  });

  it('DEMO pagó su último mes hace dos días, el día en que empezó, y no ve aviso', async () => {
    const { plan, pagos } = await planDe('DEMO');
    expect(pagos.at(-1)?.fecha).toBe(sumarDias(hoy, -2));
    expect(plan.dias_restantes).toBe(diasEntre(hoy, finDelPlan(sumarDias(hoy, -2), 'MENSUAL', 1)));
    expect(plan.dias_restantes).toBeGreaterThan(15);
    expect(plan.aviso).toBeNull();
    expect((await entrar(e, 'DEMO', 'admin').then((a) => a.get('/api/empresa/plan'))).body.aviso).toBeNull();
  });
});
