export * from './caja';
export * from './clientes';
export * from './contacto';
export * from './empresa';
export * from './prestamos';
export * from './rls';
export * from './sesiones';
export * from './usuarios';
