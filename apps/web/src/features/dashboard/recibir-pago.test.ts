import type { CuotaListada } from '@prestamos/contract';
import { describe, expect, it } from 'vitest';
import { cuotaDeLaFila, SIN_PRESTAMO } from './recibir-pago';

const cuota = (id_pago: number, id_prestamo: number) => ({ id_pago, id_prestamo }) as CuotaListada;

describe('la cuota que cobra una fila del tablero', () => {
  it('la del servidor si es de este préstamo (la fila pudo quedar vieja)', () => {
    expect(cuotaDeLaFila({ id_cliente: 1, id_prestamo: 5, id_pago: 40 }, cuota(41, 5))).toBe(41);
  });

  it('si el servidor da la de otro préstamo del cliente, la de la fila', () => {
    expect(cuotaDeLaFila({ id_cliente: 1, id_prestamo: 5, id_pago: 40 }, cuota(90, 8))).toBe(40);
  });

  it('sin cuota en la fila ni de este préstamo, no se puede saber cuál cobrar', () => {
    expect(() => cuotaDeLaFila({ id_cliente: 1, id_prestamo: 5, id_pago: null }, cuota(90, 8))).toThrow(
      SIN_PRESTAMO,
    );
  });
});
