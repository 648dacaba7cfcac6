import { Outlet } from 'react-router';
import { NoAutorizado } from '../../components/no-autorizado';
import { puede, useSesion } from '../../lib/sesion';

/**
 * Guardia de una sección (docs/producto.md#roles-y-permisos): sin el permiso o rol, "No autorizado". El servidor
 * niega igual.
 */
export function RequierePermiso({ permiso }: { permiso: string }) {
  const sesion = useSesion();
  return puede(sesion, permiso) ? <Outlet /> : <NoAutorizado />;
}
