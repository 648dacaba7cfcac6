import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import { crearEmpresaDePrueba, type EmpresaDePrueba } from '../../../test/fabricas';
import { type Cliente, entrar } from '../../../test/peticiones';

let e: Entorno;
let emp: EmpresaDePrueba;
let soporte: Cliente;

beforeAll(async () => {
  e = await crearEntorno();
  emp = await crearEmpresaDePrueba(e, 'AJUSTES');
  soporte = await entrar(e, 'SOPORTE', 'soporte');
});
afterAll(() => e.cerrar());

describe('GET/PUT /api/empresa/ajustes', () => {
  it('una empresa nueva no cobra mora; DEMO cobra 5 % después de 5 días', async () => {
    expect((await emp.admin.get('/api/empresa/ajustes')).body).toEqual({
      ok: true,
      item: {
        show_logo: true,
        show_name: true,
        allow_multiple_loans: false,
        allow_reengagement: true,
        show_code_under_logo: true,
        block_inactive_login_msg: null,
        mora_porcentaje: 0,
        dias_gracia: 0,
        dias_maximos_diferimiento: 90,
        ticket_mm: null,
        inactividad_operador_min: null,
      },
    });
    const demo = await entrar(e, 'DEMO', 'admin');
    expect((await demo.get('/api/empresa/ajustes')).body.item).toMatchObject({
      mora_porcentaje: 5,
      dias_gracia: 5,
    });
  });

  it('guarda solo lo que llega; valida la regla de mora', async () => {
    const r = await emp.admin.put('/api/empresa/ajustes', {
      mora_porcentaje: 2.5,
      allow_multiple_loans: true,
    });
    expect(r.body).toMatchObject({
      ok: true,
      message: 'Ajustes guardados',
      item: { mora_porcentaje: 2.5, dias_gracia: 0, allow_multiple_loans: true, show_logo: true },
    });
    const campos = async (cuerpo: Record<string, unknown>) =>
      (await emp.admin.put('/api/empresa/ajustes', cuerpo)).body.fields;
    expect(await campos({ mora_porcentaje: -1 })).toEqual({
      mora_porcentaje: 'La mora no puede ser negativa.',
    });
    expect(await campos({ mora_porcentaje: 100.5 })).toEqual({
      mora_porcentaje: 'La mora no puede pasar de 100 % por mes.',
    });
    expect(await campos({ mora_porcentaje: 1.2345 })).toEqual({
      mora_porcentaje: 'La mora admite hasta 3 decimales.',
    });
    expect(await campos({ dias_gracia: 1.5 })).toEqual({
      dias_gracia: 'Los días de gracia son un número entero.',
    });
    expect(await campos({ dias_gracia: -1 })).toEqual({
      dias_gracia: 'Los días de gracia no pueden ser negativos.',
    });
    expect((await emp.admin.get('/api/empresa/ajustes')).body.item.mora_porcentaje).toBe(2.5);
  });

  it('los días máximos para diferir: 90 por defecto, de 1 a 365, enteros', async () => {
    const campos = async (cuerpo: Record<string, unknown>) =>
      (await emp.admin.put('/api/empresa/ajustes', cuerpo)).body.fields;
    const fuera = 'Los días máximos para diferir van de 1 a 365.';
    expect(await campos({ dias_maximos_diferimiento: 0 })).toEqual({ dias_maximos_diferimiento: fuera });
    expect(await campos({ dias_maximos_diferimiento: 366 })).toEqual({ dias_maximos_diferimiento: fuera });
    expect(await campos({ dias_maximos_diferimiento: 30.5 })).toEqual({
      dias_maximos_diferimiento: 'Los días máximos para diferir son un número entero.',
    });
    expect(await campos({ dias_maximos_diferimiento: null })).toEqual({
      dias_maximos_diferimiento: 'Indica los días máximos para diferir una cuota.',
    });
    for (const dias of [1, 365, 45]) {
      const r = await emp.admin.put('/api/empresa/ajustes', { dias_maximos_diferimiento: dias });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.item.dias_maximos_diferimiento).toBe(dias);
    }
    // Lo que no llega no cambia.
    await emp.admin.put('/api/empresa/ajustes', { mora_porcentaje: 1 });
    expect((await emp.admin.get('/api/empresa/ajustes')).body.item.dias_maximos_diferimiento).toBe(45);
  });

  it('la inactividad de los cobradores: de 5 a 30 minutos, o null para el límite de todos', async () => {
    const campos = async (cuerpo: Record<string, unknown>) =>
      (await emp.admin.put('/api/empresa/ajustes', cuerpo)).body.fields;
    const fuera = 'La inactividad de los cobradores va de 5 a 30 minutos.';
    expect(await campos({ inactividad_operador_min: 4 })).toEqual({ inactividad_operador_min: fuera });
    expect(await campos({ inactividad_operador_min: 31 })).toEqual({ inactividad_operador_min: fuera });
    expect(await campos({ inactividad_operador_min: 'diez' })).toEqual({ inactividad_operador_min: fuera });
    expect(await campos({ inactividad_operador_min: 12.5 })).toEqual({
      inactividad_operador_min: 'La inactividad de los cobradores es un número entero de minutos.',
    });
    for (const minutos of [5, 30, 20, null]) {
      const r = await emp.admin.put('/api/empresa/ajustes', { inactividad_operador_min: minutos });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.item.inactividad_operador_min).toBe(minutos);
    }
    await emp.admin.put('/api/empresa/ajustes', { inactividad_operador_min: 20 });
    await emp.admin.put('/api/empresa/ajustes', { mora_porcentaje: 1 });
    expect((await emp.admin.get('/api/empresa/ajustes')).body.item.inactividad_operador_min).toBe(20);
  });

  it('el mensaje para empresas inactivas solo lo cambia SUPERADMIN', async () => {
    await emp.admin.put('/api/empresa/ajustes', { block_inactive_login_msg: 'Llame a la oficina' });
    expect((await emp.admin.get('/api/empresa/ajustes')).body.item.block_inactive_login_msg).toBeNull();
    const comoSoporte = { 'x-tenant': String(emp.id_empresa) };
    const r = await soporte.put(
      '/api/empresa/ajustes',
      { block_inactive_login_msg: 'Llame a la oficina' },
      comoSoporte,
    );
    expect(r.body.item.block_inactive_login_msg).toBe('Llame a la oficina');
  });

  it('el cobrador no ve ni cambia los ajustes', async () => {
    const operador = await entrar(e, 'DEMO', 'operador');
    expect((await operador.get('/api/empresa/ajustes')).status).toBe(403);
    expect((await operador.put('/api/empresa/ajustes', { mora_porcentaje: 0 })).status).toBe(403);
  });
});
