import { Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MENSAJE_CHAT_VACIO, type NIVELES_DE_NOTIFICACION } from '@prestamos/contract';
import { mensajeDe } from '../../lib/api-error';
import { erroresDelServidor } from '../../lib/formularios';
import { notificar } from '../../lib/notificar';
import { useNotificar } from './api';

type Nivel = (typeof NIVELES_DE_NOTIFICACION)[number];

const NIVELES: { value: Nivel; label: string }[] = [
  { value: 'info', label: 'Información' },
  { value: 'success', label: 'Éxito' },
  { value: 'warn', label: 'Advertencia' },
  { value: 'error', label: 'Error' },
];

/**
 * "Notificar" (docs/producto.md#eventos-y-chat): un aviso a los usuarios de la empresa, que llega en vivo a su centro
 * de notificaciones. Título opcional, mensaje obligatorio y su nivel.
 */
export function ModalNotificar(props: { abierto: boolean; alCerrar: () => void }) {
  const enviarAviso = useNotificar();
  const form = useForm({
    initialValues: { title: '', message: '', level: 'info' as Nivel },
    validate: { message: (v) => (v.trim() ? null : MENSAJE_CHAT_VACIO) },
  });

  const enviar = form.onSubmit((v) =>
    enviarAviso.mutate(
      { title: v.title.trim() || null, message: v.message.trim(), level: v.level },
      {
        onSuccess: () => {
          notificar.exito('Notificación enviada');
          form.reset();
          props.alCerrar();
        },
        onError: (error) => {
          erroresDelServidor(form, error);
          notificar.error(mensajeDe(error, 'Intenta nuevamente.'), 'No se pudo enviar');
        },
      },
    ),
  );

  return (
    <Modal opened={props.abierto} onClose={props.alCerrar} title="Notificar">
      <form onSubmit={enviar} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Llega al instante al centro de notificaciones de los usuarios de la empresa.
          </Text>
          <TextInput label="Título" placeholder="Opcional" maxLength={120} {...form.getInputProps('title')} />
          <Textarea
            label="Mensaje"
            withAsterisk
            autosize
            minRows={2}
            maxRows={8}
            maxLength={1000}
            data-autofocus
            {...form.getInputProps('message')}
          />
          <Select label="Nivel" data={NIVELES} allowDeselect={false} {...form.getInputProps('level')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.alCerrar}>
              Cancelar
            </Button>
            <Button type="submit" loading={enviarAviso.isPending}>
              Enviar notificación
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
