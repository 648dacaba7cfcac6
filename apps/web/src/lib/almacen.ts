/**
 * Almacenamiento del navegador con sus claves de siempre. Un JSON corrupto se lee como vacío y un fallo al
 * escribir (modo privado, cuota llena) se ignora: la aplicación sigue funcionando en memoria.
 */
export const CLAVES = {
  token: 'token',
  empresaId: 'empresaId',
  tenant: 'tenant',
  user: 'user',
  roles: 'roles',
  perms: 'perms',
  permisos: 'permisos',
  prefs: 'prefs',
  empresa: 'empresa',
  configSesion: 'sesionConfig',
  /** Mientras soporte ve otra empresa: su propia empresa, para volver a ella al salir de la vista. */
  empresaOriginal: 'empresaOriginal',
  ultimaActividad: 'lastActivity',
  /** Código de empresa y usuario del último ingreso en este equipo (nunca la contraseña): sobrevive al salir. */
  ultimoIngreso: 'ultimoIngreso',
} as const;

export function leerTexto(clave: string): string | null {
  try {
    return window.localStorage.getItem(clave);
  } catch {
    return null;
  }
}

export function leerJson<T>(clave: string, vacio: T): T {
  const texto = leerTexto(clave);
  if (texto === null) return vacio;
  try {
    return (JSON.parse(texto) as T) ?? vacio;
  } catch {
    return vacio;
  }
}

/** Guarda un valor (texto tal cual, lo demás como JSON); `null` borra la clave. */
export function escribir(clave: string, valor: unknown): void {
  try {
    if (valor === null || valor === undefined) window.localStorage.removeItem(clave);
    else window.localStorage.setItem(clave, typeof valor === 'string' ? valor : JSON.stringify(valor));
  } catch {
    // Sin almacenamiento disponible: se ignora a propósito.
  }
}
