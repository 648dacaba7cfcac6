import type { Llamada } from './carga';

/**
 * Las llamadas que mide el banco: cada lista, búsqueda, detalle, PDF, el tablero y los reportes, la pantalla del cobrador
 * y el cobro.
 */
export function llamadasDelBanco(
  tokens: { admin: string; cobrador: string; chica: string },
  ids: { id_cliente: number; id_prestamo: number; id_recibo: number; id_ruta: number; cuotas: number[] },
): Llamada[] {
  const { admin, cobrador, chica } = tokens;
  const get = (nombre: string, ruta: string, token = admin): Llamada => ({ nombre, ruta, token });
  return [
    get('health (techo del framework)', '/api/health'),
    get('clientes', '/api/clientes'),
    get('clientes q=rosa gomez', '/api/clientes?q=rosa%20gomez'),
    get('clientes inactivos', '/api/clientes?estado=INACTIVO'),
    get('clientes página 1000', '/api/clientes?page=1000'),
    get('cliente (detalle)', `/api/clientes/${ids.id_cliente}`),
    get('préstamos', '/api/prestamos'),
    get('préstamos EN MORA', '/api/prestamos?estado=EN%20MORA'),
    get('préstamos VIGENTE', '/api/prestamos?estado=VIGENTE'),
    get('préstamos q=rosa gomez', '/api/prestamos?q=rosa%20gomez'),
    get('préstamos página 1000', '/api/prestamos?page=1000'),
    get('préstamo (plan)', `/api/prestamos/${ids.id_prestamo}/plan`),
    get('cuotas', '/api/pagos/cuotas'),
    get('cuotas VENCIDOS', '/api/pagos/cuotas?rango=VENCIDOS'),
    get('cuotas HOY', '/api/pagos/cuotas?rango=HOY'),
    get('cuotas q=rosa gomez', '/api/pagos/cuotas?q=rosa%20gomez'),
    get('cuotas página 1000', '/api/pagos/cuotas?page=1000'),
    get('caja movimientos', '/api/caja/movimientos'),
    get('usuarios', '/api/usuarios'),
    get('cuota para cobrar', `/api/prestamos/mora/cuota?clienteId=${ids.id_cliente}`),
    get('contrato PDF', `/api/prestamos/${ids.id_prestamo}/contrato/pdf`),
    get('recibo PDF', `/api/pagos/recibos/${ids.id_recibo}/pdf`),
    get('tablero', '/api/dashboard'),
    get('reporte de cartera', '/api/reportes/cartera'),
    get('reporte de cuotas', '/api/reportes/cuotas'),
    get('reporte de cuotas VENCIDAS pág. 100', '/api/reportes/cuotas?tipo=VENCIDAS&page=100'),
    get('reporte de cuotas de una ruta', `/api/reportes/cuotas?ruta=${ids.id_ruta}`),
    get('reporte de cuotas q=rosa gomez', '/api/reportes/cuotas?q=rosa%20gomez'),
    get('operador resumen (300 clientes)', '/api/operador/resumen', cobrador),
    get('operador estado', '/api/operador/estado', cobrador),
    get('empresa chica: clientes', '/api/clientes', chica),
    get('empresa chica: préstamos', '/api/prestamos', chica),
    {
      nombre: 'cobrar (préstamos distintos)',
      metodo: 'POST',
      ruta: '/api/pagos/0/cobrar',
      token: admin,
      preparar: (n: number) => ({
        ruta: `/api/pagos/${ids.cuotas[n % ids.cuotas.length]}/cobrar`,
        cuerpo: { monto: 10, metodo: 'EFECTIVO' },
      }),
    },
  ];
}
