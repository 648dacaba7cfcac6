import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  centavosAPesos,
  formatearCentavos,
  formatearFecha,
  formatearPesos,
  pesosACentavos,
} from '@prestamos/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Cifra } from '../../components/cifra';
import { EntradaDePesos } from '../../components/entrada-de-pesos';
import { mensajeDe } from '../../lib/api-error';
import { claveUnica } from '../../lib/clave-unica';
import { InsigniaCuota } from '../prestamo/insignias';
import { historialDeCuotaQuery, useCobrar } from './api';
import { pendientesDe, repartoDelCobro } from './cobro';
import { type MetodoDePago, MontoYMetodo } from './monto-y-metodo';
import { ResultadoDelCobro } from './resultado-del-cobro';
import { TablaDeReparto } from './tabla-de-reparto';

/**
 * El modal de cobro (docs/producto.md#cobros): compartido por el cronograma, la lista de cuotas, el tablero y la
 * pantalla del cobrador. Lee la cuota fresca (con la mora de hoy), muestra lo que se debe por partes, reparte el monto
 * como lo hará el servidor, pide confirmación y termina con el recibo y el enlace de WhatsApp.
 */
export function ModalCobro({ idPago, alCerrar }: { idPago: number; alCerrar: () => void }) {
  const telefonoPequeno = useMediaQuery('(max-width: 36em)');
  const datos = useQuery(historialDeCuotaQuery(idPago));
  // Una clave por modal abierto: los reintentos del mismo cobro nunca cobran dos veces.
  const [clave] = useState(claveUnica);
  const cobrar = useCobrar(idPago, clave);
  const [monto, setMonto] = useState<number | null>(null);
  const [metodo, setMetodo] = useState<MetodoDePago>('EFECTIVO');
  const [descontar, setDescontar] = useState(false);
  const [descuento, setDescuento] = useState(0);
  const [motivo, setMotivo] = useState('');
  const [nota, setNota] = useState('');
  const [confirmando, setConfirmando] = useState(false);

  const contenido = () => {
    if (datos.isPending) return <Loader aria-label="Cargando la cuota" />;
    if (datos.isError) return <Alert color="red">{mensajeDe(datos.error, 'No se pudo abrir el pago')}</Alert>;
    const { cuota, cuotas } = datos.data;
    if (cobrar.data)
      return <ResultadoDelCobro cobro={cobrar.data} telefono={cuota.telefono} alCerrar={alCerrar} />;
    if (!cuota.es_primera_abierta) {
      return (
        <Alert color="yellow">
          {cuota.estado_cuota === 'PAGADA'
            ? `La cuota ${cuota.no_cuota} ya está pagada.`
            : 'Solo se cobra la primera cuota pendiente del préstamo.'}
        </Alert>
      );
    }
    const descuentoAplicado = descontar ? descuento : 0;
    // Mientras el cajero no escriba otro monto, se propone lo que la cuota debe menos la mora perdonada.
    const valor =
      monto ??
      Math.max(0, centavosAPesos(pesosACentavos(cuota.adeudado) - pesosACentavos(descuentoAplicado)));
    const pendientes = pendientesDe(cuotas);
    const totalPrestamo = pendientes.reduce((s, p) => s + p.mora + p.interes + p.capital, 0);
    const reparto = repartoDelCobro(pendientes, valor, descuentoAplicado);
    const faltaMotivo = descuentoAplicado > 0 && !motivo.trim();
    return (
      <Stack>
        <div>
          <Text fw={700} tt="uppercase">
            {cuota.cliente}
          </Text>
          <Group gap="xs">
            <Text size="sm">
              Préstamo {cuota.codigo_prestamo} · Cuota {cuota.no_cuota} · vence{' '}
              {formatearFecha(cuota.fecha_debe_pagar)}
            </Text>
            <InsigniaCuota estado={cuota.estado_cuota} />
          </Group>
        </div>
        <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
          <Cifra etiqueta="Mora" valor={formatearPesos(cuota.mora)} />
          <Cifra etiqueta="Interés" valor={formatearPesos(cuota.interes_pendiente)} />
          <Cifra etiqueta="Capital" valor={formatearPesos(cuota.capital_pendiente)} />
          <Cifra etiqueta="Adeudado" valor={formatearPesos(cuota.adeudado)} destacado />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          El préstamo debe en total {formatearCentavos(totalPrestamo)}: lo que pase de esta cuota se aplica a
          las siguientes.
        </Text>
        {confirmando ? (
          <Alert color="blue" title="Confirmar cobro">
            ¿Cobrar <b>{formatearPesos(valor)}</b> a {cuota.cliente.toUpperCase()} en {metodo}
            {descuentoAplicado > 0 && ` con ${formatearPesos(descuentoAplicado)} de mora perdonada`}?
          </Alert>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <MontoYMetodo
                monto={valor}
                alCambiarMonto={setMonto}
                metodo={metodo}
                alCambiarMetodo={setMetodo}
                error={'error' in reparto ? reparto.error : undefined}
              />
            </SimpleGrid>
            {cuotas.some((c) => c.mora > 0) && (
              <Checkbox
                label="Descontar mora"
                checked={descontar}
                onChange={(e) => setDescontar(e.currentTarget.checked)}
              />
            )}
            {descontar && (
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <EntradaDePesos
                  label="Mora perdonada (RD$)"
                  value={descuento}
                  onChange={(v) => setDescuento(typeof v === 'number' ? v : 0)}
                  hideControls
                  inputMode="decimal"
                />
                <TextInput
                  label="Motivo del descuento"
                  withAsterisk
                  value={motivo}
                  onChange={(e) => setMotivo(e.currentTarget.value)}
                  error={faltaMotivo ? 'Indica el motivo del descuento de mora.' : undefined}
                />
              </SimpleGrid>
            )}
            <TextInput label="Nota" value={nota} onChange={(e) => setNota(e.currentTarget.value)} />
          </>
        )}
        {'partes' in reparto && <TablaDeReparto partes={reparto.partes} telefonoPequeno={telefonoPequeno} />}
        {cobrar.isError && (
          <Alert color="red">{mensajeDe(cobrar.error, 'No se pudo registrar el pago')}</Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {confirmando ? (
            <>
              <Button variant="default" onClick={() => setConfirmando(false)} disabled={cobrar.isPending}>
                Volver
              </Button>
              <Button
                loading={cobrar.isPending}
                onClick={() =>
                  cobrar.mutate({
                    monto: valor,
                    metodo,
                    descuento: descuentoAplicado,
                    motivo_descuento: motivo,
                    nota,
                  })
                }
              >
                Confirmar cobro
              </Button>
            </>
          ) : (
            <>
              <Button variant="default" onClick={alCerrar}>
                Cancelar
              </Button>
              <Button disabled={'error' in reparto || faltaMotivo} onClick={() => setConfirmando(true)}>
                Cobrar {formatearPesos(valor)}
              </Button>
            </>
          )}
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
