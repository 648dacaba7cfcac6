import { fechaDeNegocio, formatearFecha, PERMISOS_OPERADOR_POR_DEFECTO, sumarDias } from '@prestamos/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import {
  abrirCaja,
  crearEmpresaDePrueba,
  crearUsuarioDePrueba,
  type EmpresaDePrueba,
  rutaDePrueba,
  usuarioConPermisos,
} from '../../../test/fabricas';
import { type Cliente, entrar } from '../../../test/peticiones';
import { enPlataforma } from '../../db/transacciones';

/**
 * Una cartera cuyas cifras se sacan a mano (H = hoy). Préstamos ABSOLUTO semanales de RD$ 10,000 al 5 % mensual en 4
 * cuotas: interés 125 por semana (10,000 × 5 % × 0.25), capital 2,500, cuota 2,625. Mora 5 % por mes (de 30 días)
 * empezado, sin gracia: 131.25 por cuota y mes.
 *
 * - Ana: empieza H−17 → vence H−10, H−3, H+4, H+11. Debe 2 cuotas; 10 días de atraso; mora 2 × 131.25.
 * - Berta: empieza H−7 → vence H, H+7, H+14, H+21. El cobrador Uno le cobra hoy la cuota de H (2,625).
 * - Carmen: empieza H−35 → vence H−28, H−21, H−14, H−7. Debe las 4; 28 días; mora 4 × 131.25.
 * - Daniel: su préstamo se canceló. Eva: empieza H−126 → vence H−119 ... H−98; 119 días; mora 4 meses × 4 cuotas.
 * - Fede: RD$ 1,000 a un mes sin interés, pagado hoy por el administrador → SALDADO. Gina: INACTIVA, sin préstamo.
 * - Rutas: Centro = Ana y Berta (cobrador Uno); Norte = Ana y Carmen (cobrador Dos). Eva y Fede sin ruta.
 */
let e: Entorno;
let emp: EmpresaDePrueba;
let admin: Cliente;
let uno: Cliente;
let idUno: number;
let idDos: number;
let idNorte: number;
let H: string;
const cliente: Record<string, number> = {};
const prestamo: Record<string, number> = {};

async function nuevoCliente(nombres: string) {
  const r = await admin.post('/api/clientes', { nombres, apellidos: 'Tablero', telefono: '8095550101' });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  cliente[nombres] = r.body.item.id_cliente;
  return r.body.item.id_cliente as number;
}

async function prestar(nombres: string, datos: Record<string, unknown>) {
  const r = await admin.post('/api/prestamos', { id_cliente: cliente[nombres], ...datos });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  prestamo[nombres] = r.body.prestamo.id_prestamo;
  return r.body.prestamo.id_prestamo as number;
}

const semanal = (inicio: string) => ({
  monto: 10_000,
  plazo: 4,
  tasa: 5,
  amortizacion: 'ABSOLUTO',
  frecuencia: 'SEMANAL',
  fecha_inicio: inicio,
});

async function primeraCuota(idPrestamo: number) {
  const plan = await admin.get(`/api/prestamos/${idPrestamo}/plan`);
  return plan.body.cuotas[0].id_pago as number;
}

