import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTitulo } from './use-titulo';

/** Título de una pantalla privada, con su descripción y sus acciones a la derecha. */
export function EncabezadoDePagina(props: { titulo: string; descripcion?: string; acciones?: ReactNode }) {
  useTitulo(props.titulo);
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
      <div>
        <Title order={1} size="h2">
          {props.titulo}
        </Title>
        {props.descripcion && <Text c="dimmed">{props.descripcion}</Text>}
      </div>
      {props.acciones}
    </Group>
  );
}
