import { Button, Grid, Group, Modal, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Usuario, UsuarioGuardado } from '@prestamos/contract';
import { useQuery } from '@tanstack/react-query';
import { mensajeDe } from '../../lib/api-error';
import { ROLES_DE_RESPALDO, rolesQuery } from '../../lib/catalogos';
import { erroresDelServidor } from '../../lib/formularios';
import { notificar } from '../../lib/notificar';
import { useGuardarUsuario } from './api';

interface Props {
  /** Usuario a editar; null para uno nuevo. */
  usuario: Usuario | null;
  abierto: boolean;
  alCerrar: () => void;
  alGuardar: (r: UsuarioGuardado) => void;
}

export function ModalUsuario({ usuario, abierto, alCerrar, alGuardar }: Props) {
  const roles = useQuery(rolesQuery);
  const guardar = useGuardarUsuario();
  const nuevo = usuario === null;
  const form = useForm({
    initialValues: {
      usuario: usuario?.usuario ?? '',
      nombres: usuario?.nombres ?? '',
      apellidos: usuario?.apellidos ?? '',
      email: usuario?.email ?? '',
      telefono: usuario?.telefono ?? '',
      rol: usuario?.rol ?? 'OPERADOR',
      estado: usuario?.estado ?? 'ACTIVO',
      password: '',
    },
    validate: {
      usuario: (v) => (v.trim() ? null : 'Usuario requerido'),
      password: (v) => (!v || v.length >= 6 ? null : 'La contraseña debe tener al menos 6 caracteres'),
    },
  });

  const enviar = form.onSubmit(({ estado, ...datos }) =>
    guardar.mutate(
      { id: usuario?.id ?? null, datos: nuevo ? datos : { ...datos, estado } },
      {
        onSuccess: (r) => alGuardar(r),
        onError: (error) => {
          erroresDelServidor(form, error);
          notificar.error(mensajeDe(error, 'No se pudo guardar el usuario'));
        },
      },
    ),
  );

  return (
    <Modal
      opened={abierto}
      onClose={alCerrar}
      title={nuevo ? 'Nuevo usuario' : `Editar ${usuario.usuario}`}
      size="lg"
    >
      <form onSubmit={enviar} noValidate>
        <Stack>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="Usuario"
                withAsterisk
                autoComplete="off"
                data-autofocus
                {...form.getInputProps('usuario')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label="Rol"
                data={(roles.data ?? ROLES_DE_RESPALDO).map((r) => ({ value: r.codigo, label: r.nombre }))}
                allowDeselect={false}
                {...form.getInputProps('rol')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Nombres" {...form.getInputProps('nombres')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Apellidos" {...form.getInputProps('apellidos')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Correo electrónico" type="email" {...form.getInputProps('email')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Teléfono" type="tel" {...form.getInputProps('telefono')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: nuevo ? 12 : 6 }}>
              <PasswordInput
                label="Contraseña"
                autoComplete="new-password"
                description={
                  nuevo
                    ? 'Déjala en blanco y el sistema generará una.'
                    : 'Déjala en blanco para conservar la actual.'
                }
                {...form.getInputProps('password')}
              />
            </Grid.Col>
            {!nuevo && (
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <Select
                  label="Estado"
                  data={[
                    { value: 'ACTIVO', label: 'Activo' },
                    { value: 'INACTIVO', label: 'Inactivo' },
                  ]}
                  allowDeselect={false}
                  {...form.getInputProps('estado')}
                />
              </Grid.Col>
            )}
          </Grid>
          <Group justify="flex-end">
            <Button variant="default" onClick={alCerrar}>
              Cancelar
            </Button>
            <Button type="submit" loading={guardar.isPending}>
              {nuevo ? 'Crear usuario' : 'Guardar cambios'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
