import { Grid, PasswordInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ValoresDeEmpresaNueva } from './formulario-de-plan';

/** El administrador de la empresa nueva: todo opcional ('Administrador', usuario 'admin', contraseña generada). */
export function CamposDeAdministrador({ form }: { form: UseFormReturnType<ValoresDeEmpresaNueva> }) {
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label="Nombres del administrador" {...form.getInputProps('admin.nombres')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label="Apellidos del administrador" {...form.getInputProps('admin.apellidos')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label="Usuario del administrador"
          autoComplete="off"
          {...form.getInputProps('admin.usuario')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput label="Correo del administrador" type="email" {...form.getInputProps('admin.email')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <PasswordInput
          label="Contraseña del administrador"
          description="En blanco, el sistema generará una."
          autoComplete="new-password"
          {...form.getInputProps('admin.password')}
        />
      </Grid.Col>
    </Grid>
  );
}
