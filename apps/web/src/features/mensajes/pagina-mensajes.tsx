import { Alert, Button, Card, Center, Grid, Group, Loader, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { EncabezadoDePagina } from '../../components/encabezado-de-pagina';
import { useEventosEnVivo } from '../../entities/notificacion/almacen-en-vivo';
import { mensajeDe } from '../../lib/api-error';
import { notificar } from '../../lib/notificar';
import { esAdministrador, useSesion } from '../../lib/sesion';
import { conversacionesQuery } from './api';
import { HiloDeConversacion } from './hilo-de-conversacion';
import { ListaDeConversaciones } from './lista-de-conversaciones';
import { ModalNotificar } from './modal-notificar';
import { ModalNuevaConversacion } from './modal-nueva-conversacion';

const TIPOS_DEL_CHAT = ['chat.message', 'chat.deleted'] as const;

/**
 * /app/mensajes/enviar, Mensajería (docs/producto.md#eventos-y-chat): el chat con la administración y "Notificar". La
 * conversación abierta va en la dirección (`?conversacion=12`), así la notificación de un mensaje lleva a ella. En el
 * teléfono se ve la lista o la conversación; en pantalla ancha, las dos. Lo que llega por el flujo en vivo (un
 * mensaje, una conversación eliminada) recarga la lista y la conversación sin recargar la página.
 */
export function PaginaMensajes() {
  const sesion = useSesion();
  const admin = esAdministrador(sesion);
  const soporte = sesion.roles.some((r) => r.toUpperCase() === 'SUPERADMIN');
  const lector = { idUsuario: sesion.user?.id_usuario ?? null, esAdministrador: admin, conEmpresa: soporte };
  const [params, setParams] = useSearchParams();
  const seleccionada = Number(params.get('conversacion')) || null;
  const lista = useQuery(conversacionesQuery(admin));
  const consultas = useQueryClient();
  const [nueva, modalNueva] = useDisclosure(false);
  const [aviso, modalAviso] = useDisclosure(false);

  const elegir = (id: number | null) => {
    // En el teléfono la conversación reemplaza a la lista: se empieza a leer desde arriba, no desde donde iba la lista.
    window.scrollTo({ top: 0 });
    setParams(
      (p) => {
        if (id === null) p.delete('conversacion');
        else p.set('conversacion', String(id));
        return p;
      },
      { replace: id === null },
    );
  };

  useEventosEnVivo(TIPOS_DEL_CHAT, (evento) => {
    if (evento.type === 'chat.deleted' && Number(evento.data.thread_id) === seleccionada) {
      elegir(null);
      notificar.aviso('La conversación fue eliminada.');
    }
    void consultas.invalidateQueries({ queryKey: ['chat'] });
  });

  const listaDeConversaciones = () => {
    if (lista.isPending)
      return (
        <Center h={160}>
          <Loader aria-label="Cargando las conversaciones" />
        </Center>
      );
    if (lista.isError)
      return (
        <Alert color="red" title={mensajeDe(lista.error, 'Error cargando hilos')}>
          <Button size="xs" variant="white" color="red" mt="xs" onClick={() => lista.refetch()}>
            Reintentar
          </Button>
        </Alert>
      );
    return (
      <ListaDeConversaciones
        conversaciones={lista.data.items}
        seleccionada={seleccionada}
        alElegir={elegir}
        conAutor={admin}
        conEmpresa={soporte}
      />
    );
  };

  return (
    <>
      <EncabezadoDePagina
        titulo="Mensajería"
        descripcion={
          admin ? 'Las conversaciones de los usuarios con la administración.' : 'Chat con la administración.'
        }
        acciones={
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconBell size={18} aria-hidden />}
              onClick={modalAviso.open}
            >
              Notificar
            </Button>
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={modalNueva.open}>
              Nueva conversación
            </Button>
          </Group>
        }
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }} visibleFrom={seleccionada ? 'md' : undefined}>
          <Card withBorder padding={0} component="section" aria-label="Conversaciones">
            {/* En pantalla ancha la lista se desplaza sola: la conversación abierta queda a la vista a su lado. */}
            <ScrollArea.Autosize mah={{ base: 'none', md: 'calc(100dvh - 220px)' }} type="auto">
              {listaDeConversaciones()}
            </ScrollArea.Autosize>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }} visibleFrom={seleccionada ? undefined : 'md'}>
          <Card withBorder padding="md" component="section" aria-label="Conversación">
            {seleccionada ? (
              <HiloDeConversacion
                key={seleccionada}
                id={seleccionada}
                lector={lector}
                alVolver={() => elegir(null)}
                alEliminar={() => elegir(null)}
              />
            ) : (
              <Text c="dimmed" ta="center" py="xl">
                Elige una conversación o empieza una nueva.
              </Text>
            )}
          </Card>
        </Grid.Col>
      </Grid>
      <ModalNuevaConversacion
        abierto={nueva}
        alCerrar={modalNueva.close}
        alCrear={(id) => {
          modalNueva.close();
          elegir(id);
        }}
      />
      <ModalNotificar abierto={aviso} alCerrar={modalAviso.close} />
    </>
  );
}
