import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import type { Prestamo } from '@prestamos/contract';
import { formatearFecha, formatearPesos } from '@prestamos/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Cifra } from '../../components/cifra';
import { mensajeDe } from '../../lib/api-error';
import { notificar } from '../../lib/notificar';
import { type Estrategia, useReenganchar, useVistaPreviaReenganche } from './api';

/** Reenganche (spec 001 §4): monto extra, estrategia, vista previa del plan nuevo y confirmación. */
export function ModalReenganche({ prestamo, alCerrar }: { prestamo: Prestamo; alCerrar: () => void }) {
  const navegar = useNavigate();
  const [extra, setExtra] = useState<number | ''>('');
  const [estrategia, setEstrategia] = useState<Estrategia>('keep_term');
  const vista = useVistaPreviaReenganche(prestamo.id_prestamo);
  const hacer = useReenganchar(prestamo.id_prestamo);
  const datos = { monto_extra: extra === '' ? 0 : extra, strategy: estrategia };

  const previsualizar = () => {
    if (extra === '' || extra < 0) return notificar.error('Indica un monto extra de 0 o más.');
    vista.mutate(datos, {
      onError: (error) => notificar.error(mensajeDe(error, 'No se pudo calcular el reenganche.')),
    });
  };
  const confirmar = () =>
    hacer.mutate(datos, {
      onSuccess: (r) => {
        notificar.exito(r.message);
        alCerrar();
        navegar(`/app/prestamos/${r.prestamo.id_prestamo}`);
      },
      onError: (error) => notificar.error(mensajeDe(error, 'No se pudo hacer el reenganche.')),
    });

  return (
    <Modal opened onClose={alCerrar} title={`Reenganche de ${prestamo.codigo_prestamo}`} size="lg">
      <Stack>
        <Text size="sm">
          Capital pendiente: <b>{formatearPesos(prestamo.capital_pendiente)}</b>. El préstamo actual queda
          saldado y se crea uno nuevo por el capital pendiente más el monto extra, con la misma tasa y
          frecuencia. De la caja sale solo el extra.
        </Text>
        <Group align="flex-end" grow>
          <NumberInput
            label="Monto extra (RD$)"
            withAsterisk
            value={extra}
            onChange={(v) => {
              setExtra(v === '' ? '' : Number(v));
              vista.reset();
            }}
            min={0}
            decimalScale={2}
            thousandSeparator=","
          />
          <SegmentedControl
            value={estrategia}
            onChange={(v) => {
              setEstrategia(v as Estrategia);
              vista.reset();
            }}
            data={[
              { value: 'keep_term', label: 'Mantener plazo' },
              { value: 'keep_installment', label: 'Mantener cuota' },
            ]}
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="light" onClick={previsualizar} loading={vista.isPending}>
            Ver vista previa
          </Button>
        </Group>
        {vista.data && (
          <>
            <Alert variant="light">
              <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
                <Cifra etiqueta="Saldo actual" valor={formatearPesos(vista.data.resumen.saldo_actual)} />
                <Cifra etiqueta="Extra" valor={formatearPesos(vista.data.resumen.delta)} />
                <Cifra etiqueta="Saldo nuevo" valor={formatearPesos(vista.data.resumen.saldo_nuevo)} />
                <Cifra etiqueta="Cuotas" valor={String(vista.data.resumen.cuotas)} />
                <Cifra etiqueta="Cuota aprox." valor={formatearPesos(vista.data.resumen.cuota_aprox)} />
              </SimpleGrid>
              <Text size="xs" c="dimmed" mt="xs">
                El saldo actual es el capital pendiente más el interés y la mora ya vencidos; el interés de
                las cuotas por venir se perdona.
              </Text>
            </Alert>
            <Table.ScrollContainer minWidth={520} mah={260}>
              <Table striped fz="sm" verticalSpacing={4} stickyHeader>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>No.</Table.Th>
                    <Table.Th>Vence</Table.Th>
                    <Table.Th ta="right">Cuota</Table.Th>
                    <Table.Th ta="right">Interés</Table.Th>
                    <Table.Th ta="right">Capital</Table.Th>
                    <Table.Th ta="right">Saldo</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {vista.data.cuotas.map((c) => (
                    <Table.Tr key={c.no_cuota}>
                      <Table.Td>{c.no_cuota}</Table.Td>
                      <Table.Td>{formatearFecha(c.fecha_debe_pagar)}</Table.Td>
                      <Table.Td ta="right">{formatearPesos(c.monto_cuota)}</Table.Td>
                      <Table.Td ta="right">{formatearPesos(c.interes_cuota)}</Table.Td>
                      <Table.Td ta="right">{formatearPesos(c.capital_cuota)}</Table.Td>
                      <Table.Td ta="right">{formatearPesos(c.balance_prestamo)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Group justify="flex-end">
              <Button variant="default" onClick={alCerrar}>
                Cancelar
              </Button>
              <Button onClick={confirmar} loading={hacer.isPending}>
                Confirmar reenganche
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
