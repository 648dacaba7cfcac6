import { Alert, Button, Card, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import type { Ruta } from '@prestamos/contract';
import { IconPlus, IconRoute } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EncabezadoDePagina } from '../../components/encabezado-de-pagina';
import { mensajeDe } from '../../lib/api-error';
import { notificar } from '../../lib/notificar';
import { puede, useSesion } from '../../lib/sesion';
import { rutasQuery, useEliminarRuta } from './api';
import { ModalRuta } from './modal-ruta';
import { TablaDeRutas, TarjetasDeRutas } from './vista-de-rutas';

/**
 * /app/rutas (docs/producto.md#rutas-y-cobradores): las rutas de cobro con sus clientes y cobradores, alta y borrado.
 */
export function PaginaRutas() {
  const sesion = useSesion();
  const lista = useQuery(rutasQuery);
  const eliminar = useEliminarRuta();
  const [creando, setCreando] = useState(false);
  const telefono = useMediaQuery('(max-width: 48em)');
  const items = lista.data?.items ?? [];

  const confirmarEliminar = (r: Ruta) =>
    modals.openConfirmModal({
      title: 'Eliminar ruta',
      children: (
        <Text size="sm">
          ¿Eliminar la ruta <b>{r.nombre}</b>? Sus clientes y cobradores quedan sin ella; los clientes, sus
          préstamos y sus pagos no cambian.
        </Text>
      ),
      labels: { confirm: 'Eliminar', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        eliminar.mutate(r.id_ruta, {
          onSuccess: (res) => notificar.exito(res.message),
          onError: (error) =>
            notificar.error(mensajeDe(error, 'Intenta nuevamente.'), 'No se pudo eliminar la ruta'),
        }),
    });

  const vista = {
    items,
    alEliminar: puede(sesion, 'rutas.eliminar') ? confirmarEliminar : null,
    puedeAsignar: puede(sesion, 'rutas.editar'),
  };
  return (
    <>
      <EncabezadoDePagina
        titulo="Rutas"
        descripcion="Qué clientes visita cada cobrador, y en qué orden."
        acciones={
          puede(sesion, 'rutas.crear') && (
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreando(true)}>
              Nueva ruta
            </Button>
          )
        }
      />
      <Card withBorder padding="md">
        {lista.isError && (
          <Alert color="red" mb="md" title="No se pudo cargar la lista de rutas">
            {mensajeDe(lista.error, 'Intenta nuevamente.')}
          </Alert>
        )}
        {telefono ? <TarjetasDeRutas {...vista} /> : <TablaDeRutas {...vista} />}
        {lista.data?.items.length === 0 && (
          <Stack align="center" gap={4} py="lg">
            <IconRoute size={32} color="var(--mantine-color-gray-6)" aria-hidden />
            <Text c="dimmed" ta="center">
              {puede(sesion, 'rutas.crear')
                ? 'Aún no hay rutas. Crea una y asígnale clientes y cobradores.'
                : 'Aún no tienes rutas asignadas.'}
            </Text>
          </Stack>
        )}
        {lista.data && items.length > 0 && (
          <Text size="sm" c="dimmed" mt="md">
            {items.length} {items.length === 1 ? 'ruta' : 'rutas'}
          </Text>
        )}
      </Card>
      {creando && <ModalRuta ruta={null} alCerrar={() => setCreando(false)} />}
    </>
  );
}
