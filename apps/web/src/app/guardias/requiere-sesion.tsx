import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginCon } from '../../lib/navegacion';
import { destinoAlSalir, useSesion } from '../../lib/sesion';

/**
 * Sin token, a la pantalla de ingreso recordando de dónde venía (también si otra pestaña cerró la sesión); si esta
 * pestaña salió a propósito, al destino que eligió.
 */
export function RequiereSesion({ children }: { children: ReactNode }) {
  const { token } = useSesion();
  const donde = useLocation();
  if (!token)
    return <Navigate to={destinoAlSalir() ?? loginCon(`${donde.pathname}${donde.search}`)} replace />;
  return children;
}
