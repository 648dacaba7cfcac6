import { Anchor, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';

export interface CifraDeTarjeta {
  etiqueta: string;
  valor: string;
  /** La lista detrás del número, ya filtrada; null si el usuario no puede abrirla o no hay tal lista. */
  enlace: string | null;
  color?: string;
}

/** El número con su enlace; el nombre accesible dice qué cuenta ("Clientes activos: 37"), no solo "37". */
function Valor({ cifra, titulo, grande }: { cifra: CifraDeTarjeta; titulo: string; grande?: boolean }) {
  const estilo = { fw: grande ? 800 : 700, fz: grande ? 28 : 'sm', lh: 1.2 };
  if (!cifra.enlace)
    return (
      <Text {...estilo} c={cifra.color}>
        {cifra.valor}
      </Text>
    );
  return (
    <Anchor
      component={Link}
      to={cifra.enlace}
      aria-label={`${titulo} ${cifra.etiqueta.toLowerCase()}: ${cifra.valor}`}
      underline="hover"
      {...estilo}
      c={cifra.color ?? 'dark'}
    >
      {cifra.valor}
    </Anchor>
  );
}

/** Una tarjeta del tablero: el número principal grande y debajo sus partes, cada una con su enlace. */
export function TarjetaDeCifras(props: {
  titulo: string;
  icono: ReactNode;
  principal: CifraDeTarjeta;
  filas: CifraDeTarjeta[];
}) {
  const id = useId();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id} h="100%">
      <Group justify="space-between" wrap="nowrap" mb={4}>
        <Text id={id} size="sm" fw={700} c="dimmed" tt="uppercase">
          {props.titulo}
        </Text>
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
          {props.icono}
        </ThemeIcon>
      </Group>
      <Valor cifra={props.principal} titulo={props.titulo} grande />
      <Text size="xs" c="dimmed">
        {props.principal.etiqueta}
      </Text>
      <Stack gap={6} mt="sm">
        {props.filas.map((f) => (
          <Group key={f.etiqueta} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm">{f.etiqueta}</Text>
            <Valor cifra={f} titulo={props.titulo} />
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
