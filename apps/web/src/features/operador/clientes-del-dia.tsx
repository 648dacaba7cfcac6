import { Button, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ClienteDeOperador, ResumenDeOperador } from '@prestamos/contract';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { CampoDeBusqueda } from '../../components/campo-de-busqueda';
import type { CobroEnCola } from '../../entities/cobro-sin-senal/maquina';
import { ApiError } from '../../lib/api-error';
import { puede, useSesion } from '../../lib/sesion';
import { useRecibirPagoDelCliente } from './api';
import { type CuotasBajadas, cobradoSinSenalHoy } from './cifras-del-dia';
import { agruparPorRuta, filtrarClientes, situacionDelDia } from './clientes';
import { ModalCobroSinSenal } from './modal-cobro-sin-senal';
import { cuotaTrasLaCola, porSincronizar } from './saldo-local';
import { TarjetaDeCliente } from './tarjeta-de-cliente';

const clientes = (n: number) => `${n} ${n === 1 ? 'cliente' : 'clientes'}`;

/**
 * Los ya cobrados hoy y los que están al día, plegados al final de su ruta: a la vista queda lo que falta recorrer
 * (26 tarjetas eran 9 000 px de pantalla). El cobrador los abre si los necesita.
 */
function Plegados(props: { cobrados: number; alDia: number; children: ReactNode }) {
  const [abiertos, setAbiertos] = useState(false);
  const id = useId();
  const partes = [
    props.cobrados > 0 && `${props.cobrados} ${props.cobrados === 1 ? 'cobrado' : 'cobrados'} hoy`,
    props.alDia > 0 && `${props.alDia} al día`,
  ].filter(Boolean);
  return (
    <>
      <Button
        variant="default"
        fullWidth
        justify="space-between"
        mt="sm"
        h="auto"
        py={10}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
        aria-expanded={abiertos}
        aria-controls={abiertos ? id : undefined}
        rightSection={
          abiertos ? <IconChevronDown size={18} aria-hidden /> : <IconChevronRight size={18} aria-hidden />
        }
        onClick={() => setAbiertos(!abiertos)}
      >
        {`${abiertos ? 'Ocultar' : 'Ver'} ${clientes(props.cobrados + props.alDia)} más: ${partes.join(' y ')}`}
      </Button>
      {abiertos && (
        <SimpleGrid id={id} cols={{ base: 1, sm: 2, xl: 3 }} spacing="sm" mt="sm">
          {props.children}
        </SimpleGrid>
      )}
    </>
  );
}

/**
 * Los clientes de las rutas del cobrador, ruta por ruta, con búsqueda y filtro de ruta. Todo llega de una vez (unos
 * cientos como mucho): se filtra aquí, sin esperar al servidor en la calle. En cada ruta, a la vista los que falta
 * visitar; los cobrados hoy y los que están al día, plegados.
 */
export function ClientesDelDia(props: {
  resumen: ResumenDeOperador;
  hoy: string;
  sinRed: boolean;
  cola: readonly CobroEnCola[];
  bajadas: CuotasBajadas;
}) {
  const { resumen, hoy, sinRed, cola, bajadas } = props;
  const sesion = useSesion();
  const recibir = useRecibirPagoDelCliente();
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
  const sinSenalHoy = cobradoSinSenalHoy(cola, hoy);
  const situacion = (c: ClienteDeOperador) => situacionDelDia(c, hoy, sinSenalHoy.get(c.id_cliente) ?? 0);
  // Buscando a alguien no se pliega nada: el buscado tiene que verse.
  const plegar = texto.trim() === '';
  const tarjeta = (c: ClienteDeOperador) => (
    <TarjetaDeCliente
      key={c.id_cliente}
      c={c}
      hoy={hoy}
      alRecibir={alRecibir}
      abriendo={recibir.isPending && recibir.variables === c.id_cliente}
      cobradoSinSenal={cobradoSinSenal.get(c.id_cliente) ?? 0}
      cuota={cuotaTrasLaCola(
        c.proxima_cuota,
        c.proxima_cuota ? bajadas[c.proxima_cuota.id_pago]?.cuotas : undefined,
        cola,
        hoy,
      )}
    />
  );

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
        {grupos.map((g) => {
          const porVisitar = plegar ? g.items.filter((c) => situacion(c) === 'POR_VISITAR') : g.items;
          const cobrados = plegar ? g.items.filter((c) => situacion(c) === 'COBRADO') : [];
          const alDia = plegar ? g.items.filter((c) => situacion(c) === 'AL_DIA') : [];
          return (
            <section key={g.ruta.id_ruta} aria-label={`Ruta ${g.ruta.nombre}`}>
              <Group justify="space-between" mb="xs">
                <Title order={2} size="h4">
                  {g.ruta.nombre}
                </Title>
                <Text size="sm" c="dimmed">
                  {plegar
                    ? `${porVisitar.length} por visitar de ${g.items.length}`
                    : clientes(g.items.length)}
                </Text>
              </Group>
              {porVisitar.length > 0 ? (
                <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="sm">
                  {porVisitar.map(tarjeta)}
                </SimpleGrid>
              ) : (
                <Text c="teal.9" fw={600}>
                  Nadie más por visitar en esta ruta hoy.
                </Text>
              )}
              {cobrados.length + alDia.length > 0 && (
                <Plegados cobrados={cobrados.length} alDia={alDia.length}>
                  {[...cobrados, ...alDia].map(tarjeta)}
                </Plegados>
              )}
            </section>
          );
        })}
      </Stack>
      {sinSenal && <ModalCobroSinSenal cliente={sinSenal} alCerrar={() => setSinSenal(null)} />}
    </>
  );
}
