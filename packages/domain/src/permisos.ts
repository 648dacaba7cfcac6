/**
 * Catálogo de permisos y roles (docs/producto.md#roles-y-permisos) y la
 * única función que decide si un usuario puede hacer algo. La usan el servidor (que es quien de verdad niega) y la web
 * (que solo oculta).
 */

export const MODULOS_DE_PERMISOS = [
  { modulo: 'dashboard', nombre: 'Inicio', permisos: [{ codigo: 'dashboard.ver', nombre: 'Ver el inicio' }] },
  {
    modulo: 'clientes',
    nombre: 'Clientes',
    permisos: [
      { codigo: 'clientes.ver', nombre: 'Ver clientes' },
      { codigo: 'clientes.crear', nombre: 'Crear clientes' },
      { codigo: 'clientes.editar', nombre: 'Editar clientes' },
      { codigo: 'clientes.eliminar', nombre: 'Eliminar clientes' },
      /** Un OPERADOR sin él ve y cobra solo a los clientes de sus rutas (issue 11); los administradores lo tienen. */
      { codigo: 'clientes.todos', nombre: 'Ver y cobrar clientes fuera de sus rutas' },
    ],
  },
  {
    modulo: 'prestamos',
    nombre: 'Préstamos',
    permisos: [
      { codigo: 'prestamos.ver', nombre: 'Ver préstamos' },
      { codigo: 'prestamos.crear', nombre: 'Crear y reenganchar préstamos' },
      { codigo: 'prestamos.editar', nombre: 'Liquidar préstamos' },
      { codigo: 'prestamos.eliminar', nombre: 'Cancelar préstamos' },
    ],
  },
  {
    modulo: 'pagos',
    nombre: 'Pagos',
    permisos: [
      { codigo: 'pagos.ver', nombre: 'Ver cuotas y pagos' },
      { codigo: 'pagos.registrar', nombre: 'Registrar pagos' },
      /** Anular (cancelar) el último pago de un préstamo: no lo tiene el cobrador que recibió el dinero (issue 31). */
      { codigo: 'pagos.anular', nombre: 'Anular pagos' },
      { codigo: 'pagos.diferir', nombre: 'Diferir cuotas' },
    ],
  },
  {
    modulo: 'caja',
    nombre: 'Caja',
    permisos: [
      { codigo: 'caja.ver', nombre: 'Ver la caja' },
      { codigo: 'caja.movimientos.crear', nombre: 'Registrar movimientos de caja' },
    ],
  },
  {
    modulo: 'rutas',
    nombre: 'Rutas',
    permisos: [
      { codigo: 'rutas.ver', nombre: 'Ver rutas' },
      { codigo: 'rutas.crear', nombre: 'Crear rutas' },
      { codigo: 'rutas.editar', nombre: 'Editar rutas y asignaciones' },
      { codigo: 'rutas.eliminar', nombre: 'Eliminar rutas' },
    ],
  },
  { modulo: 'reportes', nombre: 'Reportes', permisos: [{ codigo: 'reportes.ver', nombre: 'Ver reportes' }] },
  {
    modulo: 'usuarios',
    nombre: 'Usuarios y roles',
    permisos: [
      { codigo: 'usuarios.ver', nombre: 'Ver usuarios y roles' },
      { codigo: 'usuarios.crear', nombre: 'Crear usuarios' },
      { codigo: 'usuarios.editar', nombre: 'Editar usuarios y permisos' },
      { codigo: 'usuarios.eliminar', nombre: 'Desactivar usuarios' },
    ],
  },
  {
    modulo: 'empresa',
    nombre: 'Empresa y plan',
    permisos: [
      { codigo: 'empresa.plan.ver', nombre: 'Ver la empresa y su plan' },
      { codigo: 'empresa.plan.pagar', nombre: 'Registrar pagos del plan' },
    ],
  },
] as const;

type Modulo = (typeof MODULOS_DE_PERMISOS)[number];
export type Permiso = Modulo['permisos'][number]['codigo'];

export const PERMISOS: readonly Permiso[] = MODULOS_DE_PERMISOS.flatMap((m) =>
  m.permisos.map((p) => p.codigo),
);

