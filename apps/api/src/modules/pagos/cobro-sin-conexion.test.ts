import { fechaDeNegocio, formatearFecha, sumarDias } from '@prestamos/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextoDePrueba, textoDe } from '../../../test/documentos';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import {
  abrirCaja,
  crearEmpresaDePrueba,
  crearUsuarioDePrueba,
  cuadreDeCaja,
  type EmpresaDePrueba,
  rutaDePrueba,
} from '../../../test/fabricas';
import { type Cliente, entrar } from '../../../test/peticiones';
import { construirApp } from '../../app';
import { numeroDeCandado } from '../../db/candados';
import { verificarInvariantes } from '../../db/invariantes';
import { enEmpresa, filasDe } from '../../db/transacciones';
import { cierreDelDia } from '../operador/cierre';
import { cierreEnPdf } from '../operador/cierre-pdf';
import { datosDeRecibo } from './recibo/datos';
import { reciboDePago } from './recibo/documento';

/**
 * Cobros hechos sin conexión (issue 35): la hora del cobrador (`cobrado_en`), sus límites, la mora a ese día, la
 * Idempotency-Key de la cola del teléfono y el cuadre por el día del cobro. Préstamos ABSOLUTO semanales de 10,000 al
 * 5 % en 4 cuotas de 2,625 (125 de interés, 2,500 de capital) que empezaron hace 9 días: la cuota 1 venció anteayer y,
 * sin días de gracia, su mora (5 % por mes empezado: 131.25) corre desde ayer.
 */
let e: Entorno;
let emp: EmpresaDePrueba;
let admin: Cliente;
let cobrador: Cliente;
let idCobrador: number;
let hoy: string;
let n = 0;

/** Un instante de un día de negocio a una hora de Santo Domingo, como lo manda el teléfono. */
const aLas = (dia: string, hora: string) => `${dia}T${hora}:00-04:00`;

async function prestamo(inicio = sumarDias(hoy, -9), deQuien = idCobrador) {
  const c = await admin.post('/api/clientes', { nombres: 'Calle', apellidos: `Sin señal ${++n}` });
  await rutaDePrueba(admin, {
    nombre: `Ruta ${n}`,
    clientes: [c.body.item.id_cliente],
    cobradores: [deQuien],
  });
  const p = await admin.post('/api/prestamos', {
    id_cliente: c.body.item.id_cliente,
    monto: 10_000,
    plazo: 4,
    tasa: 5,
    amortizacion: 'ABSOLUTO',
    frecuencia: 'SEMANAL',
    fecha_inicio: inicio,
  });
  expect(p.status, JSON.stringify(p.body)).toBe(201);
  const id = p.body.prestamo.id_prestamo as number;
  const plan = await admin.get(`/api/prestamos/${id}/plan`);
  return {
    id,
    codigo: p.body.prestamo.codigo_prestamo as string,
    cuotas: plan.body.cuotas.map((x: { id_pago: number }) => x.id_pago) as number[],
  };
}

const cobrar = (idPago: number, cuerpo: Record<string, unknown>, clave?: string, quien: Cliente = cobrador) =>
  quien.post(`/api/pagos/${idPago}/cobrar`, cuerpo, clave ? { 'idempotency-key': clave } : undefined);

const recibos = (idPrestamo: number) =>
  enEmpresa(e.db, emp.id_empresa, (tx) =>
    filasDe<{ no_recibo: string }>(tx, sql`select no_recibo from recibo where id_prestamo = ${idPrestamo}`),
  );

beforeAll(async () => {
  e = await crearEntorno();
  hoy = fechaDeNegocio(e.deps.ahora());
  emp = await crearEmpresaDePrueba(e, 'SINSENAL');
  admin = emp.admin;
  await admin.put('/api/empresa/ajustes', { mora_porcentaje: 5, dias_gracia: 0 });
  await abrirCaja(e, emp.id_empresa, 200_000);
  idCobrador = await crearUsuarioDePrueba(e, emp.id_empresa, 'cobrador', 'OPERADOR');
  cobrador = await entrar(e, 'SINSENAL', 'cobrador');
});
afterAll(() => e.cerrar());

