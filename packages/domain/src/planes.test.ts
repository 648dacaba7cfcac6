import { describe, expect, it } from 'vitest';
import { sumarDias } from './fechas';
import {
  avisoDelPlan,
  errorDelCodigoDeEmpresa,
  estadoDelPlan,
  filtrarCodigoDeEmpresa,
  finDelPlan,
  finTrasUnPago,
  limitesDelPlan,
  nombreDePlan,
} from './planes';

describe('estadoDelPlan', () => {
  const plan = { inicio: '2026-11-01', fin: '2026-11-30', licenciaPerm: false };

  it('PENDIENTE antes del inicio, VIGENTE hasta el fin inclusive, VENCIDO después', () => {
    expect(estadoDelPlan(plan, '2026-10-31')).toEqual({ estado: 'PENDIENTE', dias_restantes: 30 });
    expect(estadoDelPlan(plan, '2026-11-01')).toEqual({ estado: 'VIGENTE', dias_restantes: 29 });
    expect(estadoDelPlan(plan, '2026-11-30')).toEqual({ estado: 'VIGENTE', dias_restantes: 0 });
    expect(estadoDelPlan(plan, '2026-12-03')).toEqual({ estado: 'VENCIDO', dias_restantes: -3 });
  });

  it('la licencia permanente está siempre vigente', () => {
    expect(estadoDelPlan({ ...plan, licenciaPerm: true }, '2027-05-01').estado).toBe('VIGENTE');
    expect(estadoDelPlan({ inicio: null, fin: null, licenciaPerm: true }, '2027-05-01')).toEqual({
      estado: 'VIGENTE',
      dias_restantes: null,
    });
  });
});

describe('fin del plan', () => {
  it('sin fecha de fin cubre sus cuotas', () => {
    expect(finDelPlan('2026-01-15', 'MENSUAL', 6)).toBe('2026-07-15');
    expect(finDelPlan('2026-01-31', 'TRIMESTRAL', 1)).toBe('2026-04-30');
    expect(finDelPlan('2026-01-15', 'ANUAL', 2)).toBe('2028-01-15');
  });

  it('el precio del período adelanta un período desde el fin, o desde hoy si ya venció', () => {
    const mil = { montoCentavos: 100_000, precioCentavos: 100_000 };
    expect(finTrasUnPago('2026-12-10', 'MENSUAL', '2026-11-24', mil)).toBe('2027-01-10');
    expect(finTrasUnPago('2026-11-24', 'SEMESTRAL', '2026-11-24', mil)).toBe('2027-05-24');
    expect(finTrasUnPago('2026-10-01', 'MENSUAL', '2026-11-24', mil)).toBe('2026-12-24');
    expect(finTrasUnPago(null, 'ANUAL', '2026-11-24', mil)).toBe('2027-11-24');
    // Sin precio en el plan no hay con qué prorratear: un período.
    expect(
      finTrasUnPago('2026-12-10', 'MENSUAL', '2026-11-24', { montoCentavos: 1, precioCentavos: null }),
    ).toBe('2027-01-10');
  });

  it('un pago menor o mayor que el precio adelanta en proporción, en días enteros hacia abajo', () => {
    const pago = (pesos: number, precio: number) => ({
      montoCentavos: pesos * 100,
      precioCentavos: precio * 100,
    });
    // RD$ 1,000 de un plan de RD$ 1,500: 31 días de diciembre × 2/3 = 20.67 → 20 días.
    expect(finTrasUnPago('2026-12-15', 'MENSUAL', '2026-11-24', pago(1000, 1500))).toBe('2027-01-04');
    // La mitad de febrero (28 días) son 14; la de enero (31), 15.
    expect(finTrasUnPago('2027-02-01', 'MENSUAL', '2026-11-24', pago(500, 1000))).toBe('2027-02-15');
    expect(finTrasUnPago('2027-01-01', 'MENSUAL', '2026-11-24', pago(500, 1000))).toBe('2027-01-16');
    // Dos precios y medio: dos meses y la mitad del tercero (15 de febrero → 15 de marzo: 28 días → 14).
    expect(finTrasUnPago('2026-12-15', 'MENSUAL', '2026-11-24', pago(2500, 1000))).toBe('2027-03-01');
    // Un trimestre de RD$ 2,700 pagado con RD$ 900: un tercio de sus 90 días (1 dic → 1 mar) = 30.
    expect(finTrasUnPago('2026-12-01', 'TRIMESTRAL', '2026-11-24', pago(900, 2700))).toBe('2026-12-31');
    // Un centavo no alcanza un día: el fin no se mueve.
    expect(
      finTrasUnPago('2026-12-15', 'MENSUAL', '2026-11-24', { montoCentavos: 1, precioCentavos: 100_000 }),
    ).toBe('2026-12-15');
  });
});

