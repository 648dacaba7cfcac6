import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MENSAJE_NOMBRE_DE_RUTA, type Ruta } from '@prestamos/contract';
import { mensajeDe } from '../../lib/api-error';
import { erroresDelServidor } from '../../lib/formularios';
import { notificar } from '../../lib/notificar';
import { useGuardarRuta } from './api';

const ESTADOS = ['ACTIVO', 'INACTIVO'];

/**
 * Alta o edición de una ruta (el nombre es obligatorio y va recortado). Al editar se puede desactivar: una
 * ruta inactiva desaparece de la pantalla de sus cobradores sin perder sus asignaciones.
 */
export function ModalRuta({ ruta, alCerrar }: { ruta: Ruta | null; alCerrar: () => void }) {
  const guardar = useGuardarRuta();
  const nueva = ruta === null;
  const form = useForm({
    initialValues: {
      nombre: ruta?.nombre ?? '',
      descripcion: ruta?.descripcion ?? '',
      estado: ruta?.estado ?? 'ACTIVO',
    },
    validate: { nombre: (v) => (v.trim() ? null : MENSAJE_NOMBRE_DE_RUTA) },
  });

  const enviar = form.onSubmit((v) => {
    const datos = { nombre: v.nombre.trim(), descripcion: v.descripcion.trim() || null };
    guardar.mutate(
      { id: ruta?.id_ruta ?? null, datos: nueva ? datos : { ...datos, estado: v.estado } },
      {
        onSuccess: (r) => {
          notificar.exito(r.message);
          alCerrar();
        },
        onError: (error) => {
          erroresDelServidor(form, error);
          notificar.error(
            mensajeDe(error, 'Intenta nuevamente.'),
            nueva ? 'No se pudo crear la ruta' : 'No se pudo guardar la ruta',
          );
        },
      },
    );
  });

  return (
    <Modal opened onClose={alCerrar} title={nueva ? 'Nueva ruta' : 'Editar ruta'}>
      <form onSubmit={enviar} noValidate>
        <Stack>
          <TextInput
            label="Nombre"
            withAsterisk
            maxLength={80}
            placeholder="Ej.: La Vega centro"
            data-autofocus
            {...form.getInputProps('nombre')}
          />
          <Textarea
            label="Descripción"
            placeholder="Opcional: calles, sector, días de visita"
            autosize
            minRows={2}
            maxLength={200}
            {...form.getInputProps('descripcion')}
          />
          {!nueva && (
            <Select label="Estado" data={ESTADOS} allowDeselect={false} {...form.getInputProps('estado')} />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={alCerrar}>
              Cancelar
            </Button>
            <Button type="submit" loading={guardar.isPending}>
              {nueva ? 'Crear ruta' : 'Guardar cambios'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
