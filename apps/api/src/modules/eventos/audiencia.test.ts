import { describe, expect, it } from 'vitest';
import { type EventoLeido, leLlega, type Oyente } from './audiencia';

const oyente = (cambios: Partial<Oyente> = {}): Oyente => ({
  idUsuario: 5,
  idEmpresa: 2,
  mesaDeSoporte: false,
  administra: false,
  permisos: new Set(),
  soloSusRutas: false,
  ...cambios,
});
const evento = (cambios: Partial<EventoLeido> = {}): EventoLeido => ({
  id: 1,
  idEmpresa: 2,
  tipo: 'app.message',
  datos: {},
  audiencia: null,
  creadoEn: new Date(),
  ...cambios,
});

describe('leLlega', () => {
  it('un evento de otra empresa no llega; a la mesa de soporte solo el chat', () => {
    expect(leLlega(oyente(), evento({ idEmpresa: 3 }))).toBe(false);
    const mesa = oyente({ idEmpresa: 1, mesaDeSoporte: true, administra: true });
    expect(leLlega(mesa, evento({ idEmpresa: 3, tipo: 'chat.message' }))).toBe(true);
    expect(leLlega(mesa, evento({ idEmpresa: 3, tipo: 'chat.deleted' }))).toBe(true);
    expect(leLlega(mesa, evento({ idEmpresa: 3, tipo: 'pago.registrado' }))).toBe(false);
  });

  it('el chat: a quien administra y a quien nombra la audiencia', () => {
    const chat = evento({ tipo: 'chat.message', audiencia: ['user:5'] });
    expect(leLlega(oyente(), chat)).toBe(true);
    expect(leLlega(oyente({ idUsuario: 6 }), chat)).toBe(false);
    expect(leLlega(oyente({ idUsuario: 6, administra: true }), chat)).toBe(true);
    expect(leLlega(oyente({ idUsuario: 55 }), evento({ tipo: 'chat.message', audiencia: ['user:5'] }))).toBe(
      false,
    );
  });

  it('lo demás, con el permiso de la pantalla a la que enlaza; un cobrador, solo lo suyo de la cartera', () => {
    const pago = evento({ tipo: 'pago.registrado', datos: { by_id: 9 } });
    expect(leLlega(oyente(), pago)).toBe(false);
    expect(leLlega(oyente({ permisos: new Set(['pagos.ver']) }), pago)).toBe(true);
    const cobrador = oyente({ permisos: new Set(['pagos.ver']), soloSusRutas: true });
    expect(leLlega(cobrador, pago)).toBe(false);
    expect(leLlega({ ...cobrador, idUsuario: 9 }, pago)).toBe(true);
    expect(leLlega(oyente(), evento({ tipo: 'app.message' }))).toBe(true);
    expect(leLlega(oyente(), evento({ tipo: 'caja.mov' }))).toBe(false);
  });
});
