import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import type { Cliente, CuotaListada } from '@prestamos/contract';
import { formatearFecha, formatearImporte, formatearPesos } from '@prestamos/domain';
import { IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CampoDeBusqueda } from '../../components/campo-de-busqueda';
import { EncabezadoDePagina } from '../../components/encabezado-de-pagina';
import { PieDeLista } from '../../components/paginacion';
import { clienteQuery } from '../../entities/cliente/api';
import { SelectorCliente } from '../../entities/cliente/selector-cliente';
import { AccionesDeCuota } from '../../entities/pago/acciones-de-cuota';
import { InsigniaCuota } from '../../entities/prestamo/insignias';
import { mensajeDe } from '../../lib/api-error';
import { useFiltroEnUrl } from '../../lib/filtro-en-url';
import { usePaginasPorCursor } from '../../lib/use-paginas-por-cursor';
import { cuotasQuery } from './api';

const RANGOS = [
  { value: 'TODOS', label: 'Todos' },
  { value: 'HOY', label: 'Hoy' },
  { value: 'SEMANA', label: 'Semana' },
  { value: 'VENCIDOS', label: 'Vencidos' },
];
const ESTADOS = [
  { value: 'PENDIENTES', label: 'Por cobrar' },
  { value: 'TODAS', label: 'Todas' },
  { value: 'PENDIENTE', label: 'PENDIENTE' },
  { value: 'PARCIAL', label: 'PARCIAL' },
  { value: 'VENCIDA', label: 'VENCIDA' },
  { value: 'PAGADA', label: 'PAGADA' },
];

/** El filtro `cliente={id}` (desde la ficha del cliente): su nombre, Cambiar (elegir otro) y quitarlo. */
function FiltroDeCliente({ id, alCambiar }: { id: number; alCambiar: (id: number | null) => void }) {
  const cliente = useQuery(clienteQuery(id));
  const [cambiando, setCambiando] = useState(false);
  if (cambiando) {
    return (
      <Group align="flex-end" gap="xs" mb="md">
        <div style={{ flex: 1 }}>
          <SelectorCliente
            valor={cliente.data ?? null}
            alCambiar={(c: Cliente | null) => {
              if (c) alCambiar(c.id_cliente);
              setCambiando(false);
            }}
          />
        </div>
        <Button variant="default" onClick={() => setCambiando(false)}>
          Volver
        </Button>
      </Group>
    );
  }
  return (
    <Alert variant="light" mb="md" p="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          Cuotas de{' '}
          <b>
            {cliente.data
              ? `${cliente.data.nombres} ${cliente.data.apellidos}`.toUpperCase()
              : `cliente ${id}`}
          </b>
        </Text>
        <Group gap={4}>
          <Button size="compact-sm" variant="light" onClick={() => setCambiando(true)}>
            Cambiar
          </Button>
          <Tooltip label="Ver todos los clientes">
            <ActionIcon
              variant="subtle"
              aria-label="Quitar el filtro de cliente"
              onClick={() => alCambiar(null)}
            >
              <IconX size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Alert>
  );
}

function TarjetaDeCuota({ c }: { c: CuotaListada }) {
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" wrap="nowrap">
        <Anchor component={Link} to={`/app/clientes/${c.id_cliente}`} fw={700} c="dark" tt="uppercase">
          {c.cliente}
        </Anchor>
        <InsigniaCuota estado={c.estado_cuota} />
      </Group>
      <Text size="sm">
        <Anchor component={Link} to={`/app/prestamos/${c.id_prestamo}`} size="sm">
          {c.codigo_prestamo}
        </Anchor>{' '}
        · cuota {c.no_cuota} · vence {formatearFecha(c.fecha_debe_pagar)}
      </Text>
      <Group justify="space-between" mt={4} wrap="nowrap">
        <Text size="sm">
          Debe <b>{formatearPesos(c.adeudado)}</b>
          {c.mora > 0 && ` (mora ${formatearPesos(c.mora)})`}
        </Text>
      </Group>
      <Group justify="flex-end" mt={6}>
        <AccionesDeCuota cuota={c} />
      </Group>
    </Card>
  );
}

