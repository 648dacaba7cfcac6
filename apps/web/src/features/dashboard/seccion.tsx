import { Anchor, Card, Group, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';

/**
 * Un bloque del tablero: tarjeta con su título (nombra la región para el lector de pantalla) y, a la derecha, el
 * resumen que enlaza a la lista completa.
 */
export function Seccion(props: {
  titulo: string;
  resumen?: { texto: string; enlace: string | null; etiqueta: string };
  children: ReactNode;
}) {
  const id = useId();
  const { resumen } = props;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id} h="100%">
      <Group justify="space-between" align="baseline" gap="xs" mb="sm">
        <Title id={id} order={2} size="h4">
          {props.titulo}
        </Title>
        {resumen &&
          (resumen.enlace ? (
            <Anchor component={Link} to={resumen.enlace} size="sm" fw={600} aria-label={resumen.etiqueta}>
              {resumen.texto}
            </Anchor>
          ) : (
            <Title order={3} size="sm" fw={600} c="dimmed">
              {resumen.texto}
            </Title>
          ))}
      </Group>
      {props.children}
    </Card>
  );
}
