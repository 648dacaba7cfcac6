import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** El valor de un filtro en la dirección, si es uno de los válidos; si falta o no se reconoce, el de por defecto. */
export function leerFiltro<T extends string>(
  params: URLSearchParams,
  nombre: string,
  validos: readonly { value: T }[],
  porDefecto: T,
): T {
  const crudo = params.get(nombre);
  return validos.find((v) => v.value === crudo)?.value ?? porDefecto;
}

type CambioDeDireccion = (actual: URLSearchParams) => URLSearchParams;

/**
 * Los parámetros de la dirección y una forma de cambiarlos que parte de los últimos escritos. La función que recibe
 * `setSearchParams` de React Router parte de los del último render: dos cambios seguidos antes de que la pantalla se
 * vuelva a pintar (fijar "Vence desde" y enseguida "Vence hasta") hacían que el segundo borrara el primero.
 */
export function useDireccionAlDia(): [URLSearchParams, (cambio: CambioDeDireccion) => void] {
  const [params, setParams] = useSearchParams();
  const ultimos = useRef(params);
  const pintados = useRef(params);
  // Una dirección nueva (escrita aquí o venida de fuera: un enlace, Atrás) pasa a ser la base de los cambios.
  if (pintados.current !== params) {
    pintados.current = params;
    ultimos.current = params;
  }
  const cambiar = useCallback(
    (cambio: CambioDeDireccion) => {
      const nuevos = cambio(new URLSearchParams(ultimos.current));
      ultimos.current = nuevos;
      setParams(nuevos, { replace: true });
    },
    [setParams],
  );
  return [params, cambiar];
}

/**
 * Un filtro de lista guardado en la dirección (`?estado=INACTIVO`): los números del tablero enlazan a la lista ya
 * filtrada, y recargar o compartir la dirección da la misma lista. El valor por defecto no se escribe.
 */
export function useFiltroEnUrl<T extends string>(
  nombre: string,
  validos: readonly { value: T }[],
  porDefecto: T,
): [T, (valor: T) => void] {
  const [params, cambiarDireccion] = useDireccionAlDia();
  const cambiar = useCallback(
    (valor: T) =>
      cambiarDireccion((p) => {
        if (valor === porDefecto) p.delete(nombre);
        else p.set(nombre, valor);
        return p;
      }),
    [cambiarDireccion, nombre, porDefecto],
  );
  return [leerFiltro(params, nombre, validos, porDefecto), cambiar];
}
