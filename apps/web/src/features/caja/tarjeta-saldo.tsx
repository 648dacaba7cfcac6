import { Card, Loader, Text, Title } from '@mantine/core';
import { formatearPesos } from '@prestamos/domain';
import { IconCash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
// La misma consulta que usa el préstamo nuevo para el desembolso: una sola clave ['caja', 'saldo'].
import { saldoDeCajaQuery } from '../../entities/caja/api';
import { mensajeDe } from '../../lib/api-error';

export function TarjetaSaldo() {
  const saldo = useQuery(saldoDeCajaQuery);
  const idTitulo = useId();
  return (
    <Card withBorder padding="md" h="100%" component="section" aria-labelledby={idTitulo}>
      <Title order={2} size="h4" id={idTitulo} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <IconCash size={22} aria-hidden />
        Saldo en caja
      </Title>
      {saldo.isPending && <Loader size="sm" mt="md" aria-label="Cargando saldo" />}
      {saldo.isError && (
        <Text c="red.9" mt="sm">
          {mensajeDe(saldo.error, 'No se pudo cargar el saldo')}
        </Text>
      )}
      {saldo.data !== undefined && (
        <Text
          fz={32}
          fw={700}
          mt="xs"
          lh={1.2}
          c={saldo.data < 0 ? 'red.9' : undefined}
          data-testid="saldo-caja"
          aria-live="polite"
        >
          {formatearPesos(saldo.data)}
        </Text>
      )}
      <Text size="sm" c="dimmed" mt="xs">
        Suma de los movimientos vigentes: aperturas, ingresos y cobros menos egresos y desembolsos.
      </Text>
    </Card>
  );
}
