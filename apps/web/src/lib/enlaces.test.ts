import { describe, expect, it } from 'vitest';
import { enlaceDeLlamada, enlaceDeMapa, enlaceDeWhatsApp } from './enlaces';

describe('WhatsApp', () => {
  it('antepone el 1 a un teléfono dominicano; sin teléfono válido no hay enlace', () => {
    expect(enlaceDeWhatsApp('809-555-0101', 'Hola y adiós')).toBe(
      'https://wa.me/18095550101?text=Hola%20y%20adi%C3%B3s',
    );
    expect(enlaceDeWhatsApp('1 (829) 555-0101', 'x')).toBe('https://wa.me/18295550101?text=x');
    expect(enlaceDeWhatsApp(null, 'x')).toBeNull();
    expect(enlaceDeWhatsApp('555-0101', 'x')).toBeNull();
  });

  it('sin mensaje, solo el número', () => {
    expect(enlaceDeWhatsApp('849-298-4779')).toBe('https://wa.me/18492984779');
  });
});

describe('llamar', () => {
  it('marca los 10 dígitos, sin guiones ni el 1 del país', () => {
    expect(enlaceDeLlamada('809-555-0101')).toBe('tel:8095550101');
    expect(enlaceDeLlamada('+1 829 555 0101')).toBe('tel:8295550101');
    expect(enlaceDeLlamada('')).toBeNull();
    expect(enlaceDeLlamada('12345')).toBeNull();
  });
});

describe('mapa', () => {
  it('busca la dirección tal cual, codificada', () => {
    expect(enlaceDeMapa('Calle Duarte #12, La Vega')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Calle%20Duarte%20%2312%2C%20La%20Vega',
    );
    expect(enlaceDeMapa('   ')).toBeNull();
    expect(enlaceDeMapa(null)).toBeNull();
  });
});
