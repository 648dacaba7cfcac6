import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/**
 * El cuadro "Buscar" de las listas: ocupa lo que queda de la fila de filtros. Quien lo usa vuelve a la página 1 en
 * `alCambiar` y espera a que se deje de escribir antes de pedir.
 */
export function CampoDeBusqueda(props: {
  valor: string;
  alCambiar: (texto: string) => void;
  placeholder: string;
  anchoMinimo?: number;
  /** Si hay dos cuadros en la pantalla, cada uno dice qué busca ("Buscar clientes"). */
  etiqueta?: string;
}) {
  return (
    <TextInput
      label={props.etiqueta ?? 'Buscar'}
      placeholder={props.placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={props.valor}
      onChange={(e) => props.alCambiar(e.currentTarget.value)}
      // Nunca más estrecho que su texto de ayuda (un carácter de ancho por letra, más la lupa y los márgenes): en el
      // teléfono, antes que cortarlo, el cuadro baja a su propio renglón.
      style={{
        flex: 1,
        minWidth: `max(${props.anchoMinimo ?? 180}px, calc(${props.placeholder.length}ch + 3rem))`,
      }}
    />
  );
}
