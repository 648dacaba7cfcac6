export * from './auth';
export * from './clientes';
export * from './comun';
export * from './empresa';
export * from './publico';
export * from './roles';
export * from './salud';
export * from './usuarios';
