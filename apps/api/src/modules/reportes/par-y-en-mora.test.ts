import { fechaDeNegocio, PERMISOS_OPERADOR_POR_DEFECTO, sumarDias } from '@prestamos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import {
  abrirCaja,
  crearEmpresaDePrueba,
  crearUsuarioDePrueba,
  type EmpresaDePrueba,
  rutaDePrueba,
} from '../../../test/fabricas';
import { type Cliente, entrar } from '../../../test/peticiones';

/**
 * Lo que el personal lee en el tablero y en los reportes (issue 40, puntos 8 y 9): PAR N cuenta N días o más de
 * atraso, en la empresa, por ruta y por cobrador, y dice lo mismo que la tabla de antigüedad; el total de «En mora»
 * es la suma de sus filas. Préstamos ABSOLUTO semanales al 5 % en 4 cuotas (cuota = monto / 4 × 1.0125), sin gracia:
 * mora de 5 % de la cuota por mes (30 días) empezado. H = hoy; cada préstamo empieza 7 días antes de su primer
 * vencimiento, así que su atraso es el de esa cuota.
 *
 * - Ana 8,000, al día (vence H+4). Beto 4,000, 1 día (vence H−1; cuota 1,050).
 * - Cira 2,000, 29 días (sus 4 cuotas de 525 vencidas). Dora 4,000, 30 días (4 de 1,050). Elsa 2,000, 90 días (4 de
 *   525, cada una con 3 meses de mora).
 * Todos en la ruta Única del cobrador «cob».
 */
let e: Entorno;
let emp: EmpresaDePrueba;
let admin: Cliente;
let cob: Cliente;
let H: string;

const PRESTAMOS: [nombre: string, monto: number, atraso: number][] = [
  ['Ana', 8000, -4],
  ['Beto', 4000, 1],
  ['Cira', 2000, 29],
  ['Dora', 4000, 30],
  ['Elsa', 2000, 90],
];

beforeAll(async () => {
  e = await crearEntorno();
  H = fechaDeNegocio(e.deps.ahora());
  emp = await crearEmpresaDePrueba(e, 'PARUNO');
  admin = emp.admin;
  await admin.put('/api/empresa/ajustes', { mora_porcentaje: 5, dias_gracia: 0 });
  await abrirCaja(e, emp.id_empresa, 100_000);
  const clientes: number[] = [];
  for (const [nombres, monto, atraso] of PRESTAMOS) {
    const c = await admin.post('/api/clientes', { nombres, apellidos: 'Riesgo' });
    expect(c.status, JSON.stringify(c.body)).toBe(201);
    clientes.push(c.body.item.id_cliente);
    const p = await admin.post('/api/prestamos', {
      id_cliente: c.body.item.id_cliente,
      monto,
      plazo: 4,
      tasa: 5,
      amortizacion: 'ABSOLUTO',
      frecuencia: 'SEMANAL',
      fecha_inicio: sumarDias(H, -7 - atraso),
    });
    expect(p.status, JSON.stringify(p.body)).toBe(201);
  }
  const idCob = await crearUsuarioDePrueba(e, emp.id_empresa, 'cob', 'OPERADOR');
  await admin.put(`/api/usuarios/${idCob}/permisos`, {
    directos: [...PERMISOS_OPERADOR_POR_DEFECTO, 'dashboard.ver', 'reportes.ver'],
  });
  await rutaDePrueba(admin, { nombre: 'Única', clientes, cobradores: [idCob] });
  cob = await entrar(e, 'PARUNO', 'cob');
});
afterAll(() => e.cerrar());

type Salud = {
  tramos: { codigo: string; prestamos: number; capital: number; porcentaje: number }[];
  par: { umbral: number; capital: number; porcentaje: number }[];
};