beforeAll(async () => {
  e = await crearEntorno();
  H = fechaDeNegocio(e.deps.ahora());
  emp = await crearEmpresaDePrueba(e, 'TABLERO');
  admin = emp.admin;
  await admin.put('/api/empresa/ajustes', { mora_porcentaje: 5, dias_gracia: 0 });
  await abrirCaja(e, emp.id_empresa, 100_000);
  for (const n of ['Ana', 'Berta', 'Carmen', 'Daniel', 'Eva', 'Fede', 'Gina']) await nuevoCliente(n);
  await prestar('Ana', semanal(sumarDias(H, -17)));
  await prestar('Berta', semanal(sumarDias(H, -7)));
  await prestar('Carmen', semanal(sumarDias(H, -35)));
  await prestar('Daniel', semanal(H));
  expect((await admin.post(`/api/prestamos/${prestamo.Daniel}/cancelar`)).status).toBe(200);
  await prestar('Eva', semanal(sumarDias(H, -126)));
  await prestar('Fede', {
    monto: 1000,
    plazo: 1,
    tasa: 0,
    amortizacion: 'ABSOLUTO',
    frecuencia: 'MENSUAL',
    fecha_inicio: H,
  });
  const fede = await admin.post(`/api/pagos/${await primeraCuota(prestamo.Fede as number)}/cobrar`, {
    monto: 1000,
    metodo: 'EFECTIVO',
  });
  expect(fede.status, JSON.stringify(fede.body)).toBe(200);
  const gina = await admin.put(`/api/clientes/${cliente.Gina}`, {
    nombres: 'Gina',
    apellidos: 'Tablero',
    telefono: '8095550101',
    estado: 'INACTIVO',
  });
  expect(gina.status, JSON.stringify(gina.body)).toBe(200);

  idUno = await crearUsuarioDePrueba(e, emp.id_empresa, 'uno', 'OPERADOR');
  idDos = await crearUsuarioDePrueba(e, emp.id_empresa, 'dos', 'OPERADOR');
  const permisos = await admin.put(`/api/usuarios/${idUno}/permisos`, {
    directos: [...PERMISOS_OPERADOR_POR_DEFECTO, 'dashboard.ver', 'reportes.ver'],
  });
  expect(permisos.status, JSON.stringify(permisos.body)).toBe(200);
  await rutaDePrueba(admin, {
    nombre: 'Centro',
    clientes: [cliente.Ana, cliente.Berta] as number[],
    cobradores: [idUno],
  });
  idNorte = await rutaDePrueba(admin, {
    nombre: 'Norte',
    clientes: [cliente.Ana, cliente.Carmen] as number[],
    cobradores: [idDos],
  });
  uno = await entrar(e, 'TABLERO', 'uno');
  const berta = await uno.post(`/api/pagos/${await primeraCuota(prestamo.Berta as number)}/cobrar`, {
    monto: 2625,
    metodo: 'EFECTIVO',
  });
  expect(berta.status, JSON.stringify(berta.body)).toBe(200);
});
afterAll(() => e.cerrar());

