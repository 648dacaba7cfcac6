import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { mensajeDe } from '../../lib/api-error';
import { historialQuery } from './api';
import { TablaDePrestamos } from './pestana-prestamos';

/** Se monta solo al abrir la pestaña (carga diferida, spec 001 §2). */
export function PestanaHistorial({ idCliente }: { idCliente: number }) {
  const historial = useQuery(historialQuery(idCliente));
  if (historial.isPending) return <Loader />;
  if (historial.isError) return <Alert color="red">{mensajeDe(historial.error, 'No se pudo cargar')}</Alert>;
  const { cliente_creado, prestamos } = historial.data;
  return (
    <Stack>
      <Text>
        Cliente registrado el{' '}
        <b>
          {new Date(cliente_creado).toLocaleDateString('es-DO', {
            dateStyle: 'long',
            timeZone: 'America/Santo_Domingo',
          })}
        </b>
        .
      </Text>
      {prestamos.length === 0 ? (
        <Text c="dimmed">Todavía no tiene préstamos.</Text>
      ) : (
        <TablaDePrestamos prestamos={prestamos} />
      )}
    </Stack>
  );
}
