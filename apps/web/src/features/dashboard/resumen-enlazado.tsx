import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

/** El resumen de un bloque del tablero ("73 cuotas · RD$ ..."), que lleva a la lista completa si el usuario la puede abrir. */
export function ResumenEnlazado(props: { texto: string; enlace: string | null; etiqueta: string }) {
  if (!props.enlace)
    return (
      <Text size="sm" fw={600} c="dimmed">
        {props.texto}
      </Text>
    );
  return (
    <Anchor component={Link} to={props.enlace} size="sm" fw={600} aria-label={props.etiqueta}>
      {props.texto}
    </Anchor>
  );
}
