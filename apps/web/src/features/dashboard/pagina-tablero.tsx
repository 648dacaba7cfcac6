import { Alert, Button, Center, Grid, Loader, Stack } from '@mantine/core';
import { formatearFecha } from '@prestamos/domain';
import { useQuery } from '@tanstack/react-query';
import { EncabezadoDePagina } from '../../components/encabezado-de-pagina';
import { mensajeDe } from '../../lib/api-error';
import { puede, useSesion } from '../../lib/sesion';
import { tableroQuery } from './api';
import { CentroDeNotificaciones } from './centro-de-notificaciones';
import { enlacesDelTablero } from './enlaces';
import { GraficosDelTablero } from './graficos-del-tablero';
import { ListaDeProximos, ListaEnMora } from './listas-a-cobrar';
import { useRecibirPagoDeLaFila } from './recibir-pago';
import { TarjetasDelTablero } from './tarjetas-del-tablero';
import { UltimosClientes } from './ultimos-clientes';

/**
 * /app/dashboard, "Inicio" (docs/producto.md#tablero): lo que pide atención hoy. Las cifras, los cobros del mes y la
 * cartera por atraso; quién paga esta semana y quién está atrasado, cada uno con "Recibir pago"; los últimos clientes
 * y el centro de notificaciones. Cada número lleva a la lista que cuenta.
 */
export function PaginaTablero() {
  const sesion = useSesion();
  const tablero = useQuery(tableroQuery);
  const recibir = useRecibirPagoDeLaFila();
  const enlaces = enlacesDelTablero((permiso) => puede(sesion, permiso));
  const alRecibir = puede(sesion, 'pagos.registrar') ? recibir.mutate : null;
  const abriendo = recibir.isPending ? recibir.variables : undefined;

  const contenido = () => {
    if (tablero.isPending)
      return (
        <Center h={240}>
          <Loader aria-label="Cargando el tablero" />
        </Center>
      );
    if (tablero.isError)
      return (
        <Alert color="red" title={mensajeDe(tablero.error, 'Error cargando tarjetas')}>
          <Button size="xs" variant="white" color="red" mt="xs" onClick={() => tablero.refetch()}>
            Reintentar
          </Button>
        </Alert>
      );
    const t = tablero.data;
    const lista = { t, enlaces, alRecibir, abriendo };
    return (
      <>
        <TarjetasDelTablero t={t} enlaces={enlaces} />
        <GraficosDelTablero t={t} enlaces={enlaces} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <ListaDeProximos {...lista} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <ListaEnMora {...lista} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <UltimosClientes t={t} enlaces={enlaces} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <CentroDeNotificaciones />
          </Grid.Col>
        </Grid>
      </>
    );
  };

  return (
    <Stack gap={0}>
      <EncabezadoDePagina
        titulo="Inicio"
        descripcion={tablero.data ? `Cifras al ${formatearFecha(tablero.data.fecha)}` : undefined}
      />
      {contenido()}
    </Stack>
  );
}
