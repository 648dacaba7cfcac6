import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginCon } from '../../lib/navegacion';
import { useSesion } from '../../lib/sesion';

/** Sin token, a la pantalla de ingreso recordando de dónde venía (también si otra pestaña cerró la sesión). */
export function RequiereSesion({ children }: { children: ReactNode }) {
  const { token } = useSesion();
  const donde = useLocation();
  if (!token) return <Navigate to={loginCon(`${donde.pathname}${donde.search}`)} replace />;
  return children;
}
