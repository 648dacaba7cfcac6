import type { ApiError } from './api-error';
import { queryClient } from './consultas';
import { irA, loginCon, rutaActual } from './navegacion';
import { notificar } from './notificar';
import { borrarSesion, sesionActual } from './sesion';

export const MENSAJE_INACTIVIDAD = 'Sesión expirada por inactividad. Vuelve a iniciar sesión.';
export const MENSAJE_SESION_INVALIDA = 'Tu sesión no es válida o ha expirado. Vuelve a iniciar sesión.';
export const MENSAJE_SUSPENDIDA = 'Tu empresa está suspendida. Revisa el estado del plan.';
/** La pantalla de ingreso con el aviso de la suspensión, que se ve allí una vez (no un aviso por cada llamada). */
export const LOGIN_DE_EMPRESA_SUSPENDIDA = '/login?motivo=suspendida';

/**
 * Cierra la sesión de este navegador una sola vez aunque varias llamadas fallen a la vez. La guardia de sesión hace
 * la navegación al destino; `irA` cubre el caso de una pantalla sin guardia.
 */
export function terminarSesionLocal(aviso: string | null, destino: string): void {
  if (!sesionActual().token) return;
  borrarSesion(destino);
  queryClient.clear();
  if (aviso) notificar.aviso(aviso);
  irA(destino);
}

/** Catálogo de errores de sesión (docs/producto.md#sesion), aplicado a toda llamada con sesión. */
export function aplicarCatalogoDeSesion(error: ApiError): void {
  if (error.status === 401 && (error.code === 'IDLE_TIMEOUT' || /inactividad/i.test(error.message))) {
    terminarSesionLocal(MENSAJE_INACTIVIDAD, loginCon(rutaActual()));
  } else if (error.status === 401 && /token|autenticado|expirad/i.test(error.message)) {
    terminarSesionLocal(MENSAJE_SESION_INVALIDA, '/login');
  } else if (
    error.status === 403 &&
    (error.code === 'EMPRESA_SUSPENDIDA' || /suspendid/i.test(error.message))
  ) {
    // Una empresa suspendida no trabaja (docs/decisiones/0005-estado-de-la-empresa-tras-credenciales.md): la sesión
    // abierta termina aquí, y el aviso lo da la pantalla de ingreso.
    terminarSesionLocal(null, LOGIN_DE_EMPRESA_SUSPENDIDA);
  } else if (error.status === 403 && error.code === 'EMPRESA_INACTIVA') {
    // Igual la inactiva (el SUPERADMIN la desactivó con la sesión abierta): su mensaje, el que él dejó, una sola vez.
    terminarSesionLocal(error.message, '/login');
  }
}
