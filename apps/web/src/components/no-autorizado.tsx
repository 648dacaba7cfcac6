import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTitulo } from './use-titulo';

/** Una sección sin permiso: lo dice y ofrece volver al inicio de la aplicación (/app elige el de cada rol). */
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
        <Button component={Link} to="/app" mt="sm" leftSection={<IconArrowLeft size={18} aria-hidden />}>
          Volver al inicio
        </Button>
      </Stack>
    </Center>
  );
}
