import { Alert, Avatar, Badge, Card, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { ROLES } from '@prestamos/domain';
import { BotonCerrarSesion } from '../../components/boton-cerrar-sesion';
import { EncabezadoDePagina } from '../../components/encabezado-de-pagina';
import { mensajeDe } from '../../lib/api-error';
import { usePerfil } from './api';
import { FormularioDatos } from './formulario-datos';
import { FormularioPassword } from './formulario-password';

export function PaginaPerfil() {
  const perfil = usePerfil();
  return (
    <>
      <EncabezadoDePagina titulo="Mi perfil" acciones={<BotonCerrarSesion />} />
      {perfil.isPending && <Loader />}
      {perfil.isError && <Alert color="red">{mensajeDe(perfil.error, 'No se pudo cargar tu perfil')}</Alert>}
      {perfil.data && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Card withBorder padding="lg">
              <Stack align="center" gap={6} ta="center">
                <Avatar
                  size={72}
                  radius="xl"
                  color="marca"
                  name={[perfil.data.nombres, perfil.data.apellidos].join(' ')}
                />
                <Title order={2} size="h4">
                  {[perfil.data.nombres, perfil.data.apellidos].filter(Boolean).join(' ') ||
                    perfil.data.usuario}
                </Title>
                <Text c="dimmed">@{perfil.data.usuario}</Text>
                <Group gap={6} justify="center">
                  {perfil.data.roles.map((r) => (
                    <Badge key={r} variant="light">
                      {ROLES.find((x) => x.codigo === r)?.nombre ?? r}
                    </Badge>
                  ))}
                </Group>
                <Text size="sm">
                  {perfil.data.empresa.nombre_empresa} · empresa {perfil.data.empresa.rnc}
                </Text>
                <Text size="sm" c="dimmed">
                  {perfil.data.permisos.length} permisos
                </Text>
              </Stack>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <FormularioDatos perfil={perfil.data} />
              <FormularioPassword />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}
