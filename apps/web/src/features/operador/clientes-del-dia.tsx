import { Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ClienteDeOperador, ResumenDeOperador } from '@prestamos/contract';
import { useState } from 'react';
import { CampoDeBusqueda } from '../../components/campo-de-busqueda';
import { useColaDeCobros } from '../../entities/cobro-sin-senal/cola';
import { ApiError } from '../../lib/api-error';
import { puede, useSesion } from '../../lib/sesion';
import { useRecibirPagoDelCliente } from './api';
import { agruparPorRuta, filtrarClientes } from './clientes';
import { ModalCobroSinSenal } from './modal-cobro-sin-senal';
import { porSincronizar } from './saldo-local';
import { TarjetaDeCliente } from './tarjeta-de-cliente';

/**
 * Los clientes de las rutas del cobrador, ruta por ruta, con búsqueda y filtro de ruta. Todo llega de una vez (unos
 * cientos como mucho): se filtra aquí, sin esperar al servidor en la calle.
 */
export function ClientesDelDia(props: { resumen: ResumenDeOperador; hoy: string; sinRed: boolean }) {
  const { resumen, hoy, sinRed } = props;
  const sesion = useSesion();
  const recibir = useRecibirPagoDelCliente();
  const cola = useColaDeCobros();
  // Sin señal (o si la red falla al abrirlo), el cobro va a la cola del teléfono.
  const [sinSenal, setSinSenal] = useState<ClienteDeOperador | null>(null);
  const [texto, setTexto] = useState('');
  const [idRuta, setIdRuta] = useState<string | null>(null);
  const { rutas, items } = resumen;
  const ruta = rutas.find((r) => String(r.id_ruta) === idRuta) ?? null;
  const grupos = agruparPorRuta(filtrarClientes(items, { texto, ruta }), rutas, ruta);
  const alRecibir = puede(sesion, 'pagos.registrar')
    ? (c: ClienteDeOperador) =>
        sinRed
          ? setSinSenal(c)
          : recibir.mutate(c.id_cliente, {
              onError: (e) => e instanceof ApiError && e.status === 0 && setSinSenal(c),
            })
    : null;
  /** Lo cobrado sin señal a cada cliente y aún no enviado: la tarjeta lo descuenta de lo que debe. */
  const cobradoSinSenal = new Map<number, number>();
  for (const c of porSincronizar(cola))
    cobradoSinSenal.set(c.id_cliente, (cobradoSinSenal.get(c.id_cliente) ?? 0) + c.cuerpo.monto);

  return (
    <>
      <Group gap="sm" align="flex-end" mb="md">
        <CampoDeBusqueda valor={texto} alCambiar={setTexto} placeholder="Nombre o teléfono" />
        <Select
          label="Ruta"
          data={[
            { value: '', label: 'Todas las rutas' },
            ...rutas.map((r) => ({ value: String(r.id_ruta), label: r.nombre })),
          ]}
          value={idRuta ?? ''}
          onChange={(v) => setIdRuta(v || null)}
          allowDeselect={false}
          style={{ flex: 1, minWidth: 160 }}
        />
      </Group>
      {grupos.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {items.length === 0
            ? 'Tus rutas aún no tienen clientes.'
            : 'Ningún cliente coincide con la búsqueda.'}
        </Text>
      )}
      <Stack gap="lg">
        {grupos.map((g) => (
          <section key={g.ruta.id_ruta} aria-label={`Ruta ${g.ruta.nombre}`}>
            <Group justify="space-between" mb="xs">
              <Title order={2} size="h4">
                {g.ruta.nombre}
              </Title>
              <Text size="sm" c="dimmed">
                {g.items.length} {g.items.length === 1 ? 'cliente' : 'clientes'}
              </Text>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="sm">
              {g.items.map((c) => (
                <TarjetaDeCliente
                  key={c.id_cliente}
                  c={c}
                  hoy={hoy}
                  alRecibir={alRecibir}
                  abriendo={recibir.isPending && recibir.variables === c.id_cliente}
                  cobradoSinSenal={cobradoSinSenal.get(c.id_cliente) ?? 0}
                />
              ))}
            </SimpleGrid>
          </section>
        ))}
      </Stack>
      {sinSenal && <ModalCobroSinSenal cliente={sinSenal} alCerrar={() => setSinSenal(null)} />}
    </>
  );
}
