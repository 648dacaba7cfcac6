import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MENSAJE_CHAT_VACIO } from '@prestamos/contract';
import { mensajeDe } from '../../lib/api-error';
import { erroresDelServidor } from '../../lib/formularios';
import { notificar } from '../../lib/notificar';
import { useIniciarConversacion } from './api';

/**
 * Una conversación nueva con la administración (docs/producto.md#eventos-y-chat): asunto opcional y el primer
 * mensaje, obligatorio.
 */
export function ModalNuevaConversacion(props: {
  abierto: boolean;
  alCerrar: () => void;
  alCrear: (id: number) => void;
}) {
  const iniciar = useIniciarConversacion();
  const form = useForm({
    initialValues: { asunto: '', body: '' },
    validate: { body: (v) => (v.trim() ? null : MENSAJE_CHAT_VACIO) },
  });

  const enviar = form.onSubmit((v) =>
    iniciar.mutate(
      { asunto: v.asunto.trim() || null, body: v.body.trim() },
      {
        onSuccess: (r) => {
          notificar.exito('Conversación creada');
          form.reset();
          props.alCrear(r.conv_id);
        },
        onError: (error) => {
          erroresDelServidor(form, error);
          notificar.error(mensajeDe(error, 'Intenta nuevamente.'), 'No se pudo crear la conversación');
        },
      },
    ),
  );

  return (
    <Modal opened={props.abierto} onClose={props.alCerrar} title="Nueva conversación">
      <form onSubmit={enviar} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Asunto"
            placeholder="Opcional"
            maxLength={120}
            {...form.getInputProps('asunto')}
          />
          <Textarea
            label="Mensaje"
            withAsterisk
            autosize
            minRows={3}
            maxRows={10}
            maxLength={4000}
            data-autofocus
            {...form.getInputProps('body')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.alCerrar}>
              Cancelar
            </Button>
            <Button type="submit" loading={iniciar.isPending}>
              Enviar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
