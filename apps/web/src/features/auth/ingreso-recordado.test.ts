import { beforeEach, describe, expect, it } from 'vitest';
import { leerIngresoRecordado, olvidarIngreso, recordarIngreso } from './ingreso-recordado';

describe('ingreso recordado', () => {
  beforeEach(() => window.localStorage.clear());

  it('guarda el código en mayúsculas y el usuario, nunca la contraseña; "Usar otra cuenta" lo olvida', () => {
    expect(leerIngresoRecordado()).toBeNull();
    recordarIngreso({ empresa: ' demo ', usuario: 'operador ' });
    expect(leerIngresoRecordado()).toEqual({ empresa: 'DEMO', usuario: 'operador' });
    expect(window.localStorage.getItem('ultimoIngreso')).toBe('{"empresa":"DEMO","usuario":"operador"}');
    olvidarIngreso();
    expect(leerIngresoRecordado()).toBeNull();
  });

  it('un valor guardado a medias o corrupto no rellena nada', () => {
    window.localStorage.setItem('ultimoIngreso', '{"empresa":"DEMO"}');
    expect(leerIngresoRecordado()).toBeNull();
    window.localStorage.setItem('ultimoIngreso', '{no es json');
    expect(leerIngresoRecordado()).toBeNull();
  });
});
