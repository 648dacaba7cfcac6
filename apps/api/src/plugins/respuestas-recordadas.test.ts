import { fechaDeNegocio, sumarDias } from '@prestamos/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../test/entorno';
import { abrirCaja, crearEmpresaDePrueba, type EmpresaDePrueba, prestar } from '../../test/fabricas';
import { type Cliente, cliente, entrar } from '../../test/peticiones';
import { construirApp } from '../app';
import { enEmpresa } from '../db/transacciones';

/**
 * El tablero, los reportes y las pantallas del cobrador se recuerdan ya serializados (plugins/respuestas-recordadas.ts):
 * lo que ve el usuario tiene que ser siempre lo de la base, al instante en esta instancia y unos 50 ms después en
 * las demás.
 */
let e: Entorno;
let emp: EmpresaDePrueba;
let otra: EmpresaDePrueba;
let admin: Cliente;
let idCliente: number;

beforeAll(async () => {
  e = await crearEntorno();
  emp = await crearEmpresaDePrueba(e, 'RECUERDA');
  otra = await crearEmpresaDePrueba(e, 'RECUERDA2');
  admin = emp.admin;
  await abrirCaja(e, emp.id_empresa, 100_000);
  await abrirCaja(e, otra.id_empresa, 100_000);
  idCliente = await nuevoCliente(admin, 'Rosa');
  // Un préstamo de hace dos meses: cuotas vencidas en el reporte de cuotas y en la lista de mora del tablero.
  await prestar(admin, idCliente, { fechaInicio: sumarDias(fechaDeNegocio(e.deps.ahora()), -65) });
});
afterAll(() => e.cerrar());

async function nuevoCliente(quien: Cliente, nombres: string) {
  const r = await quien.post('/api/clientes', { nombres, apellidos: 'Recordada', telefono: '8095550101' });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.item.id_cliente as number;
}

/** Un cliente nuevo con un préstamo de hoy, y el cobro de su primera cuota; devuelve lo cobrado. */
async function prestarYCobrar(quien: Cliente) {
  const p = await prestar(quien, await nuevoCliente(quien, 'Nuevo'));
  const plan = await quien.get(`/api/prestamos/${p.id_prestamo}/plan`);
  const cuota = plan.body.cuotas[0];
  const c = await quien.post(`/api/pagos/${cuota.id_pago}/cobrar`, {
    monto: cuota.monto_cuota,
    metodo: 'EFECTIVO',
  });
  expect(c.status, JSON.stringify(c.body)).toBe(200);
  return Number(cuota.monto_cuota);
}

