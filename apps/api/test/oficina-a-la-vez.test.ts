import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificarInvariantes } from '../src/db/invariantes';
import { abrazosMortales, enPlataforma } from '../src/db/transacciones';
import { crearEntorno, type Entorno } from './entorno';
import { abrirCaja, crearEmpresaDePrueba, type EmpresaDePrueba, prestar } from './fabricas';
import { type Cliente, entrar, type Respuesta } from './peticiones';

/**
 * Una oficina entera escribiendo en la misma empresa a la vez (issue 31,
 * docs/decisiones/0025-escrituras-a-la-vez.md): registros, cobros, caja, ediciones y diferimientos, una tanda fija
 * por persona, con varias conexiones a la base, y las carreras que antes ganaban los dos lados. Solo tiene sentido en
 * PostgreSQL (en PGlite las transacciones van de una en una).
 */
let e: Entorno;
let emp: EmpresaDePrueba;
let admin: Cliente;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  e = await crearEntorno();
  emp = await crearEmpresaDePrueba(e, 'OFICINA', { allow_multiple_loans: true, limite_clientes: 100_000 });
  admin = emp.admin;
  await abrirCaja(e, emp.id_empresa, 10_000_000);
});
afterAll(async () => {
  if (e) await e.cerrar();
});

async function nuevoCliente(nombre: string): Promise<number> {
  const r = await admin.post('/api/clientes', { nombres: nombre, apellidos: 'A la vez' });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.item.id_cliente;
}

/** Las cuotas de un préstamo, en orden, con lo que se debe de cada una. */
async function cuotasDe(idPrestamo: number): Promise<{ id_pago: number; adeudado: number; fecha: string }[]> {
  const plan = await admin.get(`/api/prestamos/${idPrestamo}/plan`);
  return plan.body.cuotas.map((c: { id_pago: number; adeudado: number; fecha_debe_pagar: string }) => ({
    id_pago: c.id_pago,
    adeudado: c.adeudado,
    fecha: c.fecha_debe_pagar,
  }));
}

