import type { ClienteDeOperador, ProximaCuota } from '@prestamos/contract';
import { describe, expect, it } from 'vitest';
import { agruparPorRuta, filtrarClientes, situacionDeCuota } from './clientes';

const vega = { id_ruta: 1, nombre: 'La Vega centro' };
const moca = { id_ruta: 2, nombre: 'Moca' };

const cliente = (
  id: number,
  nombre: string,
  ruta: typeof vega,
  rutas = [ruta.nombre],
): ClienteDeOperador => ({
  id_cliente: id,
  codigo: `CL-${String(id).padStart(6, '0')}`,
  nombre,
  telefono: '809-555-0101',
  direccion: 'Calle Duarte #12',
  foto: null,
  id_ruta: ruta.id_ruta,
  rutas,
  proxima_cuota: null,
  cobrado_hoy: 0,
});

const items = [
  cliente(1, 'Joel Martínez', vega),
  cliente(2, 'Carmen Peña', vega, ['La Vega centro', 'Moca']),
  cliente(3, 'Rosa Núñez', moca),
];

describe('filtrar los clientes del cobrador', () => {
  it('por texto, sin tildes, en nombre, código, teléfono o dirección', () => {
    expect(filtrarClientes(items, { texto: 'nunez', ruta: null }).map((c) => c.id_cliente)).toEqual([3]);
    expect(filtrarClientes(items, { texto: 'CL-000002', ruta: null }).map((c) => c.id_cliente)).toEqual([2]);
    expect(filtrarClientes(items, { texto: '', ruta: null })).toHaveLength(3);
  });

  it('por ruta: también el cliente que aparece bajo su otra ruta', () => {
    expect(filtrarClientes(items, { texto: '', ruta: moca }).map((c) => c.id_cliente)).toEqual([2, 3]);
    expect(filtrarClientes(items, { texto: 'rosa', ruta: vega })).toEqual([]);
  });
});

describe('agrupar por ruta', () => {
  it('en el orden de las rutas, sin grupos vacíos', () => {
    const grupos = agruparPorRuta(
      [items[2], items[0]] as ClienteDeOperador[],
      [vega, moca, { id_ruta: 9, nombre: 'X' }],
      null,
    );
    expect(grupos.map((g) => [g.ruta.nombre, g.items.map((c) => c.id_cliente)])).toEqual([
      ['La Vega centro', [1]],
      ['Moca', [3]],
    ]);
  });

  it('con una ruta elegida, todos bajo ella', () => {
    const grupos = agruparPorRuta([items[1], items[2]] as ClienteDeOperador[], [vega, moca], moca);
    expect(grupos).toEqual([{ ruta: moca, items: [items[1], items[2]] }]);
    expect(agruparPorRuta([], [vega], vega)).toEqual([]);
  });
});

describe('la próxima cuota', () => {
  const cuota = (vence: string, dias_mora: number) => ({ vence, dias_mora }) as ProximaCuota;

  it('atrasada, vence hoy o más adelante', () => {
    expect(situacionDeCuota(cuota('2026-11-01', 22), '2026-11-23')).toBe('ATRASADA');
    expect(situacionDeCuota(cuota('2026-11-23', 0), '2026-11-23')).toBe('HOY');
    expect(situacionDeCuota(cuota('2026-11-30', 0), '2026-11-23')).toBe('PROXIMA');
  });
});
