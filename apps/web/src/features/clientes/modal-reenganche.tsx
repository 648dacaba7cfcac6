import { Alert, Button, Group, Modal, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Prestamo } from '@prestamos/contract';
import { formatearPesos, pesosACentavos } from '@prestamos/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Cifra } from '../../components/cifra';
import { EntradaDePesos } from '../../components/entrada-de-pesos';
import { PlanDePagos } from '../../entities/prestamo/plan-de-pagos';
import { mensajeDe } from '../../lib/api-error';
import { notificar } from '../../lib/notificar';
import { type Estrategia, useReenganchar, useVistaPreviaReenganche } from './api';

/** Reenganche (docs/producto.md#prestamos): monto extra, estrategia, vista previa del plan nuevo y confirmación. */
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
          El préstamo actual queda saldado y se crea uno nuevo por lo que se debe hoy (capital pendiente{' '}
          <b>{formatearPesos(prestamo.capital_pendiente)}</b>, más el interés y la mora ya vencidos) más el
          monto extra, con la misma tasa y frecuencia. El interés de las cuotas por venir se perdona. De la
          caja sale solo el extra.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} style={{ alignItems: 'end' }}>
          <EntradaDePesos
            label="Monto extra (RD$)"
            withAsterisk
            value={extra}
            onChange={(v) => {
              setExtra(v === '' ? '' : Number(v));
              vista.reset();
            }}
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
        </SimpleGrid>
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
            </Alert>
            <PlanDePagos
              alto={260}
              conTotales={false}
              cuotas={vista.data.cuotas.map((c) => ({
                no: c.no_cuota,
                fecha: c.fecha_debe_pagar,
                cuota: pesosACentavos(c.monto_cuota),
                interes: pesosACentavos(c.interes_cuota),
                capital: pesosACentavos(c.capital_cuota),
                saldo: pesosACentavos(c.balance_prestamo),
              }))}
            />
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
