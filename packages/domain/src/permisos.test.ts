import { describe, expect, it } from 'vitest';
import {
  ordenarPermisos,
  PERMISOS,
  PERMISOS_OPERADOR_POR_DEFECTO,
  permisosEfectivos,
  rangoDeRol,
  soloVeSusRutas,
  tienePermiso,
} from './permisos';

describe('catálogo de permisos', () => {
  it('tiene los códigos de cada módulo, dashboard.ver, reportes.ver, clientes.todos y pagos.anular, sin repetidos', () => {
    expect(PERMISOS).toEqual([
      'dashboard.ver',
      'clientes.ver',
      'clientes.crear',
      'clientes.editar',
      'clientes.eliminar',
      'clientes.todos',
      'prestamos.ver',
      'prestamos.crear',
      'prestamos.editar',
      'prestamos.eliminar',
      'pagos.ver',
      'pagos.registrar',
      'pagos.anular',
      'pagos.diferir',
      'caja.ver',
      'caja.movimientos.crear',
      'rutas.ver',
      'rutas.crear',
      'rutas.editar',
      'rutas.eliminar',
      'reportes.ver',
      'usuarios.ver',
      'usuarios.crear',
      'usuarios.editar',
      'usuarios.eliminar',
      'empresa.plan.ver',
      'empresa.plan.pagar',
    ]);
    expect(new Set(PERMISOS).size).toBe(PERMISOS.length);
  });

  it('el operador por defecto cobra pero no administra ni anula pagos', () => {
    expect(PERMISOS_OPERADOR_POR_DEFECTO).toEqual([
      'clientes.ver',
      'prestamos.ver',
      'pagos.ver',
      'pagos.registrar',
      'rutas.ver',
    ]);
    expect(PERMISOS_OPERADOR_POR_DEFECTO).not.toContain('pagos.anular');
  });

  it('los roles administradores tienen pagos.anular sin guardarlo (tienen el catálogo entero)', () => {
    for (const rol of ['ADMIN', 'EMPRESA_ADMIN', 'SUPERADMIN']) {
      expect(permisosEfectivos(rol, [], [])).toContain('pagos.anular');
    }
    expect(permisosEfectivos('OPERADOR', PERMISOS_OPERADOR_POR_DEFECTO, [])).not.toContain('pagos.anular');
    expect(permisosEfectivos('OPERADOR', PERMISOS_OPERADOR_POR_DEFECTO, ['pagos.anular'])).toContain(
      'pagos.anular',
    );
  });
});

describe('tienePermiso', () => {
  const operador = { roles: ['operador'], permisos: ['Clientes.Ver', 'pagos.registrar'] };

  it('compara los códigos sin distinguir mayúsculas', () => {
    expect(tienePermiso(operador, 'clientes.ver')).toBe(true);
    expect(tienePermiso(operador, 'CLIENTES.VER')).toBe(true);
    expect(tienePermiso(operador, ' pagos.registrar ')).toBe(true);
  });

  it('niega lo que no tiene, aunque se parezca', () => {
    expect(tienePermiso(operador, 'clientes.crear')).toBe(false);
    expect(tienePermiso(operador, 'clientes')).toBe(false);
    expect(tienePermiso(operador, 'pagos.registrar.extra')).toBe(false);
  });

  it('un código sin punto es una comprobación de rol', () => {
    expect(tienePermiso(operador, 'OPERADOR')).toBe(true);
    expect(tienePermiso(operador, 'admin')).toBe(false);
    expect(tienePermiso({ roles: ['ADMIN'], permisos: [] }, 'admin')).toBe(true);
  });

  it('SUPERADMIN lo puede todo, permisos y roles', () => {
    const soporte = { roles: ['superadmin'], permisos: [] };
    expect(tienePermiso(soporte, 'caja.movimientos.crear')).toBe(true);
    expect(tienePermiso(soporte, 'ADMIN')).toBe(true);
  });
});

describe('permisosEfectivos', () => {
  it('es la unión del rol y los directos, en el orden del catálogo y sin desconocidos', () => {
    expect(
      permisosEfectivos('OPERADOR', ['pagos.ver', 'clientes.ver'], ['CAJA.VER', 'pagos.ver', 'inventado.x']),
    ).toEqual(['clientes.ver', 'pagos.ver', 'caja.ver']);
  });

  it('los roles administradores tienen el catálogo entero aunque no guarden filas', () => {
    expect(permisosEfectivos('ADMIN', [], [])).toEqual(PERMISOS);
    expect(permisosEfectivos('empresa_admin', [], [])).toEqual(PERMISOS);
    expect(permisosEfectivos('SUPERADMIN', [], [])).toEqual(PERMISOS);
  });
});

describe('ordenarPermisos y rangoDeRol', () => {
  it('normaliza y quita repetidos', () => {
    expect(ordenarPermisos(['usuarios.ver', ' Clientes.ver', 'usuarios.ver'])).toEqual([
      'clientes.ver',
      'usuarios.ver',
    ]);
  });

  it('ordena los roles de menos a más poder', () => {
    expect(rangoDeRol('OPERADOR')).toBeLessThan(rangoDeRol('ADMIN'));
    expect(rangoDeRol('ADMIN')).toBe(rangoDeRol('EMPRESA_ADMIN'));
    expect(rangoDeRol('EMPRESA_ADMIN')).toBeLessThan(rangoDeRol('superadmin'));
  });
});

describe('soloVeSusRutas', () => {
  it('un cobrador ve solo sus rutas, salvo que tenga clientes.todos; los administradores ven todo', () => {
    expect(soloVeSusRutas({ roles: ['OPERADOR'], permisos: ['clientes.ver'] })).toBe(true);
    expect(soloVeSusRutas({ roles: ['operador'], permisos: ['Clientes.Todos'] })).toBe(false);
    expect(soloVeSusRutas({ roles: ['ADMIN'], permisos: [] })).toBe(false);
    expect(soloVeSusRutas({ roles: ['SUPERADMIN'], permisos: [] })).toBe(false);
  });
});
