import { useEffect, useRef } from 'react';
import { tenantDeLaPeticion, useSesion } from '../../lib/sesion';
import { cargarHistorial } from './almacen-en-vivo';
import { type ConexionCompartida, iniciarConexionCompartida } from './conexion-compartida';

/**
 * El flujo en vivo del área privada, montado una vez en su diseño. Un cambio de token, empresa o usuario (en esta
 * pestaña o en otra: la sesión se entera por el evento `storage`) relee el historial de esa empresa y ese usuario y
 * reconecta (docs/producto.md#eventos-y-chat). Sin token se queda conectando y no conecta.
 */
export function useConexionEnVivo(): void {
  const { token, user } = useSesion();
  const tenant = tenantDeLaPeticion();
  const idUsuario = user?.id_usuario ?? null;
  const conexion = useRef<ConexionCompartida | null>(null);
  const parametros = token ? { token, tenant } : null;
  const ultimos = useRef(parametros);
  ultimos.current = parametros;

  useEffect(() => {
    const c = iniciarConexionCompartida(ultimos.current);
    conexion.current = c;
    return () => {
      c.detener();
      conexion.current = null;
    };
  }, []);

  useEffect(() => {
    cargarHistorial(tenant, idUsuario);
    conexion.current?.actualizar(token ? { token, tenant } : null);
  }, [token, tenant, idUsuario]);
}
