import { describe, expect, it } from 'vitest';
import { enlacesDelReporte } from './enlaces';

const todos = enlacesDelReporte(() => true);
const ninguno = enlacesDelReporte(() => false);

describe('enlaces del reporte', () => {
  it('cliente, préstamo y ruta llevan a su ficha solo con su permiso', () => {
    expect(todos.cliente(6)).toBe('/app/clientes/6');
    expect(todos.prestamo(18)).toBe('/app/prestamos/18');
    expect(todos.ruta(2)).toBe('/app/rutas/2');
    expect(ninguno.cliente(6)).toBeNull();
    expect(ninguno.prestamo(18)).toBeNull();
    expect(ninguno.ruta(2)).toBeNull();
    const soloClientes = enlacesDelReporte((p) => p === 'clientes.ver');
    expect(soloClientes.cliente(6)).toBe('/app/clientes/6');
    expect(soloClientes.prestamo(18)).toBeNull();
  });

  it('"sin ruta" y "sin cobrador" (id 0) no enlazan a nada', () => {
    expect(todos.ruta(0)).toBeNull();
    expect(todos.vencidasDeRuta(0)).toBeNull();
    expect(todos.vencidasDeCobrador(0)).toBeNull();
  });

  it('las vencidas de una ruta o un cobrador son este reporte con su filtro, sin otro permiso', () => {
    expect(ninguno.vencidas()).toBe('/app/reportes?tipo=VENCIDAS');
    expect(ninguno.vencidasDeRuta(3)).toBe('/app/reportes?tipo=VENCIDAS&ruta=3');
    expect(ninguno.vencidasDeCobrador(4)).toBe('/app/reportes?tipo=VENCIDAS&cobrador=4');
  });

  it('los préstamos de un tramo: al día son los vigentes; los atrasados, los en mora', () => {
    expect(todos.prestamosDelTramo('AL_DIA')).toBe('/app/prestamos?estado=VIGENTE');
    expect(todos.prestamosDelTramo('D30_59')).toBe('/app/prestamos?estado=EN%20MORA');
    expect(new URL(`http://x${todos.prestamosDelTramo('D90_MAS')}`).searchParams.get('estado')).toBe(
      'EN MORA',
    );
    expect(ninguno.prestamosDelTramo('AL_DIA')).toBeNull();
  });
});
