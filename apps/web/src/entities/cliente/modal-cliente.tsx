import { Alert, Button, FileInput, Grid, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Cliente, MENSAJES_CLIENTE } from '@prestamos/contract';
import { avisoDeCedula } from '@prestamos/domain';
import { IconCamera } from '@tabler/icons-react';
import { useState } from 'react';
import { EntradaCedula, EntradaTelefono } from '../../components/entradas-con-mascara';
import { ApiError, mensajeDe } from '../../lib/api-error';
import { erroresDelServidor } from '../../lib/formularios';
import { notificar } from '../../lib/notificar';
import { useGuardarCliente } from './api';
import { ACEPTA_FOTO, errorDeFoto } from './foto';

const MAYUSCULAS = { input: { textTransform: 'uppercase' as const } };

interface Props {
  abierto: boolean;
  /** Cliente a editar; null para uno nuevo. */
  cliente: Cliente | null;
  /**
   * Creación rápida del préstamo nuevo: solo nombres, apellidos, cédula, teléfono y dirección
   * (docs/producto.md#clientes).
   */
  rapido?: boolean;
  alCerrar: () => void;
  alGuardar: (cliente: Cliente) => void;
}

/** Mensaje de error al guardar: la creación rápida tiene los suyos (docs/producto.md#clientes). */
function mensajeDeFallo(error: unknown, rapido: boolean, nuevo: boolean): string {
  if (rapido)
    return error instanceof ApiError && error.status === 0
      ? 'Error creando cliente.'
      : mensajeDe(error, 'No se pudo crear el cliente.');
  return mensajeDe(error, nuevo ? 'No se pudo crear el cliente.' : 'Error actualizando cliente');
}

export function ModalCliente({ abierto, cliente, rapido = false, alCerrar, alGuardar }: Props) {
  const guardar = useGuardarCliente();
  const nuevo = cliente === null;
  const [foto, setFoto] = useState<File | null>(null);
  const errorFoto = foto ? errorDeFoto(foto) : null;
  const form = useForm({
    initialValues: {
      nombres: cliente?.nombres ?? '',
      apellidos: cliente?.apellidos ?? '',
      cedula: cliente?.cedula ?? '',
      telefono: cliente?.telefono ?? '',
      movil: cliente?.movil ?? '',
      correo: cliente?.correo ?? '',
      direccion: cliente?.direccion ?? '',
    },
    validate: {
      nombres: (v) => (v.trim() ? null : MENSAJES_CLIENTE.nombres),
      apellidos: (v) => (v.trim() ? null : MENSAJES_CLIENTE.apellidos),
      cedula: (v) => (!v || v.replace(/\D/g, '').length === 11 ? null : MENSAJES_CLIENTE.cedula),
      telefono: (v) => (!v || v.replace(/\D/g, '').length === 10 ? null : MENSAJES_CLIENTE.telefono),
      movil: (v) => (!v || v.replace(/\D/g, '').length === 10 ? null : MENSAJES_CLIENTE.movil),
    },
  });

  const enviar = form.onSubmit(({ movil, correo, ...basicos }) => {
    if (errorFoto) return;
    guardar.mutate(
      {
        id: cliente?.id_cliente ?? null,
        // El cliente nace ACTIVO (la creación rápida lo dice explícitamente).
        datos: rapido ? { ...basicos, estado: 'ACTIVO' } : { ...basicos, movil, correo },
        foto: rapido ? null : foto,
      },
      {
        onSuccess: (r) => {
          notificar.exito(r.message);
          for (const advertencia of r.advertencias) notificar.aviso(advertencia);
          if (r.errorDeFoto) notificar.error(mensajeDe(r.errorDeFoto, 'No se pudo subir la foto.'));
          alGuardar(r.item);
        },
        onError: (error) => {
          erroresDelServidor(form, error);
          notificar.error(mensajeDeFallo(error, rapido, nuevo));
        },
      },
    );
  });

  const titulo = rapido ? 'Nuevo cliente (rápido)' : nuevo ? 'Nuevo cliente' : 'Editar cliente';
  return (
    <Modal opened={abierto} onClose={alCerrar} title={titulo} size="lg">
      <form onSubmit={enviar} noValidate>
        <Stack>
          {rapido && (
            <Alert variant="light">
              Completa los datos básicos; el resto se agrega luego en la ficha del cliente.
            </Alert>
          )}
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="Nombres"
                withAsterisk
                data-autofocus
                styles={MAYUSCULAS}
                {...form.getInputProps('nombres')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="Apellidos"
                withAsterisk
                styles={MAYUSCULAS}
                {...form.getInputProps('apellidos')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              {/* Un aviso, no un error: algunas cédulas antiguas reales no pasan el verificador y se guardan igual. */}
              <EntradaCedula
                label="Cédula"
                description={avisoDeCedula(form.values.cedula)}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                styles={{ description: { color: 'var(--mantine-color-orange-9)' } }}
                {...form.getInputProps('cedula')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <EntradaTelefono label="Teléfono" {...form.getInputProps('telefono')} />
            </Grid.Col>
            {!rapido && (
              <>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <EntradaTelefono label="Móvil" {...form.getInputProps('movil')} />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput label="Correo electrónico" type="email" {...form.getInputProps('correo')} />
                </Grid.Col>
              </>
            )}
            <Grid.Col span={12}>
              <TextInput label="Dirección" styles={MAYUSCULAS} {...form.getInputProps('direccion')} />
            </Grid.Col>
            {!rapido && (
              <Grid.Col span={12}>
                <FileInput
                  label={cliente?.foto_url ? 'Cambiar foto' : 'Foto'}
                  description="JPG o PNG, hasta 5 MB"
                  placeholder="Elegir imagen"
                  accept={ACEPTA_FOTO}
                  clearable
                  value={foto}
                  onChange={setFoto}
                  error={errorFoto}
                  leftSection={<IconCamera size={16} aria-hidden />}
                />
              </Grid.Col>
            )}
          </Grid>
          <Group justify="flex-end">
            <Button variant="default" onClick={alCerrar}>
              Cancelar
            </Button>
            <Button type="submit" loading={guardar.isPending}>
              {nuevo ? 'Crear cliente' : 'Guardar cambios'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