describe('GET /api/dashboard', () => {
  it('las tarjetas de la empresa, a mano', async () => {
    const r = await admin.get('/api/dashboard');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.fecha).toBe(H);
    expect(r.body.cards).toEqual({
      clientes: { total: 7, activos: 6, pasivos: 1, mora: 3, conPrestamo: 4, sinPrestamo: 3 },
      prestamos: { total: 5, activos: 4, saldados: 1 },
      cartera: {
        // Ana 10,000 + Berta 7,500 + Carmen 10,000 + Eva 10,000; interés 500 + 375 + 500 + 500.
        capitalPendiente: 37_500,
        interesPendiente: 1875,
        // 10 cuotas vencidas (Ana 2, Carmen 4, Eva 4) × 2,625.
        montoVencido: 26_250,
        // Berta 2,625 + Fede 1,000.
        cobradoMes: 3625,
      },
    });
  });

  it('próximas a vencer (de hoy a hoy + 7) y en mora (más días primero), con sus ids para cobrar', async () => {
    const r = await admin.get('/api/dashboard');
    expect(r.body.proximosVencer).toEqual([
      expect.objectContaining({
        cliente: 'ANA TABLERO',
        fecha: sumarDias(H, 4),
        dias: 4,
        monto: 2625,
        no_cuota: 3,
        id_cliente: cliente.Ana,
        id_prestamo: prestamo.Ana,
      }),
      expect.objectContaining({
        cliente: 'BERTA TABLERO',
        fecha: sumarDias(H, 7),
        dias: 7,
        monto: 2625,
        no_cuota: 2,
      }),
    ]);
    expect(r.body.proximosVencer[0].id).toBe(r.body.proximosVencer[0].id_pago);
    expect(r.body.totales).toEqual({
      proximosVencer: { cuotas: 2, monto: 5250 },
      enMora: { prestamos: 3, monto: 26_250 },
    });
    expect(
      r.body.enMora.map((m: Record<string, unknown>) => [
        m.cliente,
        m.diasMora,
        m.cuotasVencidas,
        m.monto_adeudado,
        m.id_cliente,
        m.id_prestamo,
      ]),
    ).toEqual([
      // Eva: 4 × 2,625 + 16 meses de mora × 131.25.
      ['EVA TABLERO', 119, 4, 12_600, cliente.Eva, prestamo.Eva],
      ['CARMEN TABLERO', 28, 4, 11_025, cliente.Carmen, prestamo.Carmen],
      ['ANA TABLERO', 10, 2, 5512.5, cliente.Ana, prestamo.Ana],
    ]);
    expect(r.body.enMora[0]).toMatchObject({
      telefono: '809-555-0101',
      prestamo: expect.stringMatching(/.+/),
    });
    expect(r.body.enMora[0].id_pago).toBe(await primeraCuota(prestamo.Eva as number));
    expect(r.body.ultimosClientes.map((c: { nombre: string }) => c.nombre)).toEqual([
      'GINA TABLERO',
      'FEDE TABLERO',
      'EVA TABLERO',
      'DANIEL TABLERO',
      'CARMEN TABLERO',
    ]);
    expect(r.body.ultimosClientes[0]).toMatchObject({ fecha: H, codigo: expect.stringMatching(/^CL-/) });
  });

  it('los gráficos: cobros de 30 días y cartera por antigüedad', async () => {
    const r = await admin.get('/api/dashboard');
    const cobros = r.body.graficos.cobros as {
      fecha: string;
      vencia: number;
      cobrado: number;
      porcentaje: number;
    }[];
    expect(cobros).toHaveLength(30);
    expect(cobros[0]?.fecha).toBe(sumarDias(H, -29));
    expect(cobros.at(-1)).toEqual({ fecha: H, vencia: 2625, cobrado: 3625, porcentaje: 138.1 });
    expect(cobros.find((d) => d.fecha === sumarDias(H, -7))).toEqual({
      fecha: sumarDias(H, -7),
      vencia: 2625,
      cobrado: 0,
      porcentaje: 0,
    });
    expect(cobros.find((d) => d.fecha === sumarDias(H, -1))?.porcentaje).toBeNull();
    expect(
      r.body.graficos.cartera.map((t: { prestamos: number; capital: number }) => [t.prestamos, t.capital]),
    ).toEqual([
      [1, 7500],
      [2, 20_000],
      [0, 0],
      [0, 0],
      [1, 10_000],
    ]);
  });

  it('un cobrador ve sus rutas: sus clientes, su cartera, lo que cobró él', async () => {
    const r = await uno.get('/api/dashboard');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.cards).toEqual({
      clientes: { total: 2, activos: 2, pasivos: 0, mora: 1, conPrestamo: 2, sinPrestamo: 0 },
      prestamos: { total: 2, activos: 2, saldados: 0 },
      cartera: { capitalPendiente: 17_500, interesPendiente: 875, montoVencido: 5250, cobradoMes: 2625 },
    });
    expect(r.body.proximosVencer.map((c: { cliente: string }) => c.cliente)).toEqual([
      'ANA TABLERO',
      'BERTA TABLERO',
    ]);
    expect(r.body.enMora.map((m: { cliente: string }) => m.cliente)).toEqual(['ANA TABLERO']);
    expect(r.body.ultimosClientes.map((c: { nombre: string }) => c.nombre)).toEqual([
      'BERTA TABLERO',
      'ANA TABLERO',
    ]);
    expect(r.body.totales.enMora).toEqual({ prestamos: 1, monto: 5250 });
  });

  it('el SUPERADMIN ve además la tarjeta de empresas', async () => {
    const soporte = await entrar(e, 'SOPORTE', 'soporte');
    const antes = (await soporte.get('/api/dashboard')).body.cards.empresas;
    expect(antes).toEqual({
      total: expect.any(Number),
      activas: expect.any(Number),
      inactivas: expect.any(Number),
      porVencer30: expect.any(Number),
    });
    const porVencer = await crearEmpresaDePrueba(e, 'VENCE10');
    await enPlataforma(e.db, (tx) =>
      tx.execute(sql`update empresa set plan_fecha_fin = ${sumarDias(H, 10)}::date
        where id_empresa = ${porVencer.id_empresa}`),
    );
    await crearEmpresaDePrueba(e, 'SUSPEND', { estado: 'SUSPENDIDO' });
    const lejos = await crearEmpresaDePrueba(e, 'VENCE45');
    await enPlataforma(e.db, (tx) =>
      tx.execute(sql`update empresa set plan_fecha_fin = ${sumarDias(H, 45)}::date
        where id_empresa = ${lejos.id_empresa}`),
    );
    const despues = (await soporte.get('/api/dashboard')).body.cards.empresas;
    expect(despues).toEqual({
      total: antes.total + 3,
      activas: antes.activas + 2,
      inactivas: antes.inactivas + 1,
      porVencer30: antes.porVencer30 + 1,
    });
    expect((await admin.get('/api/dashboard')).body.cards.empresas).toBeUndefined();
  });

  it('sin dashboard.ver: 403', async () => {
    const sin = await usuarioConPermisos(e, emp, 'sintablero', ['reportes.ver']);
    const r = await sin.get('/api/dashboard');
    expect(r.status).toBe(403);
  });
});

