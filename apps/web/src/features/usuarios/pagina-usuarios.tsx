import { ActionIcon, Alert, Button, Card, Group, Select, Table, Text, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import type { Usuario } from '@prestamos/contract';
import { ROLES } from '@prestamos/domain';
import { IconEdit, IconKey, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CampoDeBusqueda } from '../../components/campo-de-busqueda';
import { EncabezadoDePagina } from '../../components/encabezado-de-pagina';
import { InsigniaEstado } from '../../components/insignia-estado';
import { ModalPasswordGenerada } from '../../components/modal-password-generada';
import { Paginacion } from '../../components/paginacion';
import { ApiError } from '../../lib/api-error';
import { notificar } from '../../lib/notificar';
import { puede, useSesion } from '../../lib/sesion';
import { useEliminarUsuario, useUsuarios } from './api';
import { ModalUsuario } from './modal-usuario';

const TAMANOS = ['10', '20', '50', '100'];

/** Mensajes de la spec (001 §8) para la lista de usuarios. */
function errorDeLista(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  if (error instanceof ApiError && error.status === 401) return 'Token inválido o expirado';
  if (error instanceof ApiError && error.status === 404) return 'Not found';
  return 'Error listando usuarios';
}

const nombreDeRol = (codigo: string) => ROLES.find((r) => r.codigo === codigo)?.nombre ?? codigo;

export function PaginaUsuarios() {
  const sesion = useSesion();
  const [busqueda, setBusqueda] = useState('');
  const [search] = useDebouncedValue(busqueda.trim(), 300);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(100);
  const lista = useUsuarios({ page, pageSize, search });
  const eliminar = useEliminarUsuario();
  const [editando, setEditando] = useState<{ usuario: Usuario | null } | null>(null);
  const [generada, setGenerada] = useState<{ usuario: string; password: string } | null>(null);
  const conEmpresa = sesion.roles.includes('SUPERADMIN');
  const miId = sesion.user?.id_usuario;

  const confirmarEliminar = (u: Usuario) =>
    modals.openConfirmModal({
      title: 'Eliminar usuario',
      children: (
        <Text size="sm">
          ¿Eliminar a <b>{u.usuario}</b>? No podrá volver a iniciar sesión; su nombre se conserva en el
          historial.
        </Text>
      ),
      labels: { confirm: 'Eliminar', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        eliminar.mutate(u.id, {
          onSuccess: (r) => notificar.exito(r.message),
          onError: (error) =>
            notificar.error(
              error instanceof ApiError && error.message ? error.message : 'No se pudo eliminar',
            ),
        }),
    });

  return (
    <>
      <EncabezadoDePagina
        titulo="Usuarios"
        descripcion="Quién entra al sistema y con qué rol."
        acciones={
          puede(sesion, 'usuarios.crear') && (
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => setEditando({ usuario: null })}
            >
              Nuevo usuario
            </Button>
          )
        }
      />
      <Card withBorder padding="md">
        <Group mb="md" gap="sm" align="flex-end">
          <CampoDeBusqueda
            placeholder="Usuario, nombre o correo"
            valor={busqueda}
            alCambiar={(texto) => {
              setBusqueda(texto);
              setPage(1);
            }}
            anchoMinimo={200}
          />
          <Select
            label="Por página"
            data={TAMANOS}
            value={String(pageSize)}
            onChange={(v) => {
              setPageSize(Number(v ?? 100));
              setPage(1);
            }}
            allowDeselect={false}
            w={110}
          />
        </Group>
        {lista.isError && (
          <Alert color="red" mb="md">
            {errorDeLista(lista.error)}
          </Alert>
        )}
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Usuario</Table.Th>
                <Table.Th>Nombre</Table.Th>
                <Table.Th>Rol</Table.Th>
                <Table.Th>Estado</Table.Th>
                {conEmpresa && <Table.Th>Empresa</Table.Th>}
                <Table.Th ta="right">Acciones</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lista.data?.items.map((u) => (
                <Table.Tr key={u.id}>
                  <Table.Td fw={600}>{u.usuario}</Table.Td>
                  <Table.Td>{[u.nombres, u.apellidos].filter(Boolean).join(' ') || '—'}</Table.Td>
                  <Table.Td>{nombreDeRol(u.rol)}</Table.Td>
                  <Table.Td>
                    <InsigniaEstado estado={u.estado} />
                  </Table.Td>
                  {conEmpresa && <Table.Td>{u.empresa}</Table.Td>}
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      {puede(sesion, 'usuarios.editar') && (
                        <Tooltip label="Editar">
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Editar ${u.usuario}`}
                            onClick={() => setEditando({ usuario: u })}
                          >
                            <IconEdit size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      )}
                      <Button
                        component={Link}
                        to={`/app/roles?user=${u.id}`}
                        variant="subtle"
                        size="compact-sm"
                        leftSection={<IconKey size={16} aria-hidden />}
                      >
                        Permisos
                      </Button>
                      {puede(sesion, 'usuarios.eliminar') && u.id !== miId && u.estado === 'ACTIVO' && (
                        <Tooltip label="Eliminar">
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Eliminar ${u.usuario}`}
                            onClick={() => confirmarEliminar(u)}
                          >
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
              {lista.data?.items.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={conEmpresa ? 6 : 5}>
                    <Text c="dimmed" ta="center" py="md">
                      No hay usuarios que coincidan.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {lista.data && (
          <Group justify="space-between" mt="md">
            <Text size="sm" c="dimmed">
              {lista.data.total} {lista.data.total === 1 ? 'usuario' : 'usuarios'}
            </Text>
            <Paginacion total={lista.data.totalPages} pagina={page} alCambiar={setPage} />
          </Group>
        )}
      </Card>
      {editando && (
        <ModalUsuario
          key={editando.usuario?.id ?? 'nuevo'}
          usuario={editando.usuario}
          abierto
          alCerrar={() => setEditando(null)}
          alGuardar={(r) => {
            setEditando(null);
            notificar.exito(r.message);
            if (r.password_generada) setGenerada({ usuario: r.item.usuario, password: r.password_generada });
          }}
        />
      )}
      <ModalPasswordGenerada
        usuario={generada?.usuario ?? ''}
        password={generada?.password ?? null}
        alCerrar={() => setGenerada(null)}
      />
    </>
  );
}