describe('avisoDelPlan', () => {
  const HOY = '2026-11-29';
  const aviso = (estado: 'VIGENTE' | 'VENCIDO' | 'PENDIENTE', dias: number | null, licenciaPerm = false) =>
    avisoDelPlan({
      estado,
      fin: dias === null ? null : sumarDias(HOY, dias),
      dias_restantes: dias,
      licenciaPerm,
    });

  it('avisa con la fecha a 15 días o menos (12 días: issue 40) y cuando venció; nunca con licencia permanente', () => {
    expect(aviso('VIGENTE', 16)).toBeNull();
    expect(aviso('VIGENTE', 15)).toBe(
      'El plan de tu empresa vence el 14/12/2026 (en 15 días). Contacta a soporte para renovarlo.',
    );
    expect(aviso('VIGENTE', 12)).toBe(
      'El plan de tu empresa vence el 11/12/2026 (en 12 días). Contacta a soporte para renovarlo.',
    );
    expect(aviso('VIGENTE', 1)).toContain('vence el 30/11/2026 (en 1 día).');
    expect(aviso('VIGENTE', 0)).toBe('El plan de tu empresa vence hoy. Contacta a soporte para renovarlo.');
    expect(aviso('VENCIDO', -3)).toBe(
      'El plan de tu empresa venció el 26/11/2026 (hace 3 días). Contacta a soporte para renovarlo.',
    );
    expect(aviso('VENCIDO', -1)).toContain('(hace 1 día)');
    expect(aviso('VENCIDO', -3, true)).toBeNull();
    expect(aviso('VIGENTE', null)).toBeNull();
    expect(aviso('PENDIENTE', 40)).toBeNull();
  });
});

describe('código de empresa', () => {
  it('el formulario pasa a mayúsculas y quita lo que no vale, hasta 12', () => {
    expect(filtrarCodigoDeEmpresa('mi empresa-1!')).toBe('MIEMPRESA-1');
    expect(filtrarCodigoDeEmpresa('abcdefghijklmnop')).toBe('ABCDEFGHIJKL');
    expect(filtrarCodigoDeEmpresa('año_2026')).toBe('AO_2026');
  });

  it('el servidor rechaza, con su motivo, lo que no cumple', () => {
    expect(errorDelCodigoDeEmpresa('la-vega_01')).toBeNull();
    expect(errorDelCodigoDeEmpresa('  ')).toBe('Ingresa el código de la empresa.');
    expect(errorDelCodigoDeEmpresa('ABCDEFGHIJKLM')).toBe('El código no puede pasar de 12 caracteres.');
    expect(errorDelCodigoDeEmpresa('MI EMPRESA')).toBe(
      'El código solo admite letras A-Z, números, guion y guion bajo.',
    );
    expect(errorDelCodigoDeEmpresa('AÑO')).not.toBeNull();
  });
});

describe('limitesDelPlan', () => {
  it('los tres comerciales fijan límites; el personalizado no', () => {
    expect(limitesDelPlan('Básico')).toEqual({ usuarios: 3, clientes: 40 });
    expect(limitesDelPlan('Medio')).toEqual({ usuarios: 5, clientes: 50 });
    expect(limitesDelPlan('Superior')).toEqual({ usuarios: 10, clientes: 150 });
    expect(limitesDelPlan('Personalizado')).toBeNull();
  });
});

describe('nombreDePlan', () => {
  it('no distingue mayúsculas ni tildes', () => {
    expect(nombreDePlan('basico')).toBe('Básico');
    expect(nombreDePlan(' SUPERIOR ')).toBe('Superior');
    expect(nombreDePlan('Premium')).toBeNull();
  });
});
