import { Alert, Button, Group, Loader, Select, Stack } from '@mantine/core';
import type { PermisoItem, RolItem } from '@prestamos/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { mensajeDe } from '../../lib/api-error';
import { notificar } from '../../lib/notificar';
import { permisosDeRolQuery, useGuardarPermisosDeRol } from './api';
import { avisarGuardado } from './permisos-locales';
import { PermisosPorModulo } from './permisos-por-modulo';

function EditorDeRol(props: {
  codigo: string;
  inicial: string[];
  editable: boolean;
  catalogo: PermisoItem[];
  puedeEditar: boolean;
}) {
  const [seleccion, setSeleccion] = useState(props.inicial);
  const guardar = useGuardarPermisosDeRol();
  const enviar = () =>
    guardar.mutate(
      { codigo: props.codigo, permisos: seleccion },
      {
        onSuccess: avisarGuardado,
        onError: (error) => notificar.error(mensajeDe(error, 'No se pudo guardar.')),
      },
    );
  return (
    <Stack>
      {!props.editable && (
        <Alert variant="light">El rol {props.codigo} tiene todos los permisos y no se puede editar.</Alert>
      )}
      <PermisosPorModulo
        catalogo={props.catalogo}
        seleccionados={seleccion}
        editable={props.editable && props.puedeEditar}
        alCambiar={setSeleccion}
      />
      {props.editable && props.puedeEditar && (
        <Group justify="flex-end">
          <Button onClick={enviar} loading={guardar.isPending}>
            Guardar permisos del rol
          </Button>
        </Group>
      )}
    </Stack>
  );
}

export function PanelRol(props: {
  roles: RolItem[];
  catalogo: PermisoItem[];
  puedeEditar: boolean;
  alModoLocal: (local: boolean) => void;
}) {
  const [codigo, setCodigo] = useState(
    props.roles.find((r) => r.editable)?.codigo ?? props.roles[0]?.codigo ?? 'OPERADOR',
  );
  const permisos = useQuery(permisosDeRolQuery(codigo));
  const local = permisos.data?.local;
  const { alModoLocal } = props;
  useEffect(() => {
    if (local !== undefined) alModoLocal(local);
  }, [local, alModoLocal]);
  return (
    <Stack>
      <Select
        label="Rol"
        data={props.roles.map((r) => ({ value: r.codigo, label: r.nombre }))}
        value={codigo}
        onChange={(v) => v && setCodigo(v)}
        allowDeselect={false}
        maw={360}
      />
      {permisos.isPending && <Loader />}
      {permisos.isError && (
        <Alert color="red">{mensajeDe(permisos.error, 'Error cargando datos de roles/permisos.')}</Alert>
      )}
      {permisos.data && (
        <EditorDeRol
          key={codigo}
          codigo={codigo}
          inicial={permisos.data.permisos}
          editable={permisos.data.editable}
          catalogo={props.catalogo}
          puedeEditar={props.puedeEditar}
        />
      )}
    </Stack>
  );
}
