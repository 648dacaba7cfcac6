import { Accordion, Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { formatearFecha, formatearPesos } from '@prestamos/domain';
import { useQuery } from '@tanstack/react-query';
import { InsigniaPrestamo } from '../../entities/prestamo/insignias';
import { mensajeDe } from '../../lib/api-error';
import { historialQuery } from './api';
import { PagosPorCuota } from './pagos-por-cuota';

/** Se monta solo al abrir la pestaña (carga diferida); cada préstamo despliega sus cuotas y sus pagos. */
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
        <Accordion variant="separated" chevronPosition="left">
          {prestamos.map((p) => (
            <Accordion.Item key={p.id_prestamo} value={String(p.id_prestamo)}>
              <Accordion.Control>
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600}>
                    {p.codigo_prestamo} · {formatearPesos(p.monto)} · {formatearFecha(p.fecha_inicio)}
                  </Text>
                  <InsigniaPrestamo estado={p.estado_ui} />
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <PagosPorCuota idPrestamo={p.id_prestamo} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
