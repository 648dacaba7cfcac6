import { Alert, Grid, Paper, Skeleton, Text } from '@mantine/core';
import type { EstadoDeOperador } from '@prestamos/contract';
import { formatearPesos } from '@prestamos/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { mensajeDe } from '../../lib/api-error';
import { estadoQuery } from './api';

function Total(props: { etiqueta: string; valor: string; detalle: string; color?: string }) {
  const id = useId();
  return (
    <Paper withBorder p="sm" h="100%" role="group" aria-labelledby={id}>
      <Text id={id} size="xs" c="dimmed" fw={700} tt="uppercase">
        {props.etiqueta}
      </Text>
      <Text fw={800} fz="lg" c={props.color} style={{ whiteSpace: 'nowrap' }} aria-live="polite">
        {props.valor}
      </Text>
      <Text size="xs" c="dimmed">
        {props.detalle}
      </Text>
    </Paper>
  );
}

const cuotas = (n: number) => `${n} ${n === 1 ? 'cuota' : 'cuotas'}`;

function Totales({ e }: { e: EstadoDeOperador }) {
  // En el teléfono van de dos en dos y "Por cobrar" ocupa la fila; en la pantalla ancha, los cinco en una fila.
  const mitad = { base: 5, md: 2 };
  return (
    <Grid columns={10} gap="xs" mb="md">
      <Grid.Col span={mitad}>
        <Total
          etiqueta="A visitar"
          valor={String(e.clientes_a_visitar)}
          detalle={`de ${e.clientes} ${e.clientes === 1 ? 'cliente' : 'clientes'}`}
        />
      </Grid.Col>
      <Grid.Col span={mitad}>
        <Total
          etiqueta="Cobrado hoy"
          valor={formatearPesos(e.cobrado_hoy.total)}
          detalle={`${e.cobrado_hoy.cantidad} ${e.cobrado_hoy.cantidad === 1 ? 'recibo' : 'recibos'}`}
          color="teal.9"
        />
      </Grid.Col>
      <Grid.Col span={mitad}>
        <Total
          etiqueta="Vence hoy"
          valor={formatearPesos(e.cuotas_hoy.monto)}
          detalle={cuotas(e.cuotas_hoy.cantidad)}
        />
      </Grid.Col>
      <Grid.Col span={mitad}>
        <Total
          etiqueta="Vencido"
          valor={formatearPesos(e.cuotas_vencidas.monto)}
          detalle={`${cuotas(e.cuotas_vencidas.cantidad)} + ${formatearPesos(e.cuotas_vencidas.mora)} de mora`}
          color={e.cuotas_vencidas.cantidad > 0 ? 'red.9' : undefined}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 10, md: 2 }}>
        <Total
          etiqueta="Por cobrar"
          valor={formatearPesos(e.por_cobrar)}
          detalle="Lo de hoy más lo vencido con su mora"
        />
      </Grid.Col>
    </Grid>
  );
}

/** El día del cobrador de un vistazo (GET /operador/estado); se refresca tras cada cobro. */
export function TotalesDelDia() {
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
  return <Totales e={estado.data} />;
}
