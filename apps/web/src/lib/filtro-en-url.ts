import { useCallback } from 'react';
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

/**
 * Un filtro de lista guardado en la dirección (`?estado=INACTIVO`): los números del tablero enlazan a la lista ya
 * filtrada, y recargar o compartir la dirección da la misma lista. El valor por defecto no se escribe.
 */
export function useFiltroEnUrl<T extends string>(
  nombre: string,
  validos: readonly { value: T }[],
  porDefecto: T,
): [T, (valor: T) => void] {
  const [params, setParams] = useSearchParams();
  const cambiar = useCallback(
    (valor: T) =>
      setParams(
        (p) => {
          if (valor === porDefecto) p.delete(nombre);
          else p.set(nombre, valor);
          return p;
        },
        { replace: true },
      ),
    [setParams, nombre, porDefecto],
  );
  return [leerFiltro(params, nombre, validos, porDefecto), cambiar];
}
