import {
  ActionIcon,
  Alert,
  Box,
  Center,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ConversacionesLista, MensajeDeChat } from '@prestamos/contract';
import { formatearFechaHora } from '@prestamos/domain';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import { mensajeDe } from '../../lib/api-error';
import { notificar } from '../../lib/notificar';
import { mensajesQuery, useEliminarConversacion } from './api';
import { CajaDeRespuesta } from './caja-de-respuesta';
import { autorDelMensaje, tituloDeConversacion } from './etiquetas';

interface Lector {
  idUsuario: number | null;
  esAdministrador: boolean;
  /** Soporte (la mesa de todas las empresas) necesita saber de qué empresa es la conversación. */
  conEmpresa: boolean;
}

function Burbuja({ m, lector }: { m: MensajeDeChat; lector: Lector }) {
  const autor = autorDelMensaje(m, lector);
  const propio = autor === 'Tú';
  return (
    <Box component="li" style={{ alignSelf: propio ? 'flex-end' : 'flex-start', maxWidth: '85%' }}>
      <Text size="xs" c="dimmed" ta={propio ? 'right' : 'left'}>
        <Text span fw={700} c="dark" size="xs">
          {autor}
        </Text>{' '}
        · {formatearFechaHora(m.created_at)}
      </Text>
      <Paper
        px="sm"
        py={6}
        radius="md"
        bg={propio ? 'marca.0' : 'white'}
        withBorder={!propio}
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        <Text size="sm">{m.body}</Text>
      </Paper>
    </Box>
  );
}

/**
 * Una conversación abierta: sus mensajes en orden, con 'Tú' / 'Administración' (o el nombre del autor para quien
 * administra), la caja de respuesta y, para administradores, eliminarla. Se abre al fondo, en lo último.
 */
export function HiloDeConversacion(props: {
  id: number;
  lector: Lector;
  alVolver: () => void;
  alEliminar: () => void;
}) {
  const hilo = useQuery(mensajesQuery(props.id));
  const eliminar = useEliminarConversacion();
  const fondo = useRef<HTMLDivElement>(null);
  const cuantos = hilo.data?.messages.length ?? 0;
  const consultas = useQueryClient();

  // Leerla la marcó leída en el servidor: la lista deja de contarla sin pedirse de nuevo.
  useEffect(() => {
    if (!hilo.dataUpdatedAt) return;
    consultas.setQueriesData<z.output<typeof ConversacionesLista>>(
      { queryKey: ['chat', 'conversaciones'] },
      (l) =>
        l && {
          ...l,
          items: l.items.map((c) => (c.id_conversacion === props.id ? { ...c, no_leidos: 0 } : c)),
        },
    );
  }, [hilo.dataUpdatedAt, props.id, consultas]);

  useEffect(() => {
    if (cuantos) fondo.current?.scrollIntoView({ block: 'end' });
  }, [cuantos]);

  const confirmarEliminar = () =>
    modals.openConfirmModal({
      title: 'Eliminar conversación',
      children: <Text size="sm">¿Eliminar la conversación y todos sus mensajes? No se puede deshacer.</Text>,
      labels: { confirm: 'Eliminar', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        eliminar.mutate(props.id, {
          onSuccess: (r) => {
            notificar.exito(r.message);
            props.alEliminar();
          },
          onError: (error) => notificar.error(mensajeDe(error, 'No se pudo eliminar')),
        }),
    });

  if (hilo.isPending)
    return (
      <Center h={200}>
        <Loader aria-label="Cargando la conversación" />
      </Center>
    );
  if (hilo.isError) return <Alert color="red" title={mensajeDe(hilo.error, 'Error cargando hilos')} />;

  const c = hilo.data.conversacion;
  const detalle = props.lector.esAdministrador
    ? [c.autor_nombre, props.lector.conEmpresa ? c.empresa : null].filter(Boolean).join(' · ')
    : null;
  return (
    <Stack gap="sm" h="100%">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={props.alVolver}
            aria-label="Volver a las conversaciones"
            hiddenFrom="md"
          >
            <IconArrowLeft size={18} aria-hidden />
          </ActionIcon>
          <Box style={{ minWidth: 0 }}>
            <Title order={2} size="h4" lineClamp={1}>
              {tituloDeConversacion(c)}
            </Title>
            {detalle && (
              <Text size="xs" c="dimmed" truncate="end">
                {detalle}
              </Text>
            )}
          </Box>
        </Group>
        {props.lector.esAdministrador && (
          <ActionIcon
            variant="subtle"
            color="red.8"
            onClick={confirmarEliminar}
            loading={eliminar.isPending}
            aria-label="Eliminar conversación"
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        )}
      </Group>
      <ScrollArea.Autosize mah="min(60vh, 560px)" type="auto" bg="gray.0" style={{ borderRadius: 8 }}>
        <Stack component="ol" gap="sm" p="sm" m={0} style={{ listStyle: 'none' }} aria-label="Mensajes">
          {hilo.data.messages.map((m) => (
            <Burbuja key={m.id_mensaje} m={m} lector={props.lector} />
          ))}
        </Stack>
        <div ref={fondo} />
      </ScrollArea.Autosize>
      <CajaDeRespuesta idConversacion={props.id} />
    </Stack>
  );
}
