import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import type { Prestamo } from '@prestamos/contract';
import { formatearFecha, formatearPesos } from '@prestamos/domain';
import { IconCircleCheck, IconEye, IconPlus, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CampoDeBusqueda } from '../../components/campo-de-busqueda';
import { EncabezadoDePagina } from '../../components/encabezado-de-pagina';
import { PieDeLista } from '../../components/paginacion';
import { InsigniaPrestamo } from '../../entities/prestamo/insignias';
import { mensajeDe } from '../../lib/api-error';
import { useFiltroEnUrl } from '../../lib/filtro-en-url';
import { puede, useSesion } from '../../lib/sesion';
import { usePaginasPorCursor } from '../../lib/use-paginas-por-cursor';
import { AYUDA_CANCELAR, useConfirmarCancelacion } from './acciones';
import { prestamosQuery } from './api';
import { BotonesDeDocumentos } from './documentos';

const ESTADOS = [
  { value: '', label: 'Todos' },
  { value: 'VIGENTE', label: 'VIGENTE' },
  { value: 'EN MORA', label: 'EN MORA' },
  { value: 'SALDADO', label: 'SALDADO' },
  { value: 'CANCELADO', label: 'CANCELADO' },
];
const DURACION_DEL_AVISO_MS = 7000;

/** El aviso verde del préstamo recién creado: 7 s con la fila resaltada, luego se quita de la dirección (spec 001 §2). */
function useRecienCreado() {
  const [params, setParams] = useSearchParams();
  const creado = params.get('created');
  const id = Number(params.get('id')) || null;
  useEffect(() => {
    if (!creado) return;
    const reloj = window.setTimeout(() => {
      setParams(
        (p) => {
          p.delete('created');
          p.delete('id');
          return p;
        },
        { replace: true },
      );
    }, DURACION_DEL_AVISO_MS);
    return () => window.clearTimeout(reloj);
  }, [creado, setParams]);
  return creado ? { codigo: creado, id } : null;
}

