import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../test/entorno';
import { abrirCaja, crearEmpresaDePrueba } from '../../test/fabricas';
import { entrar } from '../../test/peticiones';
import { verificarInvariantes } from './invariantes';
import { enPlataforma } from './transacciones';

let e: Entorno;
let idPrestamo: number;
let idPago: number;

beforeAll(async () => {
  e = await crearEntorno();
  const emp = await crearEmpresaDePrueba(e, 'REGLAS');
  await abrirCaja(e, emp.id_empresa, 50_000);
  const c = await emp.admin.post('/api/clientes', { nombres: 'Regla', apellidos: 'Rota' });
  const p = await emp.admin.post('/api/prestamos', {
    id_cliente: c.body.item.id_cliente,
    monto: 3_000,
    plazo: 3,
    tasa: 5,
  });
  idPrestamo = p.body.prestamo.id_prestamo;
  idPago = (await emp.admin.get(`/api/prestamos/${idPrestamo}/plan`)).body.cuotas[0].id_pago;
  await emp.admin.post(`/api/pagos/${idPago}/cobrar`, { monto: 500 });
});
afterAll(() => e.cerrar());

/** Rompe la base con `romper`, revisa y la deja como estaba con `arreglar`. */
async function reglasRotas(romper: SQL, arreglar: SQL) {
  await enPlataforma(e.db, (tx) => tx.execute(romper));
  const violaciones = await verificarInvariantes(e.db);
  await enPlataforma(e.db, (tx) => tx.execute(arreglar));
  return violaciones.map((v) => v.regla);
}

