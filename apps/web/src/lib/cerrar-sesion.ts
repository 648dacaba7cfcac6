import { api } from './api';
import { terminarSesionLocal } from './sesion-rechazada';

/**
 * Cierre de sesión pedido por el usuario o por la inactividad: revoca el token en el servidor (si falla, da igual:
 * la sesión local se borra igual) y lleva a la pantalla de ingreso.
 */
export async function cerrarSesion(opciones: { aviso?: string; destino?: string } = {}): Promise<void> {
  await api('/auth/logout', { method: 'POST', sinCatalogo: true }).catch(() => {});
  terminarSesionLocal(opciones.aviso ?? null, opciones.destino ?? '/login');
}