export function PaginaPrestamos() {
  const sesion = useSesion();
  const [texto, setTexto] = useState('');
  const [q] = useDebouncedValue(texto.trim(), 250);
  const [estado, setEstado] = useFiltroEnUrl('estado', ESTADOS, '');
  const [pageSize, setPageSize] = useState(10);
  const paginas = usePaginasPorCursor({ pageSize, q, estado });
  const lista = useQuery(
    prestamosQuery({ page: paginas.pagina, cursor: paginas.cursor, pageSize, q, estado }),
  );
  const recien = useRecienCreado();
  const confirmarCancelacion = useConfirmarCancelacion();
  const telefono = useMediaQuery('(max-width: 48em)');
  const puedeCancelar = puede(sesion, 'prestamos.eliminar');

  const botonCancelar = (p: Prestamo) =>
    puedeCancelar && (
      <Tooltip label={AYUDA_CANCELAR}>
        <span>
          <ActionIcon
            variant="subtle"
            color="red"
            disabled={!p.puede_cancelar}
            aria-label={`Cancelar ${p.codigo_prestamo}`}
            onClick={() => confirmarCancelacion(p)}
          >
            <IconX size={18} aria-hidden />
          </ActionIcon>
        </span>
      </Tooltip>
    );

  return (
    <>
      <EncabezadoDePagina
        titulo="Préstamos"
        descripcion="Cartera de préstamos: vigentes, en mora, saldados y cancelados."
        acciones={
          puede(sesion, 'prestamos.crear') && (
            <Button
              component={Link}
              to="/app/prestamos/nuevo"
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              Nuevo préstamo
            </Button>
          )
        }
      />
      {recien && (
        <Alert
          color="green"
          // El título en verde no llega al contraste AA sobre el fondo verde claro (ni en su tono 9): va en el color del
          // texto, y el verde queda para el fondo y el ícono.
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
          icon={<IconCircleCheck aria-hidden />}
          mb="md"
          role="status"
          title={`Préstamo ${recien.codigo} creado`}
        >
          {recien.id && <BotonesDeDocumentos idPrestamo={recien.id} codigo={recien.codigo} soloAlta />}
        </Alert>
      )}
      <Card withBorder padding="md">
        <Group mb="md" gap="sm" align="flex-end">
          <CampoDeBusqueda placeholder="Cliente o código" valor={texto} alCambiar={setTexto} />
          <Select
            label="Estado"
            data={ESTADOS}
            value={estado}
            onChange={(v) => setEstado(v ?? '')}
            allowDeselect={false}
            w={150}
          />
        </Group>
        {lista.isError && (
          <Alert color="red" mb="md">
            {mensajeDe(lista.error, 'No se pudo cargar la lista')}
          </Alert>
        )}
        {telefono ? (
          <Stack gap="sm">
            {lista.data?.items.map((p) => (
              <Card
                key={p.id_prestamo}
                withBorder
                padding="sm"
                bg={recien?.codigo === p.codigo_prestamo ? 'green.0' : undefined}
                data-resaltado={recien?.codigo === p.codigo_prestamo || undefined}
              >
                <Group justify="space-between" wrap="nowrap">
                  <Anchor component={Link} to={`/app/prestamos/${p.id_prestamo}`} fw={700} c="dark">
                    {p.codigo_prestamo}
                  </Anchor>
                  <InsigniaPrestamo estado={p.estado_ui} />
                </Group>
                <Text tt="uppercase" size="sm">
                  {p.cliente}
                </Text>
                <Group justify="space-between" mt={4}>
                  <Text size="sm">
                    {formatearPesos(p.monto)} · debe <b>{formatearPesos(p.monto_adeudado)}</b>
                  </Text>
                  {botonCancelar(p)}
                </Group>
              </Card>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={860}>
            <Table striped highlightOnHover verticalSpacing="xs" style={{ whiteSpace: 'nowrap' }}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Código</Table.Th>
                  <Table.Th>Cliente</Table.Th>
                  <Table.Th ta="right">Monto</Table.Th>
                  <Table.Th ta="right">Cuota</Table.Th>
                  <Table.Th ta="right">Adeudado</Table.Th>
                  <Table.Th>Próximo venc.</Table.Th>
                  <Table.Th>Estado</Table.Th>
                  <Table.Th ta="right">Acciones</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lista.data?.items.map((p) => (
                  <Table.Tr
                    key={p.id_prestamo}
                    bg={recien?.codigo === p.codigo_prestamo ? 'green.0' : undefined}
                    data-resaltado={recien?.codigo === p.codigo_prestamo || undefined}
                  >
                    <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {p.codigo_prestamo}
                    </Table.Td>
                    <Table.Td tt="uppercase" style={{ whiteSpace: 'normal' }}>
                      <Anchor component={Link} to={`/app/clientes/${p.id_cliente}`} c="dark">
                        {p.cliente}
                      </Anchor>
                    </Table.Td>
                    <Table.Td ta="right">{formatearPesos(p.monto)}</Table.Td>
                    <Table.Td ta="right">
                      {p.estado === 'SALDADO' || p.estado === 'CANCELADO'
                        ? '—'
                        : formatearPesos(p.cuota_actual)}
                    </Table.Td>
                    <Table.Td ta="right" fw={600} c={p.en_mora ? 'red.9' : undefined}>
                      {formatearPesos(p.monto_adeudado)}
                    </Table.Td>
                    <Table.Td>{p.proximo_vencimiento ? formatearFecha(p.proximo_vencimiento) : '—'}</Table.Td>
                    <Table.Td>
                      <InsigniaPrestamo estado={p.estado_ui} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={2} justify="flex-end" wrap="nowrap">
                        <Tooltip label="Ver">
                          <ActionIcon
                            variant="subtle"
                            component={Link}
                            to={`/app/prestamos/${p.id_prestamo}`}
                            aria-label={`Ver ${p.codigo_prestamo}`}
                          >
                            <IconEye size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                        {botonCancelar(p)}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {lista.data?.items.length === 0 && (
          <Text c="dimmed" ta="center" py="lg">
            {q || estado ? 'Ningún préstamo coincide con la búsqueda.' : 'Aún no hay préstamos.'}
          </Text>
        )}
        {lista.data && (
          <PieDeLista
            lista={lista.data}
            nombres={['préstamo', 'préstamos']}
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