describe('verificarInvariantes', () => {
  it('una base sana no rompe ninguna regla', async () => {
    expect(await verificarInvariantes(e.db)).toEqual([]);
  });

  it('detecta cada clase de error del rastro del dinero', async () => {
    // Cada caso rompe una regla (o las que dependen de ella), y lo que arregla la deja como estaba.
    const busqueda =
      'La búsqueda tiene los sufijos de cada cliente y de cada código de préstamo, y ninguno más';
    const casos: { romper: SQL; arreglar: SQL; reglas: string[] }[] = [
      {
        romper: sql`update caja set saldo_centavos = saldo_centavos + 1`,
        arreglar: sql`update caja set saldo_centavos = saldo_centavos - 1`,
        reglas: ['El saldo de la caja es la suma de sus movimientos vigentes'],
      },
      {
        romper: sql`update caja set movimientos = movimientos + 1`,
        arreglar: sql`update caja set movimientos = movimientos - 1`,
        reglas: ['La caja cuenta todos sus movimientos (el total de su lista)'],
      },
      {
        romper: sql`update detalle_pago set id_prestamo = id_prestamo + 1000 where id_pago = ${idPago}`,
        arreglar: sql`update detalle_pago set id_prestamo = id_prestamo - 1000 where id_pago = ${idPago}`,
        reglas: [
          'Cada detalle de pago es del préstamo de su cuota',
          // Los pagos vigentes del resumen se cuentan por el préstamo del detalle.
          'El resumen guardado de cada préstamo es el de sus cuotas (lo adeudado, la primera abierta, los pagos)',
        ],
      },
      {
        romper: sql`update cuota set abonado_capital_centavos = abonado_capital_centavos + 1 where id_pago = ${idPago}`,
        arreglar: sql`update cuota set abonado_capital_centavos = abonado_capital_centavos - 1 where id_pago = ${idPago}`,
        reglas: [
          'Lo abonado de cada cuota (capital, interés y mora) es la suma de sus detalles vigentes',
          'El resumen guardado de cada préstamo es el de sus cuotas (lo adeudado, la primera abierta, los pagos)',
        ],
      },
      {
        romper: sql`update cuota set estado_cuota = 'PAGADA' where id_pago = ${idPago}`,
        arreglar: sql`update cuota set estado_cuota = 'PARCIAL' where id_pago = ${idPago}`,
        reglas: [
          'Ninguna cuota está pagada por encima de su monto, y su estado dice lo que tiene abonado',
          'El resumen guardado de cada préstamo es el de sus cuotas (lo adeudado, la primera abierta, los pagos)',
        ],
      },
      {
        romper: sql`update prestamo set saldo_centavos = saldo_centavos + 1 where id_prestamo = ${idPrestamo}`,
        arreglar: sql`update prestamo set saldo_centavos = saldo_centavos - 1 where id_prestamo = ${idPrestamo}`,
        reglas: [
          'El resumen guardado de cada préstamo es el de sus cuotas (lo adeudado, la primera abierta, los pagos)',
        ],
      },
      {
        romper: sql`update contador_empresa set clientes_activos = clientes_activos + 1`,
        arreglar: sql`update contador_empresa set clientes_activos = clientes_activos - 1`,
        reglas: ['Los contadores de la empresa son sus clientes y préstamos por estado'],
      },
      {
        romper: sql`update prestamo set orden = orden + 1000 where id_prestamo = ${idPrestamo}`,
        arreglar: sql`update prestamo set orden = orden - 1000 where id_prestamo = ${idPrestamo}`,
        reglas: ['El orden de alta de los préstamos de cada empresa es 1, 2, 3… sin huecos'],
      },
      {
        romper: sql`update prestamo set plazo = plazo + 1 where id_prestamo = ${idPrestamo}`,
        arreglar: sql`update prestamo set plazo = plazo - 1 where id_prestamo = ${idPrestamo}`,
        reglas: [
          'Un préstamo no cancelado tiene tantas cuotas como su plazo (las abiertas son plazo − pagadas)',
        ],
      },
      {
        romper: sql`update recibo set total_centavos = total_centavos + 1 where id_prestamo = ${idPrestamo}`,
        arreglar: sql`update recibo set total_centavos = total_centavos - 1 where id_prestamo = ${idPrestamo}`,
        reglas: [
          'Cada recibo vigente suma sus detalles y entró a la caja; uno anulado no tiene nada vigente',
        ],
      },
      {
        romper: sql`update prestamo set estado = 'SALDADO' where id_prestamo = ${idPrestamo}`,
        arreglar: sql`update prestamo set estado = 'ACTIVO' where id_prestamo = ${idPrestamo}`,
        reglas: ['Un préstamo está SALDADO si y solo si no le queda cuota abierta'],
      },
      {
        romper: sql`update secuencia set ultimo = ultimo + 1 where tipo = 'RECIBO'`,
        arreglar: sql`update secuencia set ultimo = ultimo - 1 where tipo = 'RECIBO'`,
        reglas: ['Los números de cada serie son únicos y sin huecos: tantos como el contador'],
      },
      {
        romper: sql`update resumen_cartera set capital_centavos = capital_centavos + 1 where dimension = 'R'`,
        arreglar: sql`update resumen_cartera set capital_centavos = capital_centavos - 1 where dimension = 'R'`,
        reglas: [
          'El resumen de cartera (empresa, rutas y cobradores) es el de los préstamos vigentes',
          'El resumen de cartera por mes es la suma por mes del resumen de cartera',
        ],
      },
      {
        romper: sql`update resumen_cartera_mes set capital_centavos = capital_centavos + 1 where dimension = 'E'`,
        arreglar: sql`update resumen_cartera_mes set capital_centavos = capital_centavos - 1 where dimension = 'E'`,
        reglas: ['El resumen de cartera por mes es la suma por mes del resumen de cartera'],
      },
      {
        romper: sql`update cliente set primer_vencimiento_impago = primer_vencimiento_impago - 1
            where primer_vencimiento_impago is not null`,
        arreglar: sql`update cliente set primer_vencimiento_impago = primer_vencimiento_impago + 1
            where primer_vencimiento_impago is not null`,
        reglas: ['El vencimiento más antiguo guardado en cada cliente es el de sus préstamos vigentes'],
      },
      {
        romper: sql`update resumen_diario set cobrado_centavos = cobrado_centavos + 1 where recibos > 0`,
        arreglar: sql`update resumen_diario set cobrado_centavos = cobrado_centavos - 1 where recibos > 0`,
        reglas: [
          'El resumen diario (cuotas que vencen, lo que falta de ellas y lo cobrado) es el de cuotas y recibos',
        ],
      },
      {
        romper: sql`insert into resumen_ruta (id_empresa, id_ruta, fecha, abiertas, pendiente_centavos)
            select id_empresa, 0, '2026-01-05', 1, 100 from prestamo where id_prestamo = ${idPrestamo}`,
        arreglar: sql`delete from resumen_ruta where id_ruta = 0`,
        reglas: [
          'El resumen de cada ruta (sus cuotas abiertas por día y lo que falta de ellas) es el de sus clientes',
        ],
      },
      {
        romper: sql`update prestamo_sufijo set sufijo = sufijo || 'x' where id_prestamo = ${idPrestamo}`,
        arreglar: sql`update prestamo_sufijo set sufijo = left(sufijo, -1) where id_prestamo = ${idPrestamo}`,
        reglas: [busqueda],
      },
      {
        romper: sql`delete from cliente_sufijo where id_cliente = (select min(id_cliente) from cliente)`,
        arreglar: sql`insert into cliente_sufijo (id_empresa, sufijo, id_cliente)
            select c.id_empresa, s, c.id_cliente from cliente c, sufijos_de_busqueda(c.busqueda) s
            where c.id_cliente = (select min(id_cliente) from cliente)`,
        reglas: [busqueda],
      },
    ];
    for (const { romper, arreglar, reglas } of casos) {
      expect(await reglasRotas(romper, arreglar), reglas[0]).toEqual(reglas);
    }
    expect(await verificarInvariantes(e.db)).toEqual([]);
  });
});

describe('GET /api/admin/invariantes', () => {
  it('solo SUPERADMIN; dice las reglas rotas de toda la base', async () => {
    const soporte = await entrar(e, 'SOPORTE', 'soporte');
    expect((await soporte.get('/api/admin/invariantes')).body).toEqual({ ok: true, violaciones: [] });
    await enPlataforma(e.db, (tx) => tx.execute(sql`update caja set saldo_centavos = saldo_centavos + 1`));
    const rota = (await soporte.get('/api/admin/invariantes')).body;
    await enPlataforma(e.db, (tx) => tx.execute(sql`update caja set saldo_centavos = saldo_centavos - 1`));
    expect(rota.ok).toBe(false);
    expect(rota.violaciones[0].regla).toBe('El saldo de la caja es la suma de sus movimientos vigentes');
    const admin = await entrar(e, 'DEMO', 'admin');
    expect((await admin.get('/api/admin/invariantes')).status).toBe(403);
  });
});
