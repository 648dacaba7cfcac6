import { Button, Card, Grid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Perfil } from '@prestamos/contract';
import { mensajeDe } from '../../lib/api-error';
import { erroresDelServidor } from '../../lib/formularios';
import { notificar } from '../../lib/notificar';
import { useActualizarPerfil } from './api';

export function FormularioDatos({ perfil }: { perfil: Perfil }) {
  const guardar = useActualizarPerfil();
  const form = useForm({
    initialValues: {
      nombres: perfil.nombres ?? '',
      apellidos: perfil.apellidos ?? '',
      email: perfil.email ?? '',
      telefono: perfil.telefono ?? '',
    },
    validate: {
      nombres: (v) => (v.trim() ? null : 'Ingresa tus nombres.'),
      email: (v) => (!v.trim() || /^\S+@\S+\.\S+$/.test(v.trim()) ? null : 'Correo electrónico inválido.'),
    },
  });
  const enviar = form.onSubmit((datos) =>
    guardar.mutate(datos, {
      onSuccess: () => notificar.exito('Perfil actualizado'),
      onError: (error) => {
        erroresDelServidor(form, error);
        notificar.error(mensajeDe(error, 'No se pudo actualizar el perfil'));
      },
    }),
  );
  return (
    <Card withBorder padding="lg" component="form" onSubmit={enviar} noValidate>
      <Title order={2} size="h4" mb="md">
        Mis datos
      </Title>
      <Stack>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="Nombres"
              withAsterisk
              autoComplete="given-name"
              {...form.getInputProps('nombres')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Apellidos" autoComplete="family-name" {...form.getInputProps('apellidos')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="Correo electrónico"
              type="email"
              autoComplete="email"
              {...form.getInputProps('email')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Teléfono" type="tel" autoComplete="tel" {...form.getInputProps('telefono')} />
          </Grid.Col>
        </Grid>
        <Button
          type="submit"
          loading={guardar.isPending}
          w={{ base: '100%', sm: 'auto' }}
          style={{ alignSelf: 'flex-end' }}
        >
          Guardar cambios
        </Button>
      </Stack>
    </Card>
  );
}
