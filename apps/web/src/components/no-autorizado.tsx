import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTitulo } from './use-titulo';

export function NoAutorizado() {
  useTitulo('No autorizado');
  return (
    <Center py="xl">
      <Stack align="center" gap="xs">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconLock size={30} aria-hidden />
        </ThemeIcon>
        <Title order={2}>No autorizado</Title>
        <Text c="dimmed">No tienes permisos para ver esta sección.</Text>
      </Stack>
    </Center>
  );
}
