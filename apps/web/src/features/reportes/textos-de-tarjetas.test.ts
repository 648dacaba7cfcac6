import { describe, expect, it } from 'vitest';
import { type FiltrosDeCuotas, SIN_FILTROS } from './filtros';
import { detallesDeLasTarjetas } from './textos-de-tarjetas';

const HOY = '2026-11-29';
const con = (f: Partial<FiltrosDeCuotas>) => detallesDeLasTarjetas({ ...SIN_FILTROS, ...f }, HOY);

describe('lo que dicen las tarjetas del reporte de cuotas', () => {
  it('sin filtros: los próximos 7 días y todo lo vencido antes de hoy', () => {
    expect(con({})).toEqual({
      proximas: 'Vencen del 29/11/2026 al 06/12/2026',
      vencidas: 'Pendientes o parciales que vencieron antes de hoy',
      filtros: null,
    });
  });

  it('con fechas: las que de verdad suma cada tarjeta', () => {
    expect(con({ desde: '2026-11-01', hasta: '2026-12-02' })).toMatchObject({
      proximas: 'Vencen del 29/11/2026 al 02/12/2026',
      vencidas: 'Vencieron del 01/11/2026 al 28/11/2026, pendientes o parciales',
    });
    expect(con({ hasta: '2026-11-15' })).toMatchObject({
      proximas: 'Las fechas elegidas no incluyen los próximos 7 días',
      vencidas: 'Vencieron hasta el 15/11/2026, pendientes o parciales',
    });
    expect(con({ desde: '2026-12-03' })).toMatchObject({
      proximas: 'Vencen del 03/12/2026 al 06/12/2026',
      vencidas: 'Las fechas elegidas no incluyen días ya vencidos',
    });
    expect(con({ desde: '2026-12-06', hasta: '2026-12-06' }).proximas).toBe('Vencen el 06/12/2026');
    expect(con({ desde: '2026-11-28' }).vencidas).toBe('Vencieron el 28/11/2026, pendientes o parciales');
  });

  it('ruta, cobrador y búsqueda se nombran', () => {
    expect(con({ ruta: 3 }).filtros).toBe('Filtradas por ruta');
    expect(con({ ruta: 3, q: 'ana' }).filtros).toBe('Filtradas por ruta y búsqueda');
    expect(con({ ruta: 3, cobrador: 4, q: 'ana' }).filtros).toBe('Filtradas por ruta, cobrador y búsqueda');
    expect(con({ q: '  ' }).filtros).toBeNull();
  });
});
