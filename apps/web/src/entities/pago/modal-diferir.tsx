import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { Cuota } from '@prestamos/contract';
import { errorDeLaNuevaFecha, fechaPropuestaAlDiferir, formatearFecha, sumarDias } from '@prestamos/domain';
import { useState } from 'react';
import { CampoDeFecha } from '../../components/campo-de-fecha';
import { mensajeDe } from '../../lib/api-error';
import { notificar } from '../../lib/notificar';
import { useDiferir } from './api';

export function ModalDiferir({ cuota, alCerrar }: { cuota: Cuota; alCerrar: () => void }) {
  const diferir = useDiferir(cuota.id_pago);
  const siguiente = cuota.fecha_siguiente ? { no: cuota.no_cuota + 1, fecha: cuota.fecha_siguiente } : null;
  const [fecha, setFecha] = useState(() => fechaPropuestaAlDiferir(cuota.fecha_debe_pagar, siguiente));
  const [motivo, setMotivo] = useState('');
  const [intentado, setIntentado] = useState(false);
  const error = errorDeLaNuevaFecha(fecha, cuota.fecha_debe_pagar, siguiente);

  const enviar = () => {
    setIntentado(true);
    if (error) return;
    diferir.mutate(
      { nueva_fecha: fecha, motivo },
      {
        onSuccess: (r) => {
          notificar.exito(r.message);
          alCerrar();
        },
      },
    );
  };

  return (
    <Modal opened onClose={alCerrar} title={`Diferir la cuota ${cuota.no_cuota}`}>
      <Stack>
        <Text size="sm">
          Vence el <b>{formatearFecha(cuota.fecha_debe_pagar)}</b>. La mora se cuenta desde la nueva fecha
          {siguiente && (
            <>
              , que puede llegar hasta el <b>{formatearFecha(siguiente.fecha)}</b> (vencimiento de la cuota{' '}
              {siguiente.no})
            </>
          )}
          .
        </Text>
        <CampoDeFecha
          label="Nueva fecha"
          withAsterisk
          value={fecha}
          min={sumarDias(cuota.fecha_debe_pagar, 1)}
          max={siguiente?.fecha}
          onChange={setFecha}
          error={intentado ? error : undefined}
        />
        <TextInput label="Motivo" value={motivo} onChange={(e) => setMotivo(e.currentTarget.value)} />
        {diferir.isError && (
          <Alert color="red">{mensajeDe(diferir.error, 'No se pudo diferir la cuota')}</Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={alCerrar}>
            Volver
          </Button>
          <Button onClick={enviar} loading={diferir.isPending}>
            Diferir
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
