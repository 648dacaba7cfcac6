import { Alert, Grid, Paper, Skeleton, Text } from '@mantine/core';
import type { ResumenDeOperador } from '@prestamos/contract';
import { formatearCentavos } from '@prestamos/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { CobroEnCola } from '../../entities/cobro-sin-senal/maquina';
import { mensajeDe } from '../../lib/api-error';
import { estadoQuery } from './api';
import { type CifrasDelDia, type CuotasBajadas, cifrasDelDia } from './cifras-del-dia';

function Total(props: {
  etiqueta: string;
  valor: string;
  detalle: string;
  color?: string | undefined;
  colorDelDetalle?: string | undefined;
}) {
  const id = useId();
  return (
    <Paper withBorder p="sm" h="100%" role="group" aria-labelledby={id}>
      <Text id={id} size="xs" c="dimmed" fw={700} tt="uppercase">
        {props.etiqueta}
      </Text>
      <Text fw={800} fz="lg" c={props.color} style={{ whiteSpace: 'nowrap' }} aria-live="polite">
        {props.valor}
      </Text>
      <Text size="xs" c={props.colorDelDetalle ?? 'dimmed'} fw={props.colorDelDetalle ? 600 : undefined}>
        {props.detalle}
      </Text>
    </Paper>
  );
}

const cuotas = (n: number) => `${n} ${n === 1 ? 'cuota' : 'cuotas'}`;
const recibos = (n: number) => `${n} ${n === 1 ? 'recibo' : 'recibos'}`;

function Totales({ d }: { d: CifrasDelDia }) {
  // En el teléfono van de dos en dos y "Por cobrar" ocupa la fila; en la pantalla ancha, los cinco en una fila.
  const mitad = { base: 5, md: 2 };
  const pendiente = d.porSincronizar.cantidad > 0;
  return (
    <Grid columns={10} gap="xs" mb="md">
      <Grid.Col span={mitad}>
        <Total
          etiqueta="A visitar"
          valor={String(d.aVisitar)}
          detalle={`de ${d.clientes} ${d.clientes === 1 ? 'cliente' : 'clientes'}`}
        />
      </Grid.Col>
      <Grid.Col span={mitad}>
        <Total
          etiqueta="Cobrado hoy"
          valor={formatearCentavos(d.cobrado.centavos + d.porSincronizar.centavos)}
          detalle={
            pendiente
              ? `${recibos(d.cobrado.cantidad)} + ${formatearCentavos(d.porSincronizar.centavos)} por sincronizar`
              : recibos(d.cobrado.cantidad)
          }
          colorDelDetalle={pendiente ? 'orange.9' : undefined}
          color="teal.9"
        />
      </Grid.Col>
      <Grid.Col span={mitad}>
        <Total
          etiqueta="Vence hoy"
          valor={formatearCentavos(d.venceHoy.centavos)}
          detalle={cuotas(d.venceHoy.cantidad)}
        />
      </Grid.Col>
      <Grid.Col span={mitad}>
        <Total
          etiqueta="Vencido"
          valor={formatearCentavos(d.vencido.centavos)}
          detalle={`${cuotas(d.vencido.cantidad)} + ${formatearCentavos(d.vencido.mora)} de mora`}
          color={d.vencido.cantidad > 0 ? 'red.9' : undefined}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 10, md: 2 }}>
        <Total
          etiqueta="Por cobrar"
          valor={formatearCentavos(d.porCobrar)}
          detalle={
            d.descontado > 0
              ? `Lo de hoy más lo vencido con su mora, sin los ${formatearCentavos(d.descontado)} cobrados sin señal`
              : 'Lo de hoy más lo vencido con su mora'
          }
        />
      </Grid.Col>
    </Grid>
  );
}

/**
 * El día del cobrador de un vistazo (GET /operador/estado); se refresca tras cada cobro. Lo cobrado sin señal que
 * espera en la cola ya cuenta (cifras-del-dia.ts), marcado como por sincronizar.
 */
export function TotalesDelDia(props: {
  resumen: ResumenDeOperador | undefined;
  cola: readonly CobroEnCola[];
  bajadas: CuotasBajadas;
  hoy: string;
}) {
  const estado = useQuery(estadoQuery);
  // Sin señal quedan los totales de la copia del teléfono (dia-sin-senal.ts): el error solo si no hay nada que mostrar.
  if (estado.isError && !estado.data) {
    return (
      <Alert color="red" mb="md">
        {mensajeDe(estado.error, 'Error cargando resumen del operador')}
      </Alert>
    );
  }
  if (!estado.data) return <Skeleton h={150} mb="md" aria-label="Cargando los totales del día" />;
  return <Totales d={cifrasDelDia(estado.data, props.resumen, props.cola, props.bajadas, props.hoy)} />;
}
