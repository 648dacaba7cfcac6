import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTitulo } from '../../components/use-titulo';

export function PaginaNoEncontrada() {
  useTitulo('Página no encontrada');
  return (
    <Center py={80} px="md">
      <Stack align="center" gap="sm" ta="center">
        <Text fz={64} fw={800} c="marca.6" lh={1}>
          404
        </Text>
        <Title order={1}>Página no encontrada</Title>
        <Text c="dimmed">La dirección que abriste no existe o cambió de lugar.</Text>
        <Button component={Link} to="/home" mt="sm">
          Volver al inicio
        </Button>
      </Stack>
    </Center>
  );
}