describe('respuestas recordadas', () => {
  it('la segunda lectura es la misma respuesta; un préstamo y un cobro se ven en la lectura siguiente', async () => {
    const antes = await admin.get('/api/dashboard');
    expect(antes.status).toBe(200);
    expect(antes.headers['content-type']).toBe('application/json; charset=utf-8');
    const repetida = await admin.get('/api/dashboard');
    expect(repetida.body).toEqual(antes.body);
    const carteraAntes = await admin.get('/api/reportes/cartera');

    const cobrado = await prestarYCobrar(admin);
    expect(cobrado).toBeGreaterThan(0);

    const despues = await admin.get('/api/dashboard');
    expect(despues.body.cards.prestamos.activos).toBe(antes.body.cards.prestamos.activos + 1);
    expect(despues.body.cards.cartera.cobradoMes).toBeCloseTo(
      antes.body.cards.cartera.cobradoMes + cobrado,
      2,
    );
    const cartera = await admin.get('/api/reportes/cartera');
    expect(cartera.body.cartera.prestamos).toBe(carteraAntes.body.cartera.prestamos + 1);
  });

  it('lo que escribe otra empresa no cambia lo recordado de esta, y lo de esta no se ve en la otra', async () => {
    const propia = await admin.get('/api/dashboard');
    await prestarYCobrar(otra.admin);
    expect((await admin.get('/api/dashboard')).body).toEqual(propia.body);
    expect((await otra.admin.get('/api/dashboard')).body.cards.prestamos.activos).toBe(1);
  });

  it('se responde lo recordado sin leer la base; el ping no lo olvida y cualquier escritura de la empresa sí', async () => {
    const nombres = (r: { body: { cuotas: { cliente: string }[] } }) => r.body.cuotas.map((c) => c.cliente);
    const cuotas = async () => nombres(await admin.get('/api/reportes/cuotas'));
    expect(await cuotas()).toContain('ROSA RECORDADA');
    // Un cambio por fuera de la API (que ninguna petición avisa) no se ve: la respuesta es la recordada. Con
    // PostgreSQL, el aviso de una escritura anterior de la empresa llega hasta unos 50 ms después y olvida lo
    // recordado: si llega entre las dos lecturas, la segunda trae el cambio, y se vuelve a probar con la recordada
    // entonces. Sin respuestas recordadas, ningún intento pasa.
    let cambios = 0;
    let recordada: string[] = [];
    await expect
      .poll(
        async () => {
          recordada = await cuotas();
          cambios++;
          await enEmpresa(e.db, emp.id_empresa, (tx) =>
            tx.execute(
              sql`update cliente set nombres = ${`ROSALÍA ${cambios}`} where id_cliente = ${idCliente}`,
            ),
          );
          return JSON.stringify(await cuotas()) === JSON.stringify(recordada);
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    expect((await admin.post('/api/auth/ping')).status).toBe(200);
    expect(await cuotas()).toEqual(recordada);
    // Cualquier escritura de la empresa olvida lo recordado: no hay que saber qué pantalla lee qué.
    const ajuste = await admin.put('/api/empresa/ajustes', { dias_gracia: 3 });
    expect(ajuste.status, JSON.stringify(ajuste.body)).toBe(200);
    expect(await cuotas()).toContain(`ROSALÍA ${cambios} RECORDADA`);
  });

  it('al cambiar el día de negocio la respuesta se vuelve a calcular (los atrasos y la mora cambian)', async () => {
    const hoy = await admin.get('/api/dashboard');
    e.avanzarReloj(86_400);
    // Un día sin tocar nada cierra la sesión por inactividad: el mismo usuario vuelve a entrar.
    admin = await entrar(e, 'RECUERDA', 'admin');
    const manana = await admin.get('/api/dashboard');
    expect(manana.body.fecha).toBe(sumarDias(hoy.body.fecha, 1));
    expect(manana.body.enMora[0].diasMora).toBe(hoy.body.enMora[0].diasMora + 1);
  });

  it.runIf(process.env.DATABASE_URL)(
    'con dos instancias, un cobro en una se ve en la otra por el aviso de la base',
    async () => {
      const segunda = await construirApp(e.deps, { carpetaWeb: '/sin-web' });
      try {
        const enLaSegunda = async () =>
          (
            await segunda.inject({
              method: 'GET',
              url: '/api/dashboard',
              headers: { authorization: `Bearer ${admin.token}` },
            })
          ).json() as { cards: { prestamos: { activos: number } } };
        // La segunda empieza a recordar cuando escucha sus avisos (la primera ya escucha): hasta entonces cada lectura
        // va a la base, y el cobro se vería sin aviso.
        await expect.poll(() => e.oyentes('datos'), { timeout: 30_000 }).toBe(2);
        const antes = (await enLaSegunda()).cards.prestamos.activos;
        expect((await enLaSegunda()).cards.prestamos.activos).toBe(antes);
        await prestarYCobrar(cliente(e, admin.token));
        await expect
          .poll(async () => (await enLaSegunda()).cards.prestamos.activos, { timeout: 30_000, interval: 5 })
          .toBe(antes + 1);
      } finally {
        await segunda.close();
      }
    },
  );
});