describe('la hora del cobrador: límites', () => {
  it('futura, anterior al inicio del préstamo o de más de 7 días: 400 en cobrado_en con su mensaje', async () => {
    const p = await prestamo(sumarDias(hoy, -30));
    const cuota = p.cuotas[0] as number;
    const negado = async (cobrado_en: string, mensaje: string) => {
      const r = await cobrar(cuota, { monto: 100, cobrado_en });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ message: mensaje, fields: { cobrado_en: mensaje } });
    };
    await negado(
      new Date(e.deps.ahora().getTime() + 6 * 60_000).toISOString(),
      'La fecha de cobro no puede ser futura.',
    );
    await negado(aLas(sumarDias(hoy, -8), '12:00'), 'La fecha de cobro no puede tener más de 7 días.');
    const nuevo = await prestamo(sumarDias(hoy, -2));
    const antesDelInicio = await cobrar(nuevo.cuotas[0] as number, {
      monto: 100,
      cobrado_en: aLas(sumarDias(hoy, -3), '12:00'),
    });
    expect(antesDelInicio.status).toBe(400);
    const [a, m, d] = sumarDias(hoy, -2).split('-');
    expect(antesDelInicio.body.fields).toEqual({
      cobrado_en: `La fecha de cobro no puede ser anterior al inicio del préstamo (${d}/${m}/${a}).`,
    });
    // Sin zona no se sabe qué hora es: el contrato la pide.
    const sinZona = await cobrar(cuota, { monto: 100, cobrado_en: `${hoy}T07:42:00` });
    expect(sinZona.status).toBe(400);
    expect(sinZona.body.fields.cobrado_en).toBe(
      'La fecha de cobro no es válida (fecha y hora ISO 8601 con zona).',
    );
    expect(await recibos(p.id)).toHaveLength(0);
    // Unos minutos adelantado (el reloj del teléfono) y hace 7 días justos sí entran, y el recibo lleva las dos horas.
    const adelantado = new Date(e.deps.ahora().getTime() + 4 * 60_000).toISOString();
    const ok = await cobrar(cuota, { monto: 100, cobrado_en: adelantado });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ cobrado_en: adelantado, registrado_en: e.deps.ahora().toISOString() });
    const haceSiete = await cobrar(cuota, { monto: 100, cobrado_en: aLas(sumarDias(hoy, -7), '00:00') });
    expect(haceSiete.status, JSON.stringify(haceSiete.body)).toBe(200);
    expect(haceSiete.body.cobrado_en).toBe(new Date(aLas(sumarDias(hoy, -7), '00:00')).toISOString());
    // Sin cobrado_en (la oficina), las dos horas son la del servidor.
    const oficina = await cobrar(cuota, { monto: 100 }, undefined, admin);
    expect(oficina.body.cobrado_en).toBe(oficina.body.registrado_en);
    const pagos = (await admin.get(`/api/prestamos/${p.id}/pagos-detalle`)).body.pagos;
    expect(pagos.map((x: { cobrado_en: string }) => x.cobrado_en).sort()).toEqual(
      [ok.body.cobrado_en, haceSiete.body.cobrado_en, oficina.body.cobrado_en].sort(),
    );
  });
});

