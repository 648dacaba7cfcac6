import { describe, expect, it } from 'vitest';
import { textoDeBusqueda } from './busqueda';

describe('textoDeBusqueda', () => {
  it('quita mayúsculas y tildes, y deja lo demás como está', () => {
    expect(textoDeBusqueda('Miguel Ángel NÚÑEZ')).toBe('miguel angel nunez');
    expect(textoDeBusqueda('Güelo Peña-Ozuna 402-0012345-6')).toBe('guelo pena-ozuna 402-0012345-6');
    expect(textoDeBusqueda('  dos  espacios ')).toBe('  dos  espacios ');
  });
});
