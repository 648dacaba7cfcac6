import { Alert, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { PermisoItem, Usuario } from '@prestamos/contract';
import { permisosEfectivos } from '@prestamos/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { usuarioQuery } from '../../entities/usuario/api';
import { SelectorDeUsuario } from '../../entities/usuario/selector-de-usuario';
import { mensajeDe } from '../../lib/api-error';
import { notificar } from '../../lib/notificar';
import { permisosDeRolQuery, permisosDeUsuarioQuery, useGuardarPermisosDeUsuario } from './api';
import { avisarGuardado } from './permisos-locales';
import { PermisosPorModulo } from './permisos-por-modulo';

function EditorDeUsuario(props: {
  usuario: Usuario;
  inicial: string[];
  delRol: string[];
  catalogo: PermisoItem[];
  puedeEditar: boolean;
}) {
  const [directos, setDirectos] = useState(props.inicial);
  const guardar = useGuardarPermisosDeUsuario();
  const efectivos = permisosEfectivos(props.usuario.rol, props.delRol, directos);
  const nombre = (codigo: string) => props.catalogo.find((p) => p.codigo === codigo)?.nombre ?? codigo;
  const enviar = () =>
    guardar.mutate(
      { id: props.usuario.id, directos },
      {
        onSuccess: avisarGuardado,
        onError: (error) => notificar.error(mensajeDe(error, 'No se pudo guardar.')),
      },
    );
  return (
    <Stack>
      <div>
        <Text fw={600} mb={6}>
          Permisos efectivos ({efectivos.length})
        </Text>
        <Group gap={6} data-testid="permisos-efectivos">
          {efectivos.length === 0 && <Text c="dimmed">Ninguno</Text>}
          {efectivos.map((p) => (
            <Badge key={p} variant="light" title={p}>
              {nombre(p)}
            </Badge>
          ))}
        </Group>
      </div>
      <Text size="sm" c="dimmed">
        Marca los permisos extra de este usuario; los de su rol ya vienen marcados.
      </Text>
      <PermisosPorModulo
        catalogo={props.catalogo}
        seleccionados={directos}
        heredados={props.delRol}
        editable={props.puedeEditar}
        alCambiar={setDirectos}
      />
      {props.puedeEditar && (
        <Group justify="flex-end">
          <Button onClick={enviar} loading={guardar.isPending}>
            Guardar permisos del usuario
          </Button>
        </Group>
      )}
    </Stack>
  );
}

export function PanelUsuario(props: {
  idInicial: number | null;
  catalogo: PermisoItem[];
  puedeEditar: boolean;
  alModoLocal: (local: boolean) => void;
}) {
  const [id, setId] = useState<number | null>(props.idInicial);
  const elegido = useQuery({ ...usuarioQuery(id ?? 0), enabled: id !== null });
  const usuario = elegido.data ?? null;
  const rol = usuario?.rol ?? 'OPERADOR';
  const permisos = useQuery({
    ...permisosDeUsuarioQuery(id ?? 0, rol),
    enabled: id !== null && usuario !== null,
  });
  const delRol = useQuery({ ...permisosDeRolQuery(rol), enabled: usuario !== null });
  const local = permisos.data?.local;
  const { alModoLocal } = props;
  useEffect(() => {
    if (local !== undefined) alModoLocal(local);
  }, [local, alModoLocal]);

  return (
    <Stack>
      <SelectorDeUsuario
        etiqueta="Usuario"
        valor={id}
        alCambiar={setId}
        mensajeDeError="Error cargando datos de roles/permisos."
        anchoMaximo={420}
      />
      {usuario && (
        <Text size="sm">
          Rol: <b>{usuario.rol}</b>
        </Text>
      )}
      {(permisos.isLoading || delRol.isLoading) && <Loader />}
      {permisos.isError && (
        <Alert color="red">{mensajeDe(permisos.error, 'Error cargando datos de roles/permisos.')}</Alert>
      )}
      {usuario && permisos.data && delRol.data && (
        <EditorDeUsuario
          key={usuario.id}
          usuario={usuario}
          inicial={permisos.data.directos}
          delRol={delRol.data.permisos}
          catalogo={props.catalogo}
          puedeEditar={props.puedeEditar}
        />
      )}
    </Stack>
  );
}
