import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { Cuota } from '@prestamos/contract';
import { formatearFecha, sumarDias } from '@prestamos/domain';
import { useState } from 'react';
import { mensajeDe } from '../../lib/api-error';
import { notificar } from '../../lib/notificar';
import { useDiferir } from './api';

/** Spec 001 §9: la fecha propuesta es el vencimiento más 7 días. */
const DIAS_POR_DEFECTO = 7;

/** Error de la fecha nueva según la spec (001 §5), o null si sirve. */
export function errorDeLaNuevaFecha(nueva: string, actual: string): string | null {
  if (!nueva) return 'Selecciona la nueva fecha';
  if (nueva <= actual) return 'La nueva fecha debe ser posterior a la actual';
  return null;
}

export function ModalDiferir({ cuota, alCerrar }: { cuota: Cuota; alCerrar: () => void }) {
  const diferir = useDiferir(cuota.id_pago);
  const [fecha, setFecha] = useState(sumarDias(cuota.fecha_debe_pagar, DIAS_POR_DEFECTO));
  const [motivo, setMotivo] = useState('');
  const [intentado, setIntentado] = useState(false);
  const error = errorDeLaNuevaFecha(fecha, cuota.fecha_debe_pagar);

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
          Vence el <b>{formatearFecha(cuota.fecha_debe_pagar)}</b>. La mora se cuenta desde la nueva fecha.
        </Text>
        <TextInput
          type="date"
          label="Nueva fecha"
          withAsterisk
          value={fecha}
          onChange={(e) => setFecha(e.currentTarget.value)}
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
