import { Alert, Button, Card, Group, Select, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import type { Usuario } from '@prestamos/contract';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { CampoDeBusqueda } from '../../components/campo-de-busqueda';
import { EncabezadoDePagina } from '../../components/encabezado-de-pagina';
import { ModalPasswordGenerada } from '../../components/modal-password-generada';
import { Paginacion } from '../../components/paginacion';
import { ApiError } from '../../lib/api-error';
import { notificar } from '../../lib/notificar';
import { puede, useSesion } from '../../lib/sesion';
import { useEliminarUsuario, useUsuarios } from './api';
import { type AccionesDeUsuario, TablaDeUsuarios, TarjetasDeUsuarios } from './lista-de-usuarios';
import { ModalUsuario } from './modal-usuario';

const TAMANOS = ['10', '20', '50', '100'];

/** Mensajes de error de la lista de usuarios. */
function errorDeLista(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  if (error instanceof ApiError && error.status === 401) return 'Token inválido o expirado';
  if (error instanceof ApiError && error.status === 404) return 'Not found';
  return 'Error listando usuarios';
}

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
  const telefono = useMediaQuery('(max-width: 48em)');
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

  const acciones: AccionesDeUsuario = (u) => ({
    editar: puede(sesion, 'usuarios.editar') ? () => setEditando({ usuario: u }) : undefined,
    eliminar:
      puede(sesion, 'usuarios.eliminar') && u.id !== miId && u.estado === 'ACTIVO'
        ? () => confirmarEliminar(u)
        : undefined,
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
        {lista.data?.items.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            No hay usuarios que coincidan.
          </Text>
        ) : telefono ? (
          <TarjetasDeUsuarios
            usuarios={lista.data?.items ?? []}
            acciones={acciones}
            conEmpresa={conEmpresa}
          />
        ) : (
          <TablaDeUsuarios usuarios={lista.data?.items ?? []} acciones={acciones} conEmpresa={conEmpresa} />
        )}
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