export const ROLES = [
  { codigo: 'SUPERADMIN', nombre: 'Soporte (superadministrador)' },
  { codigo: 'ADMIN', nombre: 'Administrador' },
  { codigo: 'EMPRESA_ADMIN', nombre: 'Administrador de empresa' },
  { codigo: 'OPERADOR', nombre: 'Operador (cobrador)' },
] as const;
export type Rol = (typeof ROLES)[number]['codigo'];

export const ROL_POR_DEFECTO: Rol = 'OPERADOR';

/** Roles que tienen siempre todo el catálogo; sus permisos no se editan (así nadie deja a su empresa sin administrador). */
const ROLES_CON_TODO: readonly Rol[] = ['SUPERADMIN', 'ADMIN', 'EMPRESA_ADMIN'];

/**
 * Lo que un cobrador necesita en la calle: ver clientes, préstamos y cuotas, cobrar, ver sus rutas. Anular un pago
 * (`pagos.anular`) no: quien recibió el dinero no puede deshacer el recibo que entregó.
 */
export const PERMISOS_OPERADOR_POR_DEFECTO: readonly Permiso[] = [
  'clientes.ver',
  'prestamos.ver',
  'pagos.ver',
  'pagos.registrar',
  'rutas.ver',
];

export function esRol(valor: string): valor is Rol {
  return ROLES.some((r) => r.codigo === valor);
}

export function esPermiso(valor: string): valor is Permiso {
  return (PERMISOS as readonly string[]).includes(valor);
}

export function rolTieneTodo(rol: string): boolean {
  return (ROLES_CON_TODO as readonly string[]).includes(rol.toUpperCase());
}

/** Jerarquía para decidir quién puede asignar qué rol: nadie asigna un rol por encima del suyo. */
export function rangoDeRol(rol: string): number {
  switch (rol.toUpperCase()) {
    case 'SUPERADMIN':
      return 3;
    case 'ADMIN':
    case 'EMPRESA_ADMIN':
      return 2;
    default:
      return 1;
  }
}

/** Normaliza una lista de códigos: minúsculas, sin repetidos, en el orden del catálogo. */
export function ordenarPermisos(codigos: Iterable<string>): Permiso[] {
  const pedidos = new Set([...codigos].map((c) => c.trim().toLowerCase()));
  return PERMISOS.filter((p) => pedidos.has(p));
}

/** Permisos efectivos = los del rol ∪ los directos del usuario; los roles administradores tienen el catálogo entero. */
export function permisosEfectivos(
  rol: string,
  delRol: Iterable<string>,
  directos: Iterable<string>,
): Permiso[] {
  if (rolTieneTodo(rol)) return [...PERMISOS];
  return ordenarPermisos([...delRol, ...directos]);
}

export interface Sujeto {
  roles: readonly string[];
  permisos: readonly string[];
}

/**
 * ¿Puede el sujeto lo que pide `requerido`? Un código con punto (`clientes.ver`) se busca entre los permisos; uno sin
 * punto (`SUPERADMIN`) es una comprobación de rol. Todo sin distinguir mayúsculas. SUPERADMIN lo puede todo.
 */
export function tienePermiso(sujeto: Sujeto, requerido: string): boolean {
  const roles = sujeto.roles.map((r) => r.trim().toUpperCase());
  if (roles.includes('SUPERADMIN')) return true;
  const pedido = requerido.trim();
  if (!pedido.includes('.')) return roles.includes(pedido.toUpperCase());
  const buscado = pedido.toLowerCase();
  return sujeto.permisos.some((p) => p.trim().toLowerCase() === buscado);
}

/**
 * ¿Ve solo a los clientes de sus rutas? Un cobrador (rol OPERADOR) sí, salvo que su empresa le dé `clientes.todos`
 * (p. ej. quien cobra en la oficina). Los roles administradores ven toda su empresa.
 */
export function soloVeSusRutas(sujeto: Sujeto): boolean {
  const roles = sujeto.roles.map((r) => r.trim().toUpperCase());
  return roles.includes('OPERADOR') && !roles.some(rolTieneTodo) && !tienePermiso(sujeto, 'clientes.todos');
}