const diaSiguiente = (fecha: string) => {
  const d = new Date(`${fecha}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/**
 * Lo que hace cada persona de la oficina, una operación tras otra (todas a la vez): un número fijo y no un rato, para
 * que la prueba haga lo mismo en una máquina lenta o ocupada que en una rápida.
 */
const OPERACIONES_POR_PERSONA = 30;

describe.runIf(process.env.DATABASE_URL)('una oficina escribiendo a la vez', () => {
  it(`la mezcla de la oficina, ${OPERACIONES_POR_PERSONA} operaciones por persona: sin 5xx ni abrazos mortales, y el dinero cuadra`, async () => {
    const trabajadores = 8;
    // Cada cobrador cobra sus propios préstamos, como en la calle.
    const carteras = await Promise.all(
      Array.from({ length: trabajadores }, async (_, t) => {
        const p = await prestar(admin, await nuevoCliente(`Cartera ${t}`));
        return { id: p.id_prestamo, cuotas: await cuotasDe(p.id_prestamo), toca: 0 };
      }),
    );
    const reintentosAntes = abrazosMortales.reintentos;
    const respuestas: { que: string; r: Respuesta }[] = [];
    const anotar = (que: string, r: Respuesta) => {
      respuestas.push({ que, r });
      return r;
    };
    await Promise.all(
      carteras.map(async (cartera, t) => {
        for (let n = 0; n < OPERACIONES_POR_PERSONA; n++) {
          switch ((n + t) % 5) {
            case 0: {
              const c = anotar(
                'alta',
                await admin.post('/api/clientes', { nombres: `Nuevo ${t}-${n}`, apellidos: 'X' }),
              );
              if (c.status === 201) {
                anotar(
                  'préstamo',
                  await admin.post('/api/prestamos', {
                    id_cliente: c.body.item.id_cliente,
                    monto: 3000,
                    plazo: 4,
                    tasa: 5,
                  }),
                );
              }
              break;
            }
            case 1: {
              const c = cartera.cuotas[cartera.toca];
              if (!c) break;
              const r = anotar(
                'cobro',
                await admin.post(`/api/pagos/${c.id_pago}/cobrar`, { monto: c.adeudado }),
              );
              if (r.status === 200) cartera.toca++;
              break;
            }
            case 2:
              anotar(
                'caja',
                await admin.post('/api/caja/movimientos', {
                  tipo: n % 2 ? 'EGRESO' : 'INGRESO',
                  monto: 25,
                  descripcion: `Caja ${t}-${n}`,
                }),
              );
              break;
            case 3:
              anotar(
                'edición',
                await admin.put(`/api/clientes/${await nuevoCliente(`Editar ${t}-${n}`)}`, {
                  nombres: `Editado ${t}-${n}`,
                  apellidos: 'A la vez',
                }),
              );
              break;
            default: {
              const c = cartera.cuotas[cartera.toca];
              if (!c) break;
              const nueva = diaSiguiente(c.fecha);
              const r = anotar(
                'diferir',
                await admin.post(`/api/pagos/${c.id_pago}/diferir`, {
                  nueva_fecha: nueva,
                  motivo: 'A la vez',
                }),
              );
              if (r.status === 200) c.fecha = nueva;
            }
          }
        }
      }),
    );
    const fallas = respuestas.filter(({ r }) => r.status >= 500 || (r.status >= 400 && r.status !== 409));
    expect(fallas.map(({ que, r }) => `${que}: ${r.status} ${JSON.stringify(r.body)}`)).toEqual([]);
    expect(respuestas.length).toBeGreaterThan(40);
    expect(abrazosMortales.reintentos - reintentosAntes).toBe(0);
    expect(await verificarInvariantes(e.db)).toEqual([]);
  });

  it('desactivar a un cliente y darle un préstamo a la vez: nunca ganan los dos', async () => {
    for (let i = 0; i < 10; i++) {
      const id = await nuevoCliente(`Carrera ${i}`);
      const [desactivar, prestamo] = await Promise.all([
        admin.put(`/api/clientes/${id}`, {
          nombres: `Carrera ${i}`,
          apellidos: 'A la vez',
          estado: 'INACTIVO',
        }),
        admin.post('/api/prestamos', { id_cliente: id, monto: 2000, plazo: 2, tasa: 5 }),
      ]);
      const estados = [desactivar.status, prestamo.status].sort();
      expect(estados, JSON.stringify([desactivar.body, prestamo.body])).toEqual(
        desactivar.status === 200 ? [200, 409] : [201, 409],
      );
      if (desactivar.status === 409) {
        expect(desactivar.body.message).toBe(
          `No puedes desactivar a CARRERA ${i} A LA VEZ porque tiene préstamo(s) activo(s).`,
        );
      } else {
        expect(prestamo.body.message).toBe('El cliente está inactivo: actívalo antes de darle un préstamo.');
      }
    }
  });

  it('borrar a un cliente y darle un préstamo a la vez: uno gana, el otro se niega sin 500', async () => {
    for (let i = 0; i < 10; i++) {
      const id = await nuevoCliente(`Borrar ${i}`);
      const [borrar, prestamo] = await Promise.all([
        admin.delete(`/api/clientes/${id}`),
        admin.post('/api/prestamos', { id_cliente: id, monto: 2000, plazo: 2, tasa: 5 }),
      ]);
      if (borrar.status === 200) {
        expect(prestamo.status, JSON.stringify(prestamo.body)).toBe(404);
        expect(prestamo.body.message).toBe('Cliente no encontrado');
      } else {
        expect(borrar.status, JSON.stringify(borrar.body)).toBe(409);
        expect(prestamo.status, JSON.stringify(prestamo.body)).toBe(201);
        expect(borrar.body.message).toBe(
          `No puedes eliminar a BORRAR ${i} A LA VEZ porque tiene préstamo(s) activo(s).`,
        );
      }
    }
  });

  it('borrar una empresa mientras sus cobradores cobran: sin 500, y borrada del todo o intacta con 409', async () => {
    const otra = await crearEmpresaDePrueba(e, 'BORRAME', { allow_multiple_loans: true });
    await abrirCaja(e, otra.id_empresa, 1_000_000);
    const carteras = await Promise.all(
      Array.from({ length: 6 }, async (_, t) => {
        const c = await otra.admin.post('/api/clientes', { nombres: `Cobro ${t}`, apellidos: 'Borrame' });
        const p = await prestar(otra.admin, c.body.item.id_cliente);
        const plan = await otra.admin.get(`/api/prestamos/${p.id_prestamo}/plan`);
        return plan.body.cuotas as { id_pago: number; adeudado: number }[];
      }),
    );
    const soporte = await entrar(e, 'SOPORTE', 'soporte');
    let avisarPrimerCobro = () => {};
    const primerCobro = new Promise<void>((listo) => {
      avisarPrimerCobro = listo;
    });
    const cobros = Promise.all(
      carteras.map(async (cuotas) => {
        const estados: number[] = [];
        for (const c of cuotas) {
          estados.push(
            (await otra.admin.post(`/api/pagos/${c.id_pago}/cobrar`, { monto: c.adeudado })).status,
          );
          avisarPrimerCobro();
        }
        return estados;
      }),
    );
    // Se borra con los cobros ya andando: uno respondió y los de las otras carteras siguen.
    await primerCobro;
    const borrado = await soporte.delete(`/api/empresas/${otra.id_empresa}`);
    const estados = (await cobros).flat();
    expect([200, 409]).toContain(borrado.status);
    expect(estados.filter((s) => s >= 500)).toEqual([]);
    const [quedan] = await enPlataforma(e.db, (tx) =>
      tx.execute(sql`select count(*)::int as n from prestamo where id_empresa = ${otra.id_empresa}`),
    ).then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    if (borrado.status === 200) {
      expect(quedan?.n).toBe(0);
    } else {
      expect(borrado.body.message).toBe(
        'La empresa tiene operaciones en curso y no se pudo borrar. Intenta de nuevo en unos segundos.',
      );
      expect(quedan?.n).toBe(6);
    }
    expect(await verificarInvariantes(e.db)).toEqual([]);
  });
});
