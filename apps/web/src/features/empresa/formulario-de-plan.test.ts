import type { PlanEmpresa } from '@prestamos/contract';
import { describe, expect, it } from 'vitest';
import {
  camposDelPlanActual,
  cuerpoDeEmpresaNueva,
  errorDeLimite,
  finSugerido,
  planAlElegir,
  valoresDeEmpresaNueva,
} from './formulario-de-plan';

describe('formulario de empresa nueva', () => {
  it('trae los valores por defecto: Básico, MENSUAL, 6 cuotas de 1500, desde hoy, ACTIVO, límites 3/40', () => {
    const v = valoresDeEmpresaNueva('2026-01-15');
    expect(v).toMatchObject({
      estado: 'ACTIVO',
      plan_nombre: 'Básico',
      plan_frecuencia: 'MENSUAL',
      plan_cuotas: 6,
      plan_monto_cuota: 1500,
      plan_fecha_inicio: '2026-01-15',
      plan_fecha_fin: '',
      limite_usuarios: 3,
      limite_clientes: 40,
      licencia_perm: false,
      admin: { nombres: 'Administrador', usuario: 'admin', password: '' },
    });
    expect(finSugerido(v)).toBe('2026-07-15');
  });

  it('elegir un plan comercial llena sus límites y su precio por cuota; Personalizado no los toca y los exige', () => {
    expect(planAlElegir('Medio', 'MENSUAL')).toEqual({
      limite_usuarios: 5,
      limite_clientes: 50,
      plan_monto_cuota: 1000,
    });
    expect(planAlElegir('Básico', 'MENSUAL')).toMatchObject({ plan_monto_cuota: 800 });
    // Cada cuota de un plan trimestral cubre tres meses: tres veces el precio mensual.
    expect(planAlElegir('Superior', 'TRIMESTRAL')).toEqual({
      limite_usuarios: 10,
      limite_clientes: 150,
      plan_monto_cuota: 4500,
    });
    expect(planAlElegir('Personalizado', 'MENSUAL')).toBeNull();
    const v = { ...valoresDeEmpresaNueva('2026-01-15'), plan_nombre: 'Personalizado' as const };
    expect(errorDeLimite('', v, 'usuarios')).toBe('Indica el límite de usuarios.');
    expect(errorDeLimite('', { ...v, plan_nombre: 'Básico' }, 'usuarios')).toBeNull();
    expect(errorDeLimite(0, v, 'clientes')).toBe('El límite de clientes es al menos 1.');
    // Al editar un plan, vacío es sin límite.
    expect(errorDeLimite('', v, 'usuarios', false)).toBeNull();
  });

  it('el cuerpo anida plan y administrador; lo vacío va como null y la contraseña en blanco la genera el servidor', () => {
    const v = { ...valoresDeEmpresaNueva('2026-01-15'), nombre_empresa: ' Nueva ', rnc: 'NUEVA' };
    expect(cuerpoDeEmpresaNueva(v)).toEqual({
      nombre_empresa: 'Nueva',
      rnc: 'NUEVA',
      correo: null,
      telefono: null,
      direccion: null,
      estado: 'ACTIVO',
      licencia_perm: false,
      limite_usuarios: 3,
      limite_clientes: 40,
      plan: {
        nombre: 'Básico',
        frecuencia: 'MENSUAL',
        cuotas: 6,
        monto_cuota: 1500,
        inicio: '2026-01-15',
        fin: null,
      },
      admin: { nombres: 'Administrador', apellidos: null, email: null, usuario: 'admin', password: null },
    });
  });
});

const PLAN: PlanEmpresa = {
  plan_nombre: 'MEDIO',
  plan_estado: 'VIGENTE',
  plan_frecuencia: 'ANUAL',
  plan_cuotas: 1,
  plan_monto_cuota: 12000,
  plan_fecha_inicio: '2026-01-01',
  plan_fecha_fin: null,
  dias_restantes: null,
  limite_usuarios: null,
  limite_clientes: 50,
  licencia_perm: true,
  licencia: 'PERMANENTE',
  usuarios_usados: 1,
  clientes_usados: 0,
  aviso: null,
};

describe('editar plan', () => {
  it('parte del plan actual; sin límite queda vacío y un nombre desconocido es Personalizado', () => {
    expect(camposDelPlanActual(PLAN, '2026-03-01')).toMatchObject({
      plan_nombre: 'Medio',
      plan_frecuencia: 'ANUAL',
      plan_fecha_fin: '',
      limite_usuarios: '',
      limite_clientes: 50,
      licencia_perm: true,
    });
    expect(camposDelPlanActual({ ...PLAN, plan_nombre: 'Oro' }, '2026-03-01').plan_nombre).toBe(
      'Personalizado',
    );
  });
});
