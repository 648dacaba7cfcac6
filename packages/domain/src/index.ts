export * from './dinero';
export * from './fechas';
export * from './permisos';
export * from './planes';
