import { describe, expect, it } from 'vitest';
import { describirNotificacion } from './descripcion';

const con = (type: string, data: Record<string, unknown>, userName?: string) =>
  describirNotificacion({ type, data: { by_name: 'Ana', ...data }, ...(userName ? { userName } : {}) });

describe('la línea en español de cada evento', () => {
  it('un pago, con el monto en pesos y el préstamo', () => {
    expect(con('pago.registrado', { id_prestamo: 12, codigo: 'PR-202611-000012', monto: 1500 })).toEqual({
      texto: 'Ana registró un pago de RD$\u00a01,500.00 en PR-202611-000012',
      ruta: '/app/prestamos/12',
      color: 'teal',
    });
  });

  it('préstamos', () => {
    expect(
      con('prestamo.otorgado', { id_prestamo: 3, codigo: 'PR-1', cliente: 'Juan Pérez', monto: 10000 }),
    ).toMatchObject({
      texto: 'Ana otorgó el préstamo PR-1 de RD$\u00a010,000.00 a Juan Pérez',
      ruta: '/app/prestamos/3',
    });
    expect(con('prestamo.liquidado', { id_prestamo: 3, codigo: 'PR-1', cliente: 'Juan Pérez' }).texto).toBe(
      'Ana liquidó el préstamo PR-1 de Juan Pérez',
    );
    expect(con('prestamo.deleted', { id_prestamo: 3, codigo: 'PR-1' })).toMatchObject({
      texto: 'Ana eliminó el préstamo PR-1',
      ruta: '/app/prestamos',
    });
  });

  it('clientes', () => {
    expect(con('cliente.creado', { id_cliente: 8, nombre: 'Rosa Díaz' })).toMatchObject({
      texto: 'Ana registró al cliente Rosa Díaz',
      ruta: '/app/clientes/8',
    });
    expect(con('cliente.actualizado', { id_cliente: 8, nombre: 'Rosa Díaz' }).texto).toBe(
      'Ana actualizó al cliente Rosa Díaz',
    );
    expect(con('cliente.deleted', { id_cliente: 8, nombre: 'Rosa Díaz' }).ruta).toBe('/app/clientes');
  });

  it('caja: ingreso o egreso, con su concepto', () => {
    expect(con('caja.mov', { tipo: 'EGRESO', monto: 250.5, concepto: 'Gasolina' })).toMatchObject({
      texto: 'Ana registró un egreso de RD$\u00a0250.50 en caja: Gasolina',
      ruta: '/app/caja',
    });
    expect(con('caja.mov', { tipo: 'INGRESO', monto: 100 }).texto).toBe(
      'Ana registró un ingreso de RD$\u00a0100.00 en caja',
    );
  });

  it('usuarios, permisos e ingresos', () => {
    expect(con('usuario.created', { usuario: 'pedro' })).toMatchObject({
      texto: 'Ana creó el usuario pedro',
      ruta: '/app/usuarios',
    });
    expect(con('usuario.updated', { usuario: 'pedro' }).texto).toBe('Ana actualizó el usuario pedro');
    expect(con('usuario.deleted', { usuario: 'pedro' }).texto).toBe('Ana eliminó el usuario pedro');
    expect(con('usuario.permisos.updated', { rol: 'OPERADOR' })).toMatchObject({
      texto: 'Ana cambió los permisos del rol OPERADOR',
      ruta: '/app/roles',
    });
    expect(con('usuario.permisos.updated', { usuario: 'pedro' }).texto).toBe(
      'Ana cambió los permisos del usuario pedro',
    );
    expect(con('usuario.login', { usuario: 'ana' }).texto).toBe('Ana inició sesión');
    expect(describirNotificacion({ type: 'login.failed', data: { usuario: 'adm1n' } }).texto).toBe(
      'Intento de ingreso fallido con el usuario adm1n',
    );
  });

  it('chat: quién escribió y qué, con enlace a la conversación', () => {
    expect(con('chat.message', { thread_id: 5, body: '¿Me ayudan?', asunto: 'Caja' })).toMatchObject({
      texto: 'Ana te escribió: ¿Me ayudan?',
      ruta: '/app/mensajes/enviar?conversacion=5',
    });
    expect(con('chat.deleted', { thread_id: 5 }).texto).toBe('Ana eliminó una conversación');
  });

  it('un aviso enviado: título, mensaje, quién y el color de su nivel', () => {
    expect(con('app.message', { title: 'Cierre', message: 'Hoy cerramos a las 4', level: 'warn' })).toEqual({
      texto: 'Cierre: Hoy cerramos a las 4 (Ana)',
      ruta: null,
      color: 'yellow',
    });
    expect(con('app.message', { message: 'Hola' }).texto).toBe('Hola (Ana)');
  });

  it('el nombre sale de userName antes que de los datos; sin nadie, "Alguien"; un tipo desconocido, por su nombre', () => {
    expect(con('cliente.creado', { nombre: 'Rosa' }, 'Beto').texto).toBe('Beto registró al cliente Rosa');
    expect(describirNotificacion({ type: 'cliente.creado', data: { nombre: 'Rosa' } }).texto).toBe(
      'Alguien registró al cliente Rosa',
    );
    expect(describirNotificacion({ type: 'otra.cosa', data: { by: 'ana' } }).texto).toBe('ana: otra.cosa');
  });

  it('sin monto no escribe "undefined" ni NaN', () => {
    expect(con('pago.registrado', { codigo: 'PR-9' }).texto).toBe('Ana registró un pago en PR-9');
  });
});
