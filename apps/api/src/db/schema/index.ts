export * from './contacto';
export * from './empresa';
export * from './rls';
export * from './sesiones';
export * from './usuarios';