/** Cuotas por cobrar (spec 001 §2): filtros de rango y estado, búsqueda, cliente fijo y las acciones de cada cuota. */
export function PaginaPagos() {
  const [params, setParams] = useSearchParams();
  const [texto, setTexto] = useState(params.get('q') ?? '');
  const [q] = useDebouncedValue(texto.trim(), 250);
  const [rango, setRango] = useFiltroEnUrl('rango', RANGOS, 'TODOS');
  const [estado, setEstado] = useState('PENDIENTES');
  const [pageSize, setPageSize] = useState(10);
  const idCliente = Number(params.get('cliente')) || null;
  const filtros = { pageSize, q, rango, estado, id_cliente: idCliente };
  const paginas = usePaginasPorCursor(filtros);
  const lista = useQuery(cuotasQuery({ ...filtros, page: paginas.pagina, cursor: paginas.cursor }));
  const telefono = useMediaQuery('(max-width: 48em)');

  const cambiarCliente = (id: number | null) => {
    setParams(
      (p) => {
        if (id) p.set('cliente', String(id));
        else p.delete('cliente');
        return p;
      },
      { replace: true },
    );
  };

  return (
    <>
      <EncabezadoDePagina titulo="Pagos" descripcion="Cuotas por cobrar: recibe, difiere o cancela pagos." />
      <Card withBorder padding="md">
        {idCliente && <FiltroDeCliente id={idCliente} alCambiar={cambiarCliente} />}
        <Stack gap="sm" mb="md">
          <Group gap="sm" align="flex-end">
            <CampoDeBusqueda
              placeholder="Cliente, cédula o código de préstamo"
              valor={texto}
              alCambiar={setTexto}
              anchoMinimo={200}
            />
            <Select
              label="Estado"
              data={ESTADOS}
              value={estado}
              onChange={(v) => setEstado(v ?? 'PENDIENTES')}
              allowDeselect={false}
              w={150}
            />
          </Group>
          <SegmentedControl
            aria-label="Vencimiento"
            data={RANGOS}
            value={rango}
            onChange={setRango}
            fullWidth={telefono}
          />
        </Stack>
        {lista.isError && (
          <Alert color="red" mb="md">
            {mensajeDe(lista.error, 'No se pudo cargar')}
          </Alert>
        )}
        {telefono ? (
          <Stack gap="sm">
            {lista.data?.items.map((c) => (
              <TarjetaDeCuota key={c.id_pago} c={c} />
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={880}>
            <Table striped highlightOnHover verticalSpacing="xs" style={{ whiteSpace: 'nowrap' }}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Cliente y préstamo</Table.Th>
                  <Table.Th>Cuota</Table.Th>
                  <Table.Th>Estado</Table.Th>
                  <Table.Th ta="right">Monto (RD$)</Table.Th>
                  <Table.Th ta="right">Abonado</Table.Th>
                  <Table.Th ta="right">Mora</Table.Th>
                  <Table.Th ta="right">Adeudado</Table.Th>
                  <Table.Th ta="right">Acciones</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lista.data?.items.map((c) => (
                  <Table.Tr key={c.id_pago}>
                    <Table.Td style={{ whiteSpace: 'normal' }}>
                      <Anchor
                        component={Link}
                        to={`/app/clientes/${c.id_cliente}`}
                        c="dark"
                        tt="uppercase"
                        fw={600}
                      >
                        {c.cliente}
                      </Anchor>
                      <br />
                      <Anchor component={Link} to={`/app/prestamos/${c.id_prestamo}`} size="sm">
                        {c.codigo_prestamo}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      No. {c.no_cuota}
                      <Text size="sm" c="dimmed">
                        vence {formatearFecha(c.fecha_debe_pagar)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <InsigniaCuota estado={c.estado_cuota} />
                    </Table.Td>
                    <Table.Td ta="right">{formatearImporte(c.monto_cuota)}</Table.Td>
                    <Table.Td ta="right">{formatearImporte(c.abonado)}</Table.Td>
                    <Table.Td ta="right" c={c.mora > 0 ? 'red.9' : undefined}>
                      {formatearImporte(c.mora)}
                    </Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {formatearImporte(c.adeudado)}
                    </Table.Td>
                    <Table.Td>
                      <AccionesDeCuota cuota={c} iconos />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {lista.data?.items.length === 0 && (
          <Text c="dimmed" ta="center" py="lg">
            {estado === 'PENDIENTES' && rango === 'TODOS' && !q
              ? 'No hay cuotas por cobrar.'
              : 'Ninguna cuota coincide con los filtros.'}
          </Text>
        )}
        {lista.data && (
          <PieDeLista
            lista={lista.data}
            nombres={['cuota', 'cuotas']}
            pagina={paginas.pagina}
            tamano={pageSize}
            alCambiarPagina={paginas.irA}
            alCambiarTamano={setPageSize}
            provisional={lista.isPlaceholderData}
          />
        )}
      </Card>
    </>
  );
}
