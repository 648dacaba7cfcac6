import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import type { ReporteDeCuotas } from '@prestamos/contract';
import { formatearPesos } from '@prestamos/domain';
import { IconAlertTriangle, IconCalendarDue } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { textoDeConteo } from '../../components/texto-de-conteo';
import type { FiltrosDeCuotas, TipoDeCuota } from './filtros';
import { DIAS_PROXIMOS, detallesDeLasTarjetas } from './textos-de-tarjetas';

type Total = ReporteDeCuotas['totales']['vencidas'];

function Tarjeta(props: {
  titulo: string;
  detalle: string;
  /** Los filtros que la acotan además de las fechas, o null. */
  filtros: string | null;
  icono: ReactNode;
  color: string;
  total: Total | undefined;
  activa: boolean;
  alPulsar: () => void;
}) {
  const { total } = props;
  return (
    <Card
      component="button"
      type="button"
      withBorder
      padding="md"
      aria-pressed={props.activa}
      onClick={props.alPulsar}
      w="100%"
      style={{
        textAlign: 'left',
        cursor: 'pointer',
        borderColor: props.activa ? 'var(--mantine-color-marca-6)' : undefined,
        boxShadow: props.activa ? 'inset 0 0 0 1px var(--mantine-color-marca-6)' : undefined,
      }}
    >
      <Group justify="space-between" wrap="nowrap" mb={4} w="100%">
        <Text size="sm" fw={700} c="dimmed" tt="uppercase">
          {props.titulo}
        </Text>
        <ThemeIcon variant="light" color={props.color} size="lg" radius="md" aria-hidden>
          {props.icono}
        </ThemeIcon>
      </Group>
      <Text fw={800} fz={28} lh={1.2}>
        {total ? textoDeConteo({ total: total.cuotas, total_aproximado: total.aproximado }, CUOTAS) : '—'}
      </Text>
      <Text fw={600} c={`${props.color}.9`}>
        {total?.monto === null
          ? 'Son demasiadas para sumarlas: acota los filtros.'
          : total
            ? `${formatearPesos(total.monto)} pendiente`
            : ' '}
      </Text>
      <Group justify="space-between" gap="xs" mt={4} w="100%" align="flex-end">
        <div>
          <Text size="sm" c="dimmed">
            {props.detalle}
          </Text>
          {props.filtros && (
            <Text size="sm" fw={600} c="dimmed">
              {props.filtros}
            </Text>
          )}
        </div>
        <Text size="sm" fw={600} c="marca.8">
          {props.activa ? 'Mostrando solo estas' : 'Ver solo estas'}
        </Text>
      </Group>
    </Card>
  );
}

const CUOTAS = ['cuota', 'cuotas'] as const;

/**
 * Las dos tarjetas del reporte (docs/producto.md#reportes): próximas a vencer y vencidas, con cuántas son y lo que
 * falta de ellas dentro de los filtros de fecha, ruta, cobrador y búsqueda, y qué fechas y filtros cuentan. Pulsar
 * una deja en la lista solo esas; otra vez, todas.
 */
export function TarjetasDeCuotas(props: {
  reporte: ReporteDeCuotas | undefined;
  filtros: FiltrosDeCuotas;
  alElegir: (tipo: TipoDeCuota) => void;
}) {
  const { reporte, filtros } = props;
  const { tipo } = filtros;
  const detalles = reporte ? detallesDeLasTarjetas(filtros, reporte.fecha) : null;
  const alternar = (t: TipoDeCuota) => props.alElegir(tipo === t ? 'TODAS' : t);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} mb="md">
      <Tarjeta
        titulo="Cuotas próximas a vencer"
        detalle={detalles?.proximas ?? `Vencen en los próximos ${DIAS_PROXIMOS} días`}
        filtros={detalles?.filtros ?? null}
        icono={<IconCalendarDue size={20} />}
        color="blue"
        total={reporte?.totales.proximas}
        activa={tipo === 'PROXIMAS'}
        alPulsar={() => alternar('PROXIMAS')}
      />
      <Tarjeta
        titulo="Cuotas vencidas"
        detalle={detalles?.vencidas ?? 'Pendientes o parciales que vencieron antes de hoy'}
        filtros={detalles?.filtros ?? null}
        icono={<IconAlertTriangle size={20} />}
        color="red"
        total={reporte?.totales.vencidas}
        activa={tipo === 'VENCIDAS'}
        alPulsar={() => alternar('VENCIDAS')}
      />
    </SimpleGrid>
  );
}
