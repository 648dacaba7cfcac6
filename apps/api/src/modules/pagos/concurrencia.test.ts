import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import { abrirCaja, crearEmpresaDePrueba, cuadreDeCaja, type EmpresaDePrueba } from '../../../test/fabricas';
import { verificarInvariantes } from '../../db/invariantes';
import { enEmpresa, filasDe } from '../../db/transacciones';

/**
 * Cobros simultáneos. Solo con PostgreSQL (DATABASE_URL, como en CI) las peticiones corren de verdad a la vez; en
 * PGlite van una tras otra y la prueba solo confirma el resultado.
 */
let e: Entorno;
let emp: EmpresaDePrueba;

beforeAll(async () => {
  e = await crearEntorno();
  emp = await crearEmpresaDePrueba(e, 'CARRERA', { allow_multiple_loans: true });
  await abrirCaja(e, emp.id_empresa, 10_000);
});
afterAll(() => e.cerrar());

/** Un préstamo de una sola cuota de 3 000 sin interés: treinta cobros de 100 lo saldan. */
async function prestamoDe3000() {
  const c = await emp.admin.post('/api/clientes', {
    nombres: 'Carrera',
    apellidos: `Cobro ${Math.random()}`,
  });
  const p = await emp.admin.post('/api/prestamos', {
    id_cliente: c.body.item.id_cliente,
    monto: 3_000,
    plazo: 1,
    tasa: 0,
  });
  const plan = await emp.admin.get(`/api/prestamos/${p.body.prestamo.id_prestamo}/plan`);
  return { id: p.body.prestamo.id_prestamo as number, idPago: plan.body.cuotas[0].id_pago as number };
}

const recibos = (idPrestamo: number) =>
  enEmpresa(e.db, emp.id_empresa, (tx) =>
    filasDe<{ no_recibo: string; total_centavos: string }>(
      tx,
      sql`select no_recibo, total_centavos from recibo where id_prestamo = ${idPrestamo} order by no_recibo`,
    ),
  );

describe('cobros simultáneos', () => {
  it('50 cobros de 100 a la vez sobre un préstamo de 3 000: entran 30, recibos únicos y sin huecos', async () => {
    const p = await prestamoDe3000();
    const r = await Promise.all(
      Array.from({ length: 50 }, () => emp.admin.post(`/api/pagos/${p.idPago}/cobrar`, { monto: 100 })),
    );
    const aceptados = r.filter((x) => x.status === 200);
    expect(aceptados).toHaveLength(30);
    for (const x of r.filter((y) => y.status !== 200)) {
      expect([400, 409]).toContain(x.status);
      expect(x.body.message).toMatch(/no puede pasar de lo adeudado|ya está saldado/);
    }
    expect(aceptados.filter((x) => x.body.prestamo_saldado)).toHaveLength(1);
    const filas = await recibos(p.id);
    expect(filas).toHaveLength(30);
    expect(filas.reduce((s, f) => s + Number(f.total_centavos), 0)).toBe(300_000);
    const numeros = filas.map((f) => Number(f.no_recibo.slice(-6))).sort((a, b) => a - b);
    expect(numeros).toEqual(Array.from({ length: 30 }, (_, i) => (numeros[0] ?? 0) + i));
    expect(new Set(aceptados.map((x) => x.body.no_recibo)).size).toBe(30);
    const plan = (await emp.admin.get(`/api/prestamos/${p.id}/plan`)).body;
    expect(plan.prestamo).toMatchObject({ estado_ui: 'SALDADO', monto_adeudado: 0 });
    expect(plan.cuotas[0]).toMatchObject({ estado_cuota: 'PAGADA', abonado: 3_000 });
    const caja = await cuadreDeCaja(e, emp.id_empresa);
    expect(caja.saldo).toBe(caja.suma);
    expect(caja.saldo).toBe(1_000_000);
  });

  it('la misma Idempotency-Key 10 veces a la vez: un solo cobro; cada respuesta es la primera o 409 EN_CURSO', async () => {
    const p = await prestamoDe3000();
    const cobrar = () =>
      emp.admin.post(
        `/api/pagos/${p.idPago}/cobrar`,
        { monto: 250 },
        { 'idempotency-key': 'reintento-0001' },
      );
    const r = await Promise.all(Array.from({ length: 10 }, cobrar));
    const aceptados = r.filter((x) => x.status === 200);
    // La que tomó la clave cobra; las que llegan mientras sigue en curso no esperan (borrador IETF): 409, y las que
    // llegan después de su commit reciben su respuesta.
    expect(aceptados.length).toBeGreaterThanOrEqual(1);
    for (const x of r.filter((y) => y.status !== 200)) {
      expect(x.status).toBe(409);
      expect(x.body).toMatchObject({
        message: 'Ese cobro todavía se está procesando. Intenta de nuevo en unos segundos.',
        code: 'IDEMPOTENCIA_EN_CURSO',
      });
    }
    const primera = aceptados[0]?.body;
    for (const x of aceptados) expect(x.body).toEqual(primera);
    expect(await recibos(p.id)).toHaveLength(1);
    // Terminadas todas, el reintento recibe la primera respuesta y no cobra otra vez.
    const despues = await cobrar();
    expect(despues.status).toBe(200);
    expect(despues.body).toEqual(primera);
    expect(await recibos(p.id)).toHaveLength(1);
    expect((await emp.admin.get(`/api/prestamos/${p.id}/plan`)).body.prestamo.monto_adeudado).toBe(2_750);
  });

  it('cobros y cancelaciones mezclados dejan la base entera cumpliendo sus reglas', async () => {
    const p = await prestamoDe3000();
    await Promise.all(
      Array.from({ length: 10 }, () => emp.admin.post(`/api/pagos/${p.idPago}/cobrar`, { monto: 100 })),
    );
    const detalles = (await emp.admin.get(`/api/pagos/${p.idPago}/historial`)).body.detalles;
    const cancelaciones = await Promise.all(
      detalles.map((d: { id_detalle_pago: number }) =>
        emp.admin.post('/api/pagos/cancelar-ultimo', { id_prestamo: p.id, id_detalle: d.id_detalle_pago }),
      ),
    );
    // Solo el último vigente se cancela en cada momento: al menos uno entra, los demás se niegan con 409.
    expect(cancelaciones.some((x) => x.status === 200)).toBe(true);
    expect(cancelaciones.every((x) => x.status === 200 || x.status === 409)).toBe(true);
    expect(await verificarInvariantes(e.db)).toEqual([]);
  });
});
