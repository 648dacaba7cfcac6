import { describe, expect, it } from 'vitest';
import { autorDelMensaje, enterEnvia, primerMensaje, tituloDeConversacion } from './etiquetas';

const mensaje = { autor_id: 4, autor_nombre: 'Ana Admin' };

describe('etiquetas del chat', () => {
  it("lo propio es 'Tú'; lo de otros, 'Administración' para quien no administra y el nombre para un administrador", () => {
    expect(autorDelMensaje(mensaje, { idUsuario: 4, esAdministrador: false })).toBe('Tú');
    expect(autorDelMensaje(mensaje, { idUsuario: 4, esAdministrador: true })).toBe('Tú');
    expect(autorDelMensaje(mensaje, { idUsuario: 9, esAdministrador: false })).toBe('Administración');
    expect(autorDelMensaje(mensaje, { idUsuario: 9, esAdministrador: true })).toBe('Ana Admin');
    expect(autorDelMensaje(mensaje, { idUsuario: null, esAdministrador: false })).toBe('Administración');
  });

  it('el título es el asunto, o "Sin asunto"; el primer mensaje, el primero de la lista', () => {
    expect(tituloDeConversacion({ asunto: ' Caja ' })).toBe('Caja');
    expect(tituloDeConversacion({ asunto: null })).toBe('Sin asunto');
    expect(primerMensaje({ mensajes: [] })).toBe('');
  });

  it('Enter sin Shift envía; Shift+Enter no; tampoco mientras se compone un acento', () => {
    expect(enterEnvia({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(enterEnvia({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(enterEnvia({ key: 'a', shiftKey: false })).toBe(false);
    expect(enterEnvia({ key: 'Enter', shiftKey: false, nativeEvent: { isComposing: true } })).toBe(false);
  });
});
