import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useDireccionAlDia } from '../../lib/filtro-en-url';
import { direccionDeFiltros, type FiltrosDeCuotas, filtrosDeLaDireccion } from './filtros';

/** Espera de la búsqueda (docs/producto.md#reportes). */
const ESPERA_MS = 250;

/**
 * Los filtros del reporte viven en la dirección: se comparten, se guardan como favorito y Atrás los deshace. La
 * búsqueda se escribe en su cuadro y pasa a la dirección cuando se deja de escribir; si la dirección cambia por otro
 * lado (un enlace, el menú), el cuadro la sigue.
 */
export function useFiltrosDelReporte() {
  const [params, cambiarDireccion] = useDireccionAlDia();
  const filtros = filtrosDeLaDireccion(params);
  const [texto, setTexto] = useState(filtros.q);
  const [buscado] = useDebouncedValue(texto.trim(), ESPERA_MS);
  // La última búsqueda que esta pantalla escribió en la dirección: otra distinta vino de fuera.
  const escrita = useRef(filtros.q);

  const cambiar = (cambios: Partial<FiltrosDeCuotas>) =>
    cambiarDireccion((p) => direccionDeFiltros({ ...filtrosDeLaDireccion(p), ...cambios }));

  useEffect(() => {
    if (buscado === escrita.current) return;
    escrita.current = buscado;
    cambiarDireccion((p) => direccionDeFiltros({ ...filtrosDeLaDireccion(p), q: buscado }));
  }, [buscado, cambiarDireccion]);

  useEffect(() => {
    if (filtros.q === escrita.current) return;
    escrita.current = filtros.q;
    setTexto(filtros.q);
  }, [filtros.q]);

  return { filtros, cambiar, texto, setTexto };
}
