export * from './auth';
export * from './comun';
export * from './empresa';
export * from './roles';
export * from './salud';
export * from './usuarios';
