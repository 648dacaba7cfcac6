export * from './dinero';
export * from './documentos';
export * from './fechas';
export * from './permisos';
export * from './planes';
