import { ActionIcon, Group, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { mensajeDe } from '../../lib/api-error';
import { notificar } from '../../lib/notificar';
import { useResponder } from './api';
import { enterEnvia } from './etiquetas';

/**
 * La respuesta a una conversación (docs/producto.md#eventos-y-chat): Enter sin Shift envía, Shift+Enter parte la
 * línea, y una respuesta vacía no se envía. Si falla, el texto se queda para reintentar.
 */
export function CajaDeRespuesta({ idConversacion }: { idConversacion: number }) {
  const [texto, setTexto] = useState('');
  const responder = useResponder(idConversacion);
  const vacio = texto.trim() === '';

  const enviar = () => {
    if (vacio || responder.isPending) return;
    responder.mutate(texto.trim(), {
      onSuccess: () => setTexto(''),
      onError: (error) => notificar.error(mensajeDe(error, 'Error enviando mensaje')),
    });
  };

  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Textarea
        aria-label="Respuesta"
        placeholder="Escribe una respuesta…"
        title="Enter envía; Shift+Enter, nueva línea"
        autosize
        minRows={1}
        maxRows={6}
        maxLength={4000}
        value={texto}
        onChange={(e) => setTexto(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (!enterEnvia(e)) return;
          e.preventDefault();
          enviar();
        }}
        style={{ flex: 1 }}
      />
      <ActionIcon
        size={36}
        onClick={enviar}
        disabled={vacio}
        loading={responder.isPending}
        aria-label="Enviar respuesta"
      >
        <IconSend size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
