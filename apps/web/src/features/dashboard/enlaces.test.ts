import type { Tablero } from '@prestamos/contract';
import { describe, expect, it } from 'vitest';
import { enlacesDelTablero, prestamosAlDia } from './enlaces';

describe('enlaces del tablero', () => {
  it('con todos los permisos, cada número lleva a su lista filtrada', () => {
    const e = enlacesDelTablero(() => true);
    expect(e.clientesInactivos).toBe('/app/clientes?estado=INACTIVO');
    expect(e.prestamosEnMora).toBe('/app/prestamos?estado=EN%20MORA');
    expect(e.proximas).toBe('/app/reportes?tipo=PROXIMAS');
    expect(e.vencidas).toBe('/app/reportes?tipo=VENCIDAS');
    expect(e.cliente(7)).toBe('/app/clientes/7');
    expect(e.prestamo(9)).toBe('/app/prestamos/9');
  });

  it('sin reportes, las cuotas van a Pagos con su rango; sin permiso de la lista, sin enlace', () => {
    const e = enlacesDelTablero((p) => p === 'pagos.ver');
    expect(e.proximas).toBe('/app/pagos?rango=SEMANA');
    expect(e.vencidas).toBe('/app/pagos?rango=VENCIDOS');
    expect(e.clientes).toBeNull();
    expect(e.cartera).toBeNull();
    expect(e.cliente(7)).toBeNull();
    expect(enlacesDelTablero(() => false).vencidas).toBeNull();
  });
});

describe('préstamos al día', () => {
  const tablero = (activos: number, enMora: number) =>
    ({
      cards: { prestamos: { total: 0, activos, saldados: 0 } },
      totales: { enMora: { prestamos: enMora, monto: 0 } },
    }) as Tablero;

  it('los activos que no están en mora, nunca menos de cero', () => {
    expect(prestamosAlDia(tablero(35, 13))).toBe(22);
    expect(prestamosAlDia(tablero(2, 3))).toBe(0);
  });
});
