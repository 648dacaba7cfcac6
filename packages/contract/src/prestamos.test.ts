import { describe, expect, it } from 'vitest';
import { CrearPrestamoBody } from './prestamos';

describe('CrearPrestamoBody', () => {
  // Hallado por el fuzz de la API: con una fecha de inicio que no es fecha, el plan se calculaba igual y daba un 500.
  it('una fecha de inicio que no es fecha da su mensaje, sin calcular el plan', () => {
    const r = CrearPrestamoBody.safeParse({
      id_cliente: 1,
      monto: 57765,
      plazo: 10,
      tasa: 0,
      amortizacion: 'INTERES',
      frecuencia: 'DIARIO',
      fecha_inicio: '{MDbS',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['fecha_inicio', 'La fecha de inicio no es válida.'],
    ]);
  });
});
