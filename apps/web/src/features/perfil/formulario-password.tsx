import { Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MENSAJE_PASSWORD_CORTA, MIN_PASSWORD } from '@prestamos/contract';
import { mensajeDe } from '../../lib/api-error';
import { erroresDelServidor } from '../../lib/formularios';
import { notificar } from '../../lib/notificar';
import { useCambiarPassword } from './api';

export function FormularioPassword() {
  const cambiar = useCambiarPassword();
  const form = useForm({
    // Los campos se llaman como en la API para que sus errores caigan en el campo correcto.
    initialValues: { current_password: '', new_password: '', confirmacion: '' },
    validate: {
      current_password: (v) => (v ? null : 'Ingresa tu contraseña actual.'),
      new_password: (v) => (v.length >= MIN_PASSWORD ? null : MENSAJE_PASSWORD_CORTA),
      confirmacion: (v, valores) => (v === valores.new_password ? null : 'La confirmación no coincide'),
    },
  });
  const enviar = form.onSubmit(({ confirmacion: _, ...datos }) =>
    cambiar.mutate(datos, {
      onSuccess: () => {
        notificar.exito('Contraseña actualizada');
        form.reset();
      },
      onError: (error) => {
        if (!erroresDelServidor(form, error))
          notificar.error(mensajeDe(error, 'No se pudo cambiar la contraseña'));
      },
    }),
  );
  return (
    <Card withBorder padding="lg" component="form" onSubmit={enviar} noValidate>
      <Title order={2} size="h4" mb={4}>
        Cambiar contraseña
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Al cambiarla se cierran tus sesiones en otros equipos.
      </Text>
      <Stack>
        <PasswordInput
          label="Contraseña actual"
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('current_password')}
        />
        <PasswordInput
          label="Nueva contraseña"
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('new_password')}
        />
        <PasswordInput
          label="Confirmar nueva contraseña"
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('confirmacion')}
        />
        <Button
          type="submit"
          loading={cambiar.isPending}
          w={{ base: '100%', sm: 'auto' }}
          style={{ alignSelf: 'flex-end' }}
        >
          Cambiar contraseña
        </Button>
      </Stack>
    </Card>
  );
}
