import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Menu,
  Select,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import type { Cliente } from '@prestamos/contract';
import {
  IconDots,
  IconEdit,
  IconEye,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { CampoDeBusqueda } from '../../components/campo-de-busqueda';
import { EncabezadoDePagina } from '../../components/encabezado-de-pagina';
import { InsigniaEstado } from '../../components/insignia-estado';
import { PieDeLista } from '../../components/paginacion';
import { FotoCliente } from '../../entities/cliente/foto-cliente';
import { ModalCliente } from '../../entities/cliente/modal-cliente';
import { mensajeDe } from '../../lib/api-error';
import { useFiltroEnUrl } from '../../lib/filtro-en-url';
import { puede, useSesion } from '../../lib/sesion';
import { usePaginasPorCursor } from '../../lib/use-paginas-por-cursor';
import { useAccionesDeCliente } from './acciones-de-cliente';
import { clientesQuery, type FiltroClientes } from './api';
import { InsigniaPrestamoActivo } from './insignias';
import { ModalInfoCliente } from './modal-info-cliente';

const ESTADOS: { value: FiltroClientes['estado']; label: string }[] = [
  { value: '', label: 'Todos' },
  { value: 'ACTIVO', label: 'ACTIVO' },
  { value: 'INACTIVO', label: 'INACTIVO' },
];

const nombreDe = (c: Cliente) => `${c.nombres} ${c.apellidos}`;

export function PaginaClientes() {
  const sesion = useSesion();
  const [texto, setTexto] = useState('');
  const [buscado, setBuscado] = useState('');
  const [conRetraso] = useDebouncedValue(texto.trim(), 250);
  const [estado, setEstado] = useFiltroEnUrl('estado', ESTADOS, '');
  const [pageSize, setPageSize] = useState(10);
  // El botón Buscar no espera al retardo: busca ya lo escrito.
  const q = buscado === texto.trim() ? buscado : conRetraso;
  const paginas = usePaginasPorCursor({ pageSize, q, estado });
  const lista = useQuery(
    clientesQuery({ page: paginas.pagina, cursor: paginas.cursor, pageSize, q, estado }),
  );
  const [editando, setEditando] = useState<{ cliente: Cliente | null } | null>(null);
  const [viendo, setViendo] = useState<Cliente | null>(null);
  const { alternarEstado, confirmarEliminar } = useAccionesDeCliente();
  const telefono = useMediaQuery('(max-width: 48em)');
  const puedeEditar = puede(sesion, 'clientes.editar');
  const puedeEliminar = puede(sesion, 'clientes.eliminar');

  const acciones = (c: Cliente) => ({
    editar: puedeEditar ? () => setEditando({ cliente: c }) : null,
    estado: puedeEditar ? () => alternarEstado(c) : null,
    eliminar: puedeEliminar ? () => confirmarEliminar(c) : null,
  });

  return (
    <>
      <EncabezadoDePagina
        titulo="Clientes"
        descripcion="Tu cartera: datos, garantes, referencias y préstamos de cada cliente."
        acciones={
          puede(sesion, 'clientes.crear') && (
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => setEditando({ cliente: null })}
            >
              Nuevo cliente
            </Button>
          )
        }
      />
      <Card withBorder padding="md">
        <Group
          mb="md"
          gap="sm"
          align="flex-end"
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            setBuscado(texto.trim());
          }}
        >
          <CampoDeBusqueda placeholder="Nombre, cédula" valor={texto} alCambiar={setTexto} />
          <Select
            label="Estado"
            data={ESTADOS}
            value={estado}
            onChange={(v) => setEstado((v ?? '') as FiltroClientes['estado'])}
            allowDeselect={false}
            w={140}
          />
          <Button type="submit" variant="light">
            Buscar
          </Button>
        </Group>
        {lista.isError && (
          <Alert color="red" mb="md">
            {mensajeDe(lista.error, 'Error cargando clientes')}
          </Alert>
        )}
        {telefono ? (
          <Stack gap="sm">
            {lista.data?.items.map((c) => (
              <TarjetaCliente
                key={c.id_cliente}
                cliente={c}
                alVer={() => setViendo(c)}
                acciones={acciones(c)}
              />
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>ID</Table.Th>
                  <Table.Th>Nombre</Table.Th>
                  <Table.Th>Cédula</Table.Th>
                  <Table.Th>Teléfono</Table.Th>
                  <Table.Th>Estado</Table.Th>
                  <Table.Th ta="right">Acciones</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lista.data?.items.map((c) => (
                  <FilaCliente
                    key={c.id_cliente}
                    cliente={c}
                    alVer={() => setViendo(c)}
                    acciones={acciones(c)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {lista.data?.items.length === 0 && (
          <Text c="dimmed" ta="center" py="lg">
            {q || estado
              ? 'Ningún cliente coincide con la búsqueda.'
              : 'Aún no hay clientes. Registra el primero.'}
          </Text>
        )}
        {lista.data && (
          <PieDeLista
            lista={lista.data}
            nombres={['cliente', 'clientes']}
            pagina={paginas.pagina}
            tamano={pageSize}
            alCambiarPagina={paginas.irA}
            alCambiarTamano={setPageSize}
            provisional={lista.isPlaceholderData}
          />
        )}
      </Card>
      {editando && (
        <ModalCliente
          key={editando.cliente?.id_cliente ?? 'nuevo'}
          abierto
          cliente={editando.cliente}
          alCerrar={() => setEditando(null)}
          alGuardar={() => setEditando(null)}
        />
      )}
      <ModalInfoCliente cliente={viendo} alCerrar={() => setViendo(null)} />
    </>
  );
}

interface Acciones {
  editar: (() => void) | null;
  estado: (() => void) | null;
  eliminar: (() => void) | null;
}

function NombreConFoto({ cliente, alVer }: { cliente: Cliente; alVer: () => void }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <FotoCliente url={cliente.foto_url} nombre={nombreDe(cliente)} size={36} />
      <Stack gap={4} align="flex-start">
        <Anchor component="button" type="button" onClick={alVer} fw={600} tt="uppercase" ta="left" c="dark">
          {nombreDe(cliente)}
        </Anchor>
        <InsigniaPrestamoActivo cliente={cliente} />
      </Stack>
    </Group>
  );
}

function FilaCliente({
  cliente: c,
  alVer,
  acciones,
}: {
  cliente: Cliente;
  alVer: () => void;
  acciones: Acciones;
}) {
  const nombre = nombreDe(c);
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{c.codigo}</Table.Td>
      <Table.Td>
        <NombreConFoto cliente={c} alVer={alVer} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{c.cedula ?? '—'}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{c.telefono ?? '—'}</Table.Td>
      <Table.Td>
        <InsigniaEstado estado={c.estado} />
      </Table.Td>
      <Table.Td>
        <Group gap={2} justify="flex-end" wrap="nowrap">
          {acciones.editar && (
            <Tooltip label="Editar">
              <ActionIcon variant="subtle" aria-label={`Editar ${nombre}`} onClick={acciones.editar}>
                <IconEdit size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          {acciones.estado && (
            <Tooltip label={c.estado === 'ACTIVO' ? 'Desactivar' : 'Activar'}>
              <ActionIcon
                variant="subtle"
                color={c.estado === 'ACTIVO' ? 'orange.9' : 'teal.9'}
                aria-label={`${c.estado === 'ACTIVO' ? 'Desactivar' : 'Activar'} ${nombre}`}
                onClick={acciones.estado}
              >
                {c.estado === 'ACTIVO' ? (
                  <IconPlayerPause size={18} aria-hidden />
                ) : (
                  <IconPlayerPlay size={18} aria-hidden />
                )}
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label="Ver">
            <ActionIcon
              variant="subtle"
              component={Link}
              to={`/app/clientes/${c.id_cliente}`}
              aria-label={`Ver ${nombre}`}
            >
              <IconEye size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {acciones.eliminar && (
            <Tooltip label="Eliminar">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Eliminar ${nombre}`}
                onClick={acciones.eliminar}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** En el teléfono, cada cliente es una tarjeta con sus acciones en un menú. */
function TarjetaCliente({
  cliente: c,
  alVer,
  acciones,
}: {
  cliente: Cliente;
  alVer: () => void;
  acciones: Acciones;
}) {
  const nombre = nombreDe(c);
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <NombreConFoto cliente={c} alVer={alVer} />
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`Acciones de ${nombre}`}>
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              component={Link}
              to={`/app/clientes/${c.id_cliente}`}
              leftSection={<IconEye size={16} />}
            >
              Ver
            </Menu.Item>
            {acciones.editar && (
              <Menu.Item onClick={acciones.editar} leftSection={<IconEdit size={16} />}>
                Editar
              </Menu.Item>
            )}
            {acciones.estado && (
              <Menu.Item onClick={acciones.estado} leftSection={<IconPlayerPause size={16} />}>
                {c.estado === 'ACTIVO' ? 'Desactivar' : 'Activar'}
              </Menu.Item>
            )}
            {acciones.eliminar && (
              <Menu.Item color="red" onClick={acciones.eliminar} leftSection={<IconTrash size={16} />}>
                Eliminar
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Group gap="xs" mt={6} c="dimmed" fz="sm">
        <span>{c.codigo}</span>
        <span>·</span>
        <span>{c.cedula ?? 'Sin cédula'}</span>
        <span>·</span>
        <span>{c.telefono ?? 'Sin teléfono'}</span>
        <InsigniaEstado estado={c.estado} />
      </Group>
    </Card>
  );
}
