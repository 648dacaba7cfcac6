import { Navigate } from 'react-router';
import { useSesion } from '../../lib/sesion';

/** /app: los operadores que no son ADMIN ni SUPERADMIN van a su pantalla; los demás, al inicio. */
export function InicioPrivado() {
  const { user, roles } = useSesion();
  if (!user) return null;
  const mayus = roles.map((r) => r.toUpperCase());
  const operador = mayus.includes('OPERADOR') && !mayus.includes('ADMIN') && !mayus.includes('SUPERADMIN');
  return <Navigate to={operador ? '/app/operador' : '/app/dashboard'} replace />;
}