describe('GET /api/reportes/cartera', () => {
  it('PAR y antigüedad de la empresa, por ruta y por cobrador, a mano', async () => {
    const r = await admin.get('/api/reportes/cartera');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const { cartera } = r.body;
    expect(cartera.prestamos).toBe(4);
    expect(cartera.capital).toBe(37_500);
    expect(
      cartera.tramos.map((t: Record<string, unknown>) => [t.codigo, t.prestamos, t.capital, t.porcentaje]),
    ).toEqual([
      ['AL_DIA', 1, 7500, 20],
      ['D1_29', 2, 20_000, 53.33],
      ['D30_59', 0, 0, 0],
      ['D60_89', 0, 0, 0],
      ['D90_MAS', 1, 10_000, 26.67],
    ]);
    // PAR 1: Ana, Carmen y Eva (30,000 / 37,500); PAR 30 y PAR 90: solo Eva (10,000 / 37,500).
    expect(cartera.par).toEqual([
      { umbral: 1, capital: 30_000, porcentaje: 80 },
      { umbral: 30, capital: 10_000, porcentaje: 26.67 },
      { umbral: 90, capital: 10_000, porcentaje: 26.67 },
    ]);
    const porRuta = Object.fromEntries(
      r.body.porRuta.map((x: { nombre: string; capital: number; par: { porcentaje: number }[] }) => [
        x.nombre,
        [x.capital, x.par.map((p) => p.porcentaje)],
      ]),
    );
    // Ana está en las dos rutas y cuenta en las dos.
    expect(porRuta).toEqual({
      Centro: [17_500, [57.14, 0, 0]],
      Norte: [20_000, [100, 0, 0]],
      'Sin ruta': [10_000, [100, 100, 100]],
    });
    const porCobrador = Object.fromEntries(
      r.body.porCobrador.map((x: { nombre: string; capital: number; prestamos: number }) => [
        x.nombre,
        [x.prestamos, x.capital],
      ]),
    );
    expect(porCobrador).toEqual({ uno: [2, 17_500], dos: [2, 20_000], 'Sin cobrador': [1, 10_000] });
  });

  it('eficiencia de cobro de 30 días: lo cobrado sobre lo que vencía', async () => {
    const r = await admin.get('/api/reportes/cartera');
    // Vencían 7 cuotas en la ventana (H−28, H−21, H−14, H−10, H−7, H−3 y H) × 2,625; se cobraron 3,625.
    expect(r.body.eficiencia).toMatchObject({ vencia: 18_375, cobrado: 3625, porcentaje: 19.73 });
    expect(r.body.eficiencia.dias).toHaveLength(30);
  });

  it('un cobrador ve solo su ruta y a sí mismo', async () => {
    const r = await uno.get('/api/reportes/cartera');
    expect(r.body.cartera.capital).toBe(17_500);
    expect(r.body.porRuta.map((x: { nombre: string }) => x.nombre)).toEqual(['Centro']);
    expect(r.body.porCobrador.map((x: { nombre: string; capital: number }) => [x.nombre, x.capital])).toEqual(
      [['uno', 17_500]],
    );
  });

  it('el CSV de cartera: BOM, una fila por ámbito, importes con dos decimales', async () => {
    const r = await admin.get('/api/reportes/cartera.csv');
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toContain('text/csv');
    const texto = r.body as string;
    expect(texto.startsWith('\uFEFF')).toBe(true);
    const filas = leerCsv(texto.slice(1));
    expect(filas[0]?.slice(0, 4)).toEqual(['Ámbito', 'Nombre', 'Préstamos', 'Capital pendiente']);
    expect(filas[1]).toEqual([
      'Empresa',
      'Toda la cartera',
      '4',
      '37500.00',
      '1',
      '7500.00',
      '2',
      '20000.00',
      '0',
      '0.00',
      '0',
      '0.00',
      '1',
      '10000.00',
      '80.00',
      '26.67',
      '26.67',
    ]);
    expect(filas.map((f) => f[1])).toEqual([
      'Nombre',
      'Toda la cartera',
      'Centro',
      'Norte',
      'Sin ruta',
      'dos',
      'uno',
      'Sin cobrador',
    ]);
  });
});

