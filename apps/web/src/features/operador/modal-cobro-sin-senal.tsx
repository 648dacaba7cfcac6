import { Alert, Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ClienteDeOperador } from '@prestamos/contract';
import { centavosAPesos, formatearCentavos, formatearPesos } from '@prestamos/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { encolarCobro, useColaDeCobros } from '../../entities/cobro-sin-senal/cola';
import { instanteDeNegocio } from '../../entities/cobro-sin-senal/horas';
import type { CobroEnCola } from '../../entities/cobro-sin-senal/maquina';
import { historialDeCuotaQuery } from '../../entities/pago/api';
import { repartoDelCobro } from '../../entities/pago/cobro';
import { type MetodoDePago, MontoYMetodo } from '../../entities/pago/monto-y-metodo';
import { TablaDeReparto } from '../../entities/pago/tabla-de-reparto';
import { ReciboDeLaCola } from './recibo-de-la-cola';
import { pendientesTrasLaCola } from './saldo-local';

/**
 * "Recibir pago" sin señal (issue 35): con la cuota bajada al teléfono y lo que ya se cobró sin señal, reparte el monto
 * como lo hará el servidor y lo guarda en la cola con la hora del cobrador y un recibo provisional. La mora no se
 * perdona sin señal: eso lo decide la oficina con los datos del día.
 */
export function ModalCobroSinSenal({
  cliente,
  alCerrar,
}: {
  cliente: ClienteDeOperador;
  alCerrar: () => void;
}) {
  const telefonoPequeno = useMediaQuery('(max-width: 36em)');
  const idPago = cliente.proxima_cuota?.id_pago ?? 0;
  const datos = useQuery({ ...historialDeCuotaQuery(idPago), enabled: false });
  const cola = useColaDeCobros();
  const [monto, setMonto] = useState<number | null>(null);
  const [metodo, setMetodo] = useState<MetodoDePago>('EFECTIVO');
  const [nota, setNota] = useState('');
  const [guardando, setGuardando] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [hecho, setHecho] = useState<CobroEnCola | null>(null);

  const contenido = () => {
    if (hecho) return <ReciboDeLaCola cobro={hecho} alCerrar={alCerrar} />;
    if (!datos.data)
      return datos.isFetching ? (
        <Loader aria-label="Cargando la cuota" />
      ) : (
        <Alert color="yellow">
          Este cliente no está en los datos bajados al teléfono. Cóbrale cuando vuelva la señal.
        </Alert>
      );
    const { cuota, cuotas } = datos.data;
    const { pendientes, idPago: destino } = pendientesTrasLaCola(cuotas, cola);
    const primera = pendientes[0];
    if (!primera || !destino)
      return <Alert color="teal">Con lo cobrado sin señal, este préstamo no debe nada más.</Alert>;
    const debeCuota = centavosAPesos(primera.mora + primera.interes + primera.capital);
    const valor = monto ?? debeCuota;
    const reparto = repartoDelCobro(pendientes, valor, 0);
    const guardar = async () => {
      setGuardando(true);
      setError(null);
      try {
        setHecho(
          await encolarCobro({
            id_pago: destino,
            id_cliente: cliente.id_cliente,
            cliente: cuota.cliente,
            telefono: cuota.telefono,
            codigo_prestamo: cuota.codigo_prestamo,
            no_cuota: primera.no,
            cuerpo: { monto: valor, metodo, nota, cobrado_en: instanteDeNegocio(new Date()) },
          }),
        );
      } catch {
        setError('No se pudo guardar el pago en el teléfono. Intenta de nuevo.');
      } finally {
        setGuardando(false);
      }
    };
    return (
      <Stack>
        <Alert color="orange" title="Sin conexión">
          El pago se guarda en el teléfono y se envía solo cuando vuelva la señal.
        </Alert>
        <div>
          <Text fw={700} tt="uppercase">
            {cuota.cliente}
          </Text>
          <Text size="sm">
            Préstamo {cuota.codigo_prestamo} · Cuota {primera.no} · debe {formatearPesos(debeCuota)}
          </Text>
          <Text size="sm" c="dimmed">
            El préstamo debe en total{' '}
            {formatearCentavos(pendientes.reduce((s, p) => s + p.mora + p.interes + p.capital, 0))}.
          </Text>
        </div>
        <MontoYMetodo
          monto={valor}
          alCambiarMonto={setMonto}
          metodo={metodo}
          alCambiarMetodo={setMetodo}
          error={'error' in reparto ? reparto.error : undefined}
        />
        <TextInput label="Nota" value={nota} onChange={(e) => setNota(e.currentTarget.value)} />
        {'partes' in reparto && <TablaDeReparto partes={reparto.partes} telefonoPequeno={telefonoPequeno} />}
        {error && <Alert color="red">{error}</Alert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={alCerrar}>
            Cancelar
          </Button>
          <Button disabled={'error' in reparto} loading={guardando} onClick={guardar}>
            Guardar pago de {formatearPesos(valor)}
          </Button>
        </Group>
      </Stack>
    );
  };

  return (
    <Modal opened onClose={alCerrar} title="Recibir pago" size="lg" fullScreen={telefonoPequeno}>
      {contenido()}
    </Modal>
  );
}
