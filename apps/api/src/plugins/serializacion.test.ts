import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiladorDeRespuestas } from './serializacion';

const Item = z.object({
  id: z.number().int(),
  nombre: z.string(),
  telefono: z.string().nullable(),
  estado: z.enum(['ACTIVO', 'INACTIVO']),
  monto: z.number(),
  etiquetas: z.array(z.string()),
});
const Lista = z.object({ ok: z.literal(true), items: z.array(Item), total: z.number().int() });

const escritor = (schema: z.ZodType, validar: boolean) =>
  compiladorDeRespuestas({ validar })({ schema, method: 'GET', url: '/api/prueba', httpStatus: '200' });

const item = {
  id: 1,
  nombre: 'Ana "la" Pérez',
  telefono: null,
  estado: 'ACTIVO',
  monto: 1234.56,
  etiquetas: ['a'],
};

describe('compiladorDeRespuestas', () => {
  it('escribe lo mismo que Zod, sin las propiedades que el esquema no declara', () => {
    const datos = { ok: true, items: [{ ...item, password_hash: 'secreto' }], total: 1, interno: 'x' };
    const texto = escritor(Lista, false)(datos);
    expect(JSON.parse(texto)).toEqual(z.encode(Lista, datos as z.infer<typeof Lista>));
    expect(texto).not.toContain('secreto');
    expect(texto).not.toContain('interno');
  });

  it('con validar, una respuesta que no cumple su esquema es un error (las pruebas de la API)', () => {
    const mala = { ok: true, items: [{ ...item, estado: 'BORRADO' }], total: 1 };
    expect(() => escritor(Lista, true)(mala)).toThrow();
    expect(JSON.parse(escritor(Lista, false)(mala)).items[0].estado).toBe('BORRADO');
  });

  it('un esquema que JSON Schema no representa se escribe con Zod', () => {
    const ConFecha = z.object({ cuando: z.date() });
    const cuando = new Date('2026-11-26T12:00:00Z');
    expect(escritor(ConFecha, false)({ cuando })).toBe('{"cuando":"2026-11-26T12:00:00.000Z"}');
  });
});