describe('GET /api/reportes/cuotas', () => {
  it('vencidas y próximas por vencimiento, con los totales de las dos tarjetas', async () => {
    const r = await admin.get('/api/reportes/cuotas?pageSize=50');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.totales).toEqual({
      vencidas: { cuotas: 10, monto: 26_250, aproximado: false },
      proximas: { cuotas: 2, monto: 5250, aproximado: false },
    });
    expect(r.body.total).toBe(12);
    const filas = r.body.cuotas.map((c: Record<string, unknown>) => [
      c.cliente,
      c.fecha_debe_pagar,
      c.tipo,
      c.dias,
      c.pendiente,
    ]);
    expect(filas.slice(0, 4).map((f: unknown[]) => f[0])).toEqual(Array(4).fill('EVA TABLERO'));
    expect(filas.slice(4)).toEqual([
      ['CARMEN TABLERO', sumarDias(H, -28), 'VENCIDA', 28, 2625],
      ['CARMEN TABLERO', sumarDias(H, -21), 'VENCIDA', 21, 2625],
      ['CARMEN TABLERO', sumarDias(H, -14), 'VENCIDA', 14, 2625],
      ['ANA TABLERO', sumarDias(H, -10), 'VENCIDA', 10, 2625],
      ['CARMEN TABLERO', sumarDias(H, -7), 'VENCIDA', 7, 2625],
      ['ANA TABLERO', sumarDias(H, -3), 'VENCIDA', 3, 2625],
      ['ANA TABLERO', sumarDias(H, 4), 'PROXIMA', 4, 2625],
      ['BERTA TABLERO', sumarDias(H, 7), 'PROXIMA', 7, 2625],
    ]);
    // La mora de hoy de la cuota de Eva de hace 119 días: 4 meses empezados × 131.25.
    expect(r.body.cuotas[0]).toMatchObject({ mora: 525, adeudado: 3150 });
  });

  it('filtros: tipo, fechas, ruta, cobrador y búsqueda (los totales siguen al filtro)', async () => {
    const proximas = await admin.get('/api/reportes/cuotas?tipo=PROXIMAS');
    expect(proximas.body.cuotas.map((c: { cliente: string }) => c.cliente)).toEqual([
      'ANA TABLERO',
      'BERTA TABLERO',
    ]);
    const fechas = await admin.get(`/api/reportes/cuotas?desde=${sumarDias(H, -14)}&hasta=${H}`);
    expect(fechas.body.total).toBe(4);
    expect(fechas.body.totales).toEqual({
      vencidas: { cuotas: 4, monto: 10_500, aproximado: false },
      proximas: { cuotas: 0, monto: 0, aproximado: false },
    });
    const norte = await admin.get(`/api/reportes/cuotas?ruta=${idNorte}`);
    expect(norte.body.totales).toEqual({
      vencidas: { cuotas: 6, monto: 15_750, aproximado: false },
      proximas: { cuotas: 1, monto: 2625, aproximado: false },
    });
    const deUno = await admin.get(`/api/reportes/cuotas?cobrador=${idUno}`);
    expect(deUno.body.totales).toEqual({
      vencidas: { cuotas: 2, monto: 5250, aproximado: false },
      proximas: { cuotas: 2, monto: 5250, aproximado: false },
    });
    const carmen = await admin.get('/api/reportes/cuotas?q=carmen');
    expect(carmen.body.total).toBe(4);
    expect(carmen.body.totales.vencidas).toEqual({ cuotas: 4, monto: 10_500, aproximado: false });
    const malas = await admin.get(`/api/reportes/cuotas?desde=${H}&hasta=${sumarDias(H, -1)}`);
    expect(malas.status).toBe(400);
    expect(malas.body.message).toBe('La fecha "desde" no puede ser posterior a "hasta".');
    expect((await admin.get('/api/reportes/cuotas?tipo=OTRAS')).status).toBe(400);
  });

  it('pagina en el servidor, por número o con el cursor de la página anterior', async () => {
    const p1 = await admin.get('/api/reportes/cuotas?pageSize=5');
    expect(p1.body).toMatchObject({ total: 12, totalPages: 3, page: 1 });
    expect(p1.body.cuotas).toHaveLength(5);
    const p2 = await admin.get('/api/reportes/cuotas?pageSize=5&page=2');
    const conCursor = await admin.get(`/api/reportes/cuotas?pageSize=5&page=2&cursor=${p1.body.siguiente}`);
    expect(conCursor.body.cuotas).toEqual(p2.body.cuotas);
    expect(p2.body.cuotas[0].fecha_debe_pagar).toBe(sumarDias(H, -21));
  });

  it('un cobrador ve solo las cuotas de sus rutas', async () => {
    const r = await uno.get('/api/reportes/cuotas');
    expect(new Set(r.body.cuotas.map((c: { cliente: string }) => c.cliente))).toEqual(
      new Set(['ANA TABLERO', 'BERTA TABLERO']),
    );
    expect(r.body.totales.vencidas).toEqual({ cuotas: 2, monto: 5250, aproximado: false });
  });

  it('el CSV leído de vuelta es el mismo reporte: BOM, fechas dd/mm/aaaa, importes con dos decimales', async () => {
    const json = await admin.get('/api/reportes/cuotas?pageSize=100');
    const r = await admin.get('/api/reportes/cuotas.csv');
    expect(r.status).toBe(200);
    expect(r.headers['content-disposition']).toBe(`attachment; filename="cuotas-${H}.csv"`);
    expect((r.body as string).startsWith('\uFEFF')).toBe(true);
    const [encabezado, ...filas] = leerCsv((r.body as string).slice(1));
    expect(encabezado).toEqual([
      'Tipo',
      'Vence',
      'Días',
      'Cliente',
      'Teléfono',
      'Préstamo',
      'Cuota',
      'Monto de la cuota',
      'Pendiente',
      'Mora',
      'Adeudado',
      'Estado',
    ]);
    expect(filas).toEqual(
      json.body.cuotas.map((c: Record<string, number | string>) => [
        c.tipo === 'VENCIDA' ? 'Vencida' : 'Próxima',
        formatearFecha(c.fecha_debe_pagar as string),
        String(c.dias),
        c.cliente,
        c.telefono,
        c.codigo_prestamo,
        String(c.no_cuota),
        (c.monto_cuota as number).toFixed(2),
        (c.pendiente as number).toFixed(2),
        (c.mora as number).toFixed(2),
        (c.adeudado as number).toFixed(2),
        c.estado_cuota,
      ]),
    );
    expect(filas[0]?.[1]).toBe(formatearFecha(sumarDias(H, -119)));
    expect(filas[0]?.[10]).toBe('3150.00');
    const ruta = leerCsv((await admin.get(`/api/reportes/cuotas.csv?ruta=${idNorte}`)).body.slice(1));
    expect(ruta).toHaveLength(1 + 7);
  });

  it('sin reportes.ver: 403 en los reportes y sus CSV', async () => {
    const sin = await usuarioConPermisos(e, emp, 'sinreportes', ['dashboard.ver']);
    for (const url of [
      '/api/reportes/cuotas',
      '/api/reportes/cuotas.csv',
      '/api/reportes/cartera',
      '/api/reportes/cartera.csv',
    ]) {
      expect((await sin.get(url)).status, url).toBe(403);
    }
  });

  it('los totales de una ruta (de su resumen) son los de sus cuotas, y siguen a los clientes que entran y salen', async () => {
    const centavos = (pesos: number) => Math.round(pesos * 100);
    const comparar = async () => {
      const r = await admin.get(`/api/reportes/cuotas?ruta=${idNorte}&pageSize=50`);
      const contadas = (tipo: string) => {
        const cuotas = r.body.cuotas.filter((c: { tipo: string }) => c.tipo === tipo);
        return {
          cuotas: cuotas.length,
          centavos: cuotas.reduce((t: number, c: { pendiente: number }) => t + centavos(c.pendiente), 0),
        };
      };
      const delResumen = (t: { cuotas: number; monto: number }) => ({
        cuotas: t.cuotas,
        centavos: centavos(t.monto),
      });
      expect(delResumen(r.body.totales.vencidas)).toEqual(contadas('VENCIDA'));
      expect(delResumen(r.body.totales.proximas)).toEqual(contadas('PROXIMA'));
      return r.body.totales.vencidas.cuotas + r.body.totales.proximas.cuotas;
    };
    expect(await comparar()).toBe(7);
    await admin.put(`/api/rutas/${idNorte}/clientes`, { ids: [cliente.Ana] });
    expect(await comparar()).toBe(3);
    await admin.put(`/api/rutas/${idNorte}/clientes`, { ids: [cliente.Ana, cliente.Carmen] });
    expect(await comparar()).toBe(7);
  });

  it('la ruta de otra empresa no filtra nada de esta (no se ven sus cuotas)', async () => {
    const otra = await crearEmpresaDePrueba(e, 'OTRA13');
    const r = await otra.admin.get(`/api/reportes/cuotas?ruta=${idNorte}`);
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(0);
    expect(r.body.totales.vencidas).toEqual({ cuotas: 0, monto: 0, aproximado: false });
  });
});

/** Un lector de CSV pequeño (comillas dobles, comas y CRLF) para comparar lo exportado con el JSON. */
function leerCsv(texto: string): string[][] {
  const filas: string[][] = [];
  let fila: string[] = [];
  let celda = '';
  let comillas = false;
  for (let i = 0; i < texto.length; i++) {
    const c = texto[i];
    if (comillas) {
      if (c === '"' && texto[i + 1] === '"') {
        celda += '"';
        i++;
      } else if (c === '"') comillas = false;
      else celda += c;
    } else if (c === '"') comillas = true;
    else if (c === ',') {
      fila.push(celda);
      celda = '';
    } else if (c === '\r' && texto[i + 1] === '\n') {
      fila.push(celda);
      filas.push(fila);
      fila = [];
      celda = '';
      i++;
    } else celda += c;
  }
  return filas;
}