/** La empresa, la ruta y el cobrador: las mismas cifras, con la misma regla. */
function esperarLaMismaSalud(s: Salud) {
  expect(s.tramos.map((t) => [t.codigo, t.prestamos, t.capital, t.porcentaje])).toEqual([
    ['AL_DIA', 1, 8000, 40],
    ['D1_29', 2, 6000, 30],
    ['D30_59', 1, 4000, 20],
    ['D60_89', 0, 0, 0],
    ['D90_MAS', 1, 2000, 10],
  ]);
  // PAR 1: Beto (1 día), Cira, Dora y Elsa; PAR 30: Dora (30 días) y Elsa; PAR 90: Elsa (90 días).
  expect(s.par).toEqual([
    { umbral: 1, capital: 12_000, porcentaje: 60 },
    { umbral: 30, capital: 6000, porcentaje: 30 },
    { umbral: 90, capital: 2000, porcentaje: 10 },
  ]);
}

describe('PAR N: N días o más de atraso, lo mismo que la tabla de antigüedad', () => {
  it('la empresa, por ruta y por cobrador', async () => {
    const r = await admin.get('/api/reportes/cartera');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    esperarLaMismaSalud(r.body.cartera);
    expect(r.body.porRuta.map((x: { nombre: string }) => x.nombre)).toEqual(['Única']);
    esperarLaMismaSalud(r.body.porRuta[0]);
    expect(r.body.porCobrador.map((x: { nombre: string }) => x.nombre)).toEqual(['cob']);
    esperarLaMismaSalud(r.body.porCobrador[0]);
  });

  it('el cobrador, calculado de sus clientes', async () => {
    const r = await cob.get('/api/reportes/cartera');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    esperarLaMismaSalud(r.body.cartera);
    esperarLaMismaSalud(r.body.porRuta[0]);
  });

  it('el CSV: los tramos y los PAR con los mismos nombres', async () => {
    const texto = (await admin.get('/api/reportes/cartera.csv')).body as string;
    const [encabezado, empresa] = texto.slice(1).split('\r\n');
    expect(encabezado?.split(',').slice(4)).toEqual([
      'Al día: préstamos',
      'Al día: capital',
      '1 a 29 días: préstamos',
      '1 a 29 días: capital',
      '30 a 59 días: préstamos',
      '30 a 59 días: capital',
      '60 a 89 días: préstamos',
      '60 a 89 días: capital',
      '90 días o más: préstamos',
      '90 días o más: capital',
      'PAR 1 (%)',
      'PAR 30 (%)',
      'PAR 90 (%)',
    ]);
    expect(empresa?.split(',').slice(-3)).toEqual(['60.00', '30.00', '10.00']);
  });
});

describe('«En mora» del tablero: el total es la suma de sus filas', () => {
  const filas = [
    // [cliente, días, cuotas vencidas, vencido, mora, adeudado]
    ['ELSA RIESGO', 90, 4, 2100, 315, 2415],
    ['DORA RIESGO', 30, 4, 4200, 210, 4410],
    ['CIRA RIESGO', 29, 4, 2100, 105, 2205],
    ['BETO RIESGO', 1, 1, 1050, 52.5, 1102.5],
  ];

  for (const [quien, deQuien] of [
    ['la oficina', () => admin],
    ['el cobrador', () => cob],
  ] as const) {
    it(`${quien}: cada fila da lo vencido y su mora aparte; el total, lo vencido de todas`, async () => {
      const r = await deQuien().get('/api/dashboard');
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(
        r.body.enMora.map((m: Record<string, unknown>) => [
          m.cliente,
          m.diasMora,
          m.cuotasVencidas,
          m.vencido,
          m.mora,
          m.monto_adeudado,
        ]),
      ).toEqual(filas);
      // 1,050 + 2,100 + 4,200 + 2,100: las cuatro filas, sin la mora (682.50), que va en cada fila.
      expect(r.body.totales.enMora).toEqual({ prestamos: 4, monto: 9450 });
      expect(r.body.cards.clientes.mora).toBe(4);
    });
  }
});
