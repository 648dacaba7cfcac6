import { CLAVES, escribir, leerJson } from '../../lib/almacen';

/**
 * El código de empresa y el usuario del último ingreso en este equipo: el cobrador que la inactividad sacó en la ruta
 * solo vuelve a teclear su contraseña. Nunca se guarda la contraseña; "Usar otra cuenta" lo olvida.
 */
export interface IngresoRecordado {
  empresa: string;
  usuario: string;
}

export function leerIngresoRecordado(): IngresoRecordado | null {
  const guardado = leerJson<Partial<IngresoRecordado> | null>(CLAVES.ultimoIngreso, null);
  const empresa = typeof guardado?.empresa === 'string' ? guardado.empresa.trim() : '';
  const usuario = typeof guardado?.usuario === 'string' ? guardado.usuario.trim() : '';
  return empresa && usuario ? { empresa, usuario } : null;
}

export function recordarIngreso(datos: IngresoRecordado): void {
  escribir(CLAVES.ultimoIngreso, {
    empresa: datos.empresa.trim().toUpperCase(),
    usuario: datos.usuario.trim(),
  });
}

export function olvidarIngreso(): void {
  escribir(CLAVES.ultimoIngreso, null);
}
