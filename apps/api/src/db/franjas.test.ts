import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../test/entorno';
import { abrirCaja, crearEmpresaDePrueba, prestar, rutaDePrueba } from '../../test/fabricas';
import { juntarFranjas, TABLAS_EN_FRANJAS } from './franjas';
import { verificarInvariantes } from './invariantes';
import { enPlataforma, filasDe } from './transacciones';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
});
afterAll(() => e.cerrar());

/** Cuántas filas tiene cada tabla de sumas fuera de la franja 0. */
async function fueraDeLaFranjaCero(): Promise<Record<string, number>> {
  const cuentas: Record<string, number> = {};
  for (const tabla of TABLAS_EN_FRANJAS) {
    const [fila] = await enPlataforma(e.db, (tx) =>
      filasDe<{ n: number }>(
        tx,
        sql`select count(*)::int as n from ${sql.identifier(tabla)} where franja <> 0`,
      ),
    );
    cuentas[tabla] = fila?.n ?? 0;
  }
  return cuentas;
}

describe('juntar las franjas', () => {
  it('pasa a la franja 0 lo sumado en cada tabla de sumas sin cambiar ninguna suma', async () => {
    // Escrituras por la API: cada una suma en la franja de su conexión (`pg_backend_pid()`).
    const emp = await crearEmpresaDePrueba(e, 'FRANJAS');
    await abrirCaja(e, emp.id_empresa, 50_000);
    const c = await emp.admin.post('/api/clientes', { nombres: 'Franja', apellidos: 'Uno' });
    expect(c.status, JSON.stringify(c.body)).toBe(201);
    await rutaDePrueba(emp.admin, { nombre: 'Ruta de las franjas', clientes: [c.body.item.id_cliente] });
    const p = await prestar(emp.admin, c.body.item.id_cliente);
    const plan = await emp.admin.get(`/api/prestamos/${p.id_prestamo}/plan`);
    const cobro = await emp.admin.post(`/api/pagos/${plan.body.cuotas[0].id_pago}/cobrar`, {
      monto: 500,
      metodo: 'EFECTIVO',
    });
    expect(cobro.status, JSON.stringify(cobro.body)).toBe(200);
    const antes = await fueraDeLaFranjaCero();
    for (const tabla of TABLAS_EN_FRANJAS) expect(antes[tabla], tabla).toBeGreaterThan(0);

    expect(await juntarFranjas(e.db)).toBeGreaterThan(0);

    expect(await fueraDeLaFranjaCero()).toEqual(Object.fromEntries(TABLAS_EN_FRANJAS.map((t) => [t, 0])));
    // Las reglas del dinero comparan cada suma con lo que la rehace desde las filas: nada se perdió ni se duplicó.
    expect(await verificarInvariantes(e.db)).toEqual([]);
    // RD$ 50,000 de apertura, RD$ 10,000 prestados y RD$ 500 cobrados.
    expect((await emp.admin.get('/api/caja/saldo')).body.saldo).toBe(40_500);
  });

  it('una tabla que no es de sumas es un error, no una sentencia armada con su nombre', async () => {
    await expect(
      enPlataforma(e.db, (tx) => filasDe(tx, sql`select juntar_franjas('cliente')`)),
    ).rejects.toMatchObject({ cause: { message: expect.stringContaining('tabla desconocida cliente') } });
  });
});