describe('la mora de un cobro sin conexión es la de su día', () => {
  it('cobrada hace 3 días (antes de la mora, que corre desde ayer): sin mora', async () => {
    const p = await prestamo();
    const r = await cobrar(p.cuotas[0] as number, {
      monto: 2_625,
      cobrado_en: aLas(sumarDias(hoy, -3), '10:00'),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ estado_cuota: 'PAGADA', total_pagado: 2_625 });
    const detalles = (await admin.get(`/api/pagos/${p.cuotas[0]}/historial`)).body.detalles;
    expect(detalles).toMatchObject([
      { mora_pagada: 0, interes_pagado: 125, capital_pagado: 2_500, monto_pagado: 2_625 },
    ]);
    expect((await admin.get(`/api/prestamos/${p.id}/plan`)).body.prestamo).toMatchObject({
      mora: 0,
      monto_adeudado: 7_875,
    });
  });

  it('cobrada ayer (ya en mora): paga primero los 131.25 de mora, y hoy no se cobra otra vez', async () => {
    const p = await prestamo();
    const r = await cobrar(p.cuotas[0] as number, {
      monto: 2_625,
      cobrado_en: aLas(sumarDias(hoy, -1), '12:00'),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const h = (await admin.get(`/api/pagos/${p.cuotas[0]}/historial`)).body;
    expect(h.detalles).toMatchObject([
      { mora_pagada: 131.25, interes_pagado: 125, capital_pagado: 2_368.75, monto_pagado: 2_625 },
    ]);
    expect(h.cuota).toMatchObject({ mora: 0, adeudado: 131.25 });
  });

  it('un abono de hace 3 días baja la mora del mes que empezó después: 5 % de 1,625 = 81.25', async () => {
    const p = await prestamo();
    const r = await cobrar(p.cuotas[0] as number, {
      monto: 1_000,
      cobrado_en: aLas(sumarDias(hoy, -3), '10:00'),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const h = (await admin.get(`/api/pagos/${p.cuotas[0]}/historial`)).body;
    expect(h.detalles).toMatchObject([{ mora_pagada: 0, interes_pagado: 125, capital_pagado: 875 }]);
    // Registrado hoy, pero el cliente pagó antes de que corriera la mora: el mes que empezó ayer va sobre lo que quedó.
    expect(h.cuota).toMatchObject({ mora: 81.25, adeudado: 1_706.25 });
  });
});

describe('la fecha del pago es la del cobrador (issue 40, punto 7)', () => {
  it('pagos-detalle e historial: fecha_pago = cobrado_en, y registrado_en la hora en que llegó', async () => {
    const p = await prestamo();
    const cobradoEn = aLas(sumarDias(hoy, -2), '15:20');
    const r = await cobrar(p.cuotas[0] as number, { monto: 2_625, cobrado_en: cobradoEn });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const oficina = await cobrar(p.cuotas[1] as number, { monto: 500 }, undefined, admin);
    expect(oficina.status, JSON.stringify(oficina.body)).toBe(200);
    const ahora = e.deps.ahora().toISOString();
    const cobrado = new Date(cobradoEn).toISOString();

    const pagos = (await admin.get(`/api/prestamos/${p.id}/pagos-detalle`)).body.pagos;
    const fechas = (detalles: { no_cuota: number; fecha_pago: string; registrado_en: string }[]) =>
      detalles.map((d) => [d.no_cuota, d.fecha_pago, d.registrado_en]);
    // Del más reciente al más antiguo: el de la oficina (las dos horas iguales) y el que llegó tarde.
    expect(pagos.map((x: { detalles: never[] }) => fechas(x.detalles))).toEqual([
      [[2, ahora, ahora]],
      [[1, cobrado, ahora]],
    ]);
    const historial = (await admin.get(`/api/pagos/${p.cuotas[0]}/historial`)).body.detalles;
    expect(fechas(historial)).toEqual([[1, cobrado, ahora]]);
  });
});

describe('lo que la cola del teléfono recibe si el servidor se niega', () => {
  it('la oficina ya cobró la cuota: 409 CUOTA_PAGADA; el monto ya pasa de lo adeudado: 400 en monto', async () => {
    const p = await prestamo();
    // La oficina cobra la cuota 1 entera (con su mora de hoy) mientras el cobrador no tiene señal.
    const oficina = await cobrar(p.cuotas[0] as number, { monto: 2_756.25 }, undefined, admin);
    expect(oficina.body.estado_cuota).toBe('PAGADA');
    const tarde = await cobrar(p.cuotas[0] as number, {
      monto: 2_625,
      cobrado_en: aLas(sumarDias(hoy, -1), '12:00'),
    });
    expect(tarde.status).toBe(409);
    expect(tarde.body).toMatchObject({
      message: 'La cuota 1 ya está pagada: otro cobro la saldó.',
      code: 'CUOTA_PAGADA',
    });
    const demasiado = await cobrar(p.cuotas[1] as number, {
      monto: 8_000,
      cobrado_en: aLas(hoy, '00:00'),
    });
    expect(demasiado.status).toBe(400);
    expect(demasiado.body.fields).toEqual({
      monto: 'El monto no puede pasar de lo adeudado del préstamo (RD$\u00a07,875.00).',
    });
    expect(await recibos(p.id)).toHaveLength(1);
  });
});

describe('lo que la cola recibe de un préstamo cancelado', () => {
  it('la oficina canceló el préstamo (sus cuotas se borran): 409 PRESTAMO_CANCELADO, no 404', async () => {
    const p = await prestamo(hoy);
    expect((await admin.post(`/api/prestamos/${p.id}/cancelar`)).status).toBe(200);
    const r = await cobrar(p.cuotas[0] as number, {
      monto: 2_625,
      cobrado_en: e.deps.ahora().toISOString(),
    });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({
      message: `El préstamo ${p.codigo} está cancelado.`,
      code: 'PRESTAMO_CANCELADO',
    });
    expect(await recibos(p.id)).toHaveLength(0);
  });
});

describe('Idempotency-Key de la cola', () => {
  it('la misma clave con otra hora de cobro: 422; la misma hora escrita en otra zona: la primera respuesta', async () => {
    const p = await prestamo();
    const cuerpo = { monto: 500, cobrado_en: aLas(sumarDias(hoy, -1), '09:15') };
    const primera = await cobrar(p.cuotas[0] as number, cuerpo, 'cola-AB12-000001');
    expect(primera.status).toBe(200);
    const otraHora = await cobrar(
      p.cuotas[0] as number,
      { ...cuerpo, cobrado_en: aLas(sumarDias(hoy, -1), '09:16') },
      'cola-AB12-000001',
    );
    expect(otraHora.status).toBe(422);
    expect(otraHora.body).toMatchObject({
      message: 'Esa clave de idempotencia ya se usó para otro cobro.',
      code: 'IDEMPOTENCIA_OTROS_DATOS',
    });
    const enUtc = await cobrar(
      p.cuotas[0] as number,
      { monto: 500, cobrado_en: new Date(cuerpo.cobrado_en).toISOString() },
      'cola-AB12-000001',
    );
    expect(enUtc.status).toBe(200);
    expect(enUtc.body).toEqual(primera.body);
    expect(await recibos(p.id)).toHaveLength(1);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'con PostgreSQL: mientras la primera sigue en curso, la misma clave da 409 EN_CURSO sin esperar',
    async () => {
      const p = await prestamo();
      const cuerpo = { monto: 700, cobrado_en: aLas(sumarDias(hoy, -1), '11:00') };
      // Otra conexión retiene el préstamo: la primera petición toma la clave y se queda esperando ese bloqueo.
      const otra = new pg.Client({ connectionString: e.url ?? '' });
      await otra.connect();
      try {
        await otra.query('begin');
        await otra.query('select 1 from prestamo where id_prestamo = $1 for update', [p.id]);
        const enCurso = cobrar(p.cuotas[0] as number, cuerpo, 'cola-AB12-000002');
        let primeraTermino = false;
        const terminar = () => {
          primeraTermino = true;
        };
        void enCurso.then(terminar, terminar);
        const clave = numeroDeCandado(`idempotencia:${emp.id_empresa}:${idCobrador}:cola-AB12-000002`);
        await expect
          .poll(async () => {
            const r = await otra.query(
              `select count(*)::int as n from pg_locks where locktype = 'advisory' and granted
                 and (classid::bigint << 32 | objid::bigint) = $1::bigint`,
              [clave.toString()],
            );
            return r.rows[0].n;
          })
          .toBe(1);
        const segunda = await cobrar(p.cuotas[0] as number, cuerpo, 'cola-AB12-000002');
        expect(segunda.status).toBe(409);
        expect(segunda.body).toMatchObject({
          message: 'Ese cobro todavía se está procesando. Intenta de nuevo en unos segundos.',
          code: 'IDEMPOTENCIA_EN_CURSO',
        });
        // Sin esperar: la respuesta llegó con la primera todavía detenida (la otra conexión no ha soltado el préstamo).
        expect(primeraTermino).toBe(false);
        await otra.query('commit');
        const primera = await enCurso;
        expect(primera.status).toBe(200);
        const reintento = await cobrar(p.cuotas[0] as number, cuerpo, 'cola-AB12-000002');
        expect(reintento.body).toEqual(primera.body);
        expect(await recibos(p.id)).toHaveLength(1);
      } finally {
        await otra.end();
      }
    },
  );
});

describe('el cuadre del cobrador, por el día en que cobró', () => {
  it('un cobro de ayer que llegó hoy cuenta ayer, aparte como sincronizado tarde; hoy no', async () => {
    // Un cobrador con su propio día: los cobros de las pruebas de arriba son del otro.
    const idMarta = await crearUsuarioDePrueba(e, emp.id_empresa, 'marta', 'OPERADOR');
    const marta = await entrar(e, 'SINSENAL', 'marta');
    const p = await prestamo(undefined, idMarta);
    const q = await prestamo(undefined, idMarta);
    const ayer = sumarDias(hoy, -1);
    // Otro teléfono de la misma cobradora (otra sesión) sincroniza la cola: el cobro es de quien lo cobró.
    const otroTelefono = await entrar(e, 'SINSENAL', 'marta');
    const tarde = await cobrar(
      p.cuotas[0] as number,
      { monto: 1_234.56, cobrado_en: aLas(ayer, '16:40') },
      'cola-AB12-000003',
      otroTelefono,
    );
    expect(tarde.status, JSON.stringify(tarde.body)).toBe(200);
    const deHoy = await cobrar(
      q.cuotas[0] as number,
      { monto: 300.1, metodo: 'TRANSFERENCIA' },
      undefined,
      marta,
    );
    expect(deHoy.status).toBe(200);

    const cuadreDeAyer = (await marta.get(`/api/operador/cierre?fecha=${ayer}`)).body;
    expect(cuadreDeAyer).toMatchObject({
      fecha: ayer,
      cobrador: { id_usuario: idMarta },
      recibos: [],
      totales: {
        cantidad: 1,
        total: 1_234.56,
        por_metodo: [{ metodo: 'EFECTIVO', cantidad: 1, total: 1_234.56 }],
      },
      sincronizados_tarde: {
        cantidad: 1,
        total: 1_234.56,
        recibos: [
          {
            no_recibo: tarde.body.no_recibo,
            fecha: new Date(aLas(ayer, '16:40')).toISOString(),
            registrado_en: e.deps.ahora().toISOString(),
          },
        ],
      },
    });
    const cuadreDeHoy = (await marta.get('/api/operador/cierre')).body;
    expect(cuadreDeHoy.totales).toMatchObject({ cantidad: 1, total: 300.1 });
    expect(cuadreDeHoy.recibos.map((r: { no_recibo: string }) => r.no_recibo)).toEqual([
      deHoy.body.no_recibo,
    ]);
    expect(cuadreDeHoy.sincronizados_tarde).toEqual({ cantidad: 0, total: 0, recibos: [] });
    // Lo cobrado hoy de su pantalla dice lo mismo que su cuadre.
    expect((await marta.get('/api/operador/estado')).body.cobrado_hoy).toMatchObject({
      cantidad: 1,
      total: 300.1,
    });
    const pdf = await marta.get(`/api/operador/cierre/pdf?fecha=${ayer}`);
    expect(pdf.status).toBe(200);
    const deMarta = contextoDePrueba(emp.id_empresa, idMarta);
    const cuadreImpreso = textoDe(cierreEnPdf(await cierreDelDia(e.deps, deMarta, { fecha: ayer })));
    expect(cuadreImpreso).toContain('Todos los cobros de este día llegaron tarde (abajo).');
    expect(cuadreImpreso).toContain('Sincronizados tarde (ya cuentan en el total): RD$\u00a01,234.56');
    // El recibo impreso lleva la hora del cobro y, aparte, cuándo se registró.
    const recibo = textoDe(reciboDePago(await datosDeRecibo(e.deps, deMarta, { id: tarde.body.id_recibo })));
    expect(recibo).toMatch(new RegExp(`Fecha y hora\\s+${formatearFecha(ayer)} 16:40`));
    expect(recibo).toContain('(cobrado sin conexión)');
    const caja = await cuadreDeCaja(e, emp.id_empresa);
    expect(caja.saldo).toBe(caja.suma);
    expect(await verificarInvariantes(e.db)).toEqual([]);
  });
});

// Al final: cierra el servidor y levanta otro sobre la misma base.
describe('después de reiniciar el servidor', () => {
  it('la clave repetida recibe la primera respuesta y no cobra otra vez', async () => {
    const p = await prestamo();
    const cuerpo = { monto: 800, cobrado_en: aLas(sumarDias(hoy, -2), '08:05') };
    const primera = await cobrar(p.cuotas[0] as number, cuerpo, 'cola-AB12-000004');
    expect(primera.status).toBe(200);
    await e.app.close();
    e.app = await construirApp(e.deps, { carpetaWeb: '/sin-web', validarRespuestas: true });
    const repetida = await cobrar(p.cuotas[0] as number, cuerpo, 'cola-AB12-000004');
    expect(repetida.status).toBe(200);
    expect(repetida.body).toEqual(primera.body);
    expect(await recibos(p.id)).toHaveLength(1);
  });
});
