import { describe, expect, it } from 'vitest';
import {
  direccionDeFiltros,
  enlaceAlReporte,
  filtraAlgoMas,
  filtrosDeLaDireccion,
  SIN_FILTROS,
} from './filtros';

const de = (texto: string) => filtrosDeLaDireccion(new URLSearchParams(texto));

describe('filtros del reporte en la dirección', () => {
  it('sin parámetros: todas las cuotas, sin filtros', () => {
    expect(de('')).toEqual(SIN_FILTROS);
  });

  it('lee cada filtro válido; el tipo sin importar mayúsculas ni espacios', () => {
    expect(
      de('tipo=%20vencidas%20&desde=2026-11-01&hasta=2026-11-30&ruta=2&cobrador=7&q=%20Pérez%20'),
    ).toEqual({
      tipo: 'VENCIDAS',
      desde: '2026-11-01',
      hasta: '2026-11-30',
      ruta: 2,
      cobrador: 7,
      q: 'Pérez',
    });
    expect(de('tipo=PROXIMAS').tipo).toBe('PROXIMAS');
  });

  it('ignora lo que la API rechazaría, sin tocar los demás filtros', () => {
    expect(de('tipo=ATRASADAS&ruta=3')).toEqual({ ...SIN_FILTROS, ruta: 3 });
    expect(de('desde=2026-02-30&hasta=24/11/2026').desde).toBeNull();
    expect(de('desde=2026-02-30&hasta=24/11/2026').hasta).toBeNull();
    for (const id of ['0', '-4', '1.5', 'abc', '', '99999999999']) {
      expect(de(`ruta=${id}&cobrador=${id}`)).toEqual(SIN_FILTROS);
    }
    expect(de(`q=${'a'.repeat(81)}`).q).toBe('');
    expect(de(`q=${'a'.repeat(80)}`).q).toHaveLength(80);
  });

  it('"hasta" antes de "desde" se ignora (la API respondería 400)', () => {
    expect(de('desde=2026-11-20&hasta=2026-11-10')).toMatchObject({ desde: '2026-11-20', hasta: null });
    expect(de('desde=2026-11-20&hasta=2026-11-20')).toMatchObject({
      desde: '2026-11-20',
      hasta: '2026-11-20',
    });
  });

  it('escribe solo lo que no es el valor por defecto, en un orden fijo, y se lee igual', () => {
    expect(direccionDeFiltros(SIN_FILTROS).toString()).toBe('');
    const filtros = {
      tipo: 'VENCIDAS' as const,
      desde: '2026-11-01',
      hasta: null,
      ruta: null,
      cobrador: 4,
      q: ' ana ',
    };
    expect(direccionDeFiltros(filtros).toString()).toBe('tipo=VENCIDAS&desde=2026-11-01&cobrador=4&q=ana');
    expect(filtrosDeLaDireccion(direccionDeFiltros(filtros))).toEqual({ ...filtros, q: 'ana' });
  });

  it('enlace al reporte con filtros', () => {
    expect(enlaceAlReporte({})).toBe('/app/reportes');
    expect(enlaceAlReporte({ tipo: 'VENCIDAS', ruta: 3 })).toBe('/app/reportes?tipo=VENCIDAS&ruta=3');
  });

  it('el tipo solo no cuenta como filtro de los totales', () => {
    expect(filtraAlgoMas({ ...SIN_FILTROS, tipo: 'VENCIDAS' })).toBe(false);
    expect(filtraAlgoMas({ ...SIN_FILTROS, q: 'ana' })).toBe(true);
    expect(filtraAlgoMas({ ...SIN_FILTROS, hasta: '2026-11-30' })).toBe(true);
  });
});
