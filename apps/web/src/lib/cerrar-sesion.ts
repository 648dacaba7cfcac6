import { OkRespuesta } from '@prestamos/contract';
import { api } from './api';
import { sesionActual } from './sesion';
import { terminarSesionLocal } from './sesion-rechazada';

/**
 * Cierre de sesión pedido por el usuario o por la inactividad. La sesión local se borra en el acto (la pantalla no
 * espera a la red) y el token se revoca en el servidor en segundo plano; `keepalive` deja terminar esa petición
 * aunque el navegador cambie de página. Si falla, da igual: el token ya no está en este navegador.
 */
export function cerrarSesion(opciones: { aviso?: string; destino?: string } = {}): void {
  const token = sesionActual().token;
  terminarSesionLocal(opciones.aviso ?? null, opciones.destino ?? '/login');
  if (!token) return;
  void api('/auth/logout', OkRespuesta, {
    method: 'POST',
    sinCatalogo: true,
    keepalive: true,
    headers: { authorization: `Bearer ${token}` },
  }).catch(() => {});
}
