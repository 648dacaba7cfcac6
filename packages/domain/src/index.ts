export * from './fechas';
export * from './permisos';
