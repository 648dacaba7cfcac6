import { describe, expect, it } from 'vitest';
import { textoDeCliente } from './texto-de-cliente';

describe('textoDeCliente', () => {
  it('pasa a mayúsculas con ñ, tildes y diéresis, sin espacios a los lados', () => {
    expect(textoDeCliente('  rosa elena almánzar ')).toBe('ROSA ELENA ALMÁNZAR');
    expect(textoDeCliente('calle 30 de marzo 4, moca')).toBe('CALLE 30 DE MARZO 4, MOCA');
    expect(textoDeCliente('peña núñez, güibia')).toBe('PEÑA NÚÑEZ, GÜIBIA');
    expect(textoDeCliente('José Ramón Ortíz')).toBe('JOSÉ RAMÓN ORTÍZ');
  });

  it('deja igual lo que ya está en mayúsculas y los signos y números', () => {
    expect(textoDeCliente('C/ DUARTE #12, APTO. 3-B')).toBe('C/ DUARTE #12, APTO. 3-B');
    expect(textoDeCliente('')).toBe('');
  });
});
