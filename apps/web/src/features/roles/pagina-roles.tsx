import { Alert, Card, Tabs } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EncabezadoDePagina } from '../../components/encabezado-de-pagina';
import { PERMISOS_DE_RESPALDO, permisosQuery, ROLES_DE_RESPALDO, rolesQuery } from '../../lib/catalogos';
import { puede, useSesion } from '../../lib/sesion';
import { PanelRol } from './panel-rol';
import { PanelUsuario } from './panel-usuario';
import { esFallaDelServidor } from './permisos-locales';

export function PaginaRoles() {
  const sesion = useSesion();
  const [params] = useSearchParams();
  const idInicial = Number(params.get('user')) || null;
  const roles = useQuery(rolesQuery);
  const catalogo = useQuery(permisosQuery);
  const [localPorPanel, setLocalPorPanel] = useState({ rol: false, usuario: false });
  const marcarRol = useCallback((local: boolean) => setLocalPorPanel((p) => ({ ...p, rol: local })), []);
  const marcarUsuario = useCallback(
    (local: boolean) => setLocalPorPanel((p) => ({ ...p, usuario: local })),
    [],
  );
  const sinServidor =
    localPorPanel.rol ||
    localPorPanel.usuario ||
    esFallaDelServidor(roles.error) ||
    esFallaDelServidor(catalogo.error);
  const errorDeCarga =
    (roles.isError && !esFallaDelServidor(roles.error)) ||
    (catalogo.isError && !esFallaDelServidor(catalogo.error));
  const puedeEditar = puede(sesion, 'usuarios.editar');
  const listaDeRoles = roles.data ?? ROLES_DE_RESPALDO;
  const permisos = catalogo.data ?? PERMISOS_DE_RESPALDO;

  return (
    <>
      <EncabezadoDePagina titulo="Roles y permisos" descripcion="Qué puede hacer cada rol y cada usuario." />
      {sinServidor && (
        <Alert
          color="yellow"
          icon={<IconAlertTriangle aria-hidden />}
          mb="md"
          title="Sin conexión con el servidor"
        >
          Los cambios se guardan solo en este navegador y no cambian lo que cada usuario puede hacer.
        </Alert>
      )}
      {errorDeCarga && (
        <Alert color="red" mb="md">
          Error cargando datos de roles/permisos.
        </Alert>
      )}
      <Card withBorder padding="md">
        <Tabs defaultValue={idInicial ? 'usuario' : 'rol'} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="rol">Por rol</Tabs.Tab>
            <Tabs.Tab value="usuario">Por usuario</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="rol">
            <PanelRol
              roles={listaDeRoles}
              catalogo={permisos}
              puedeEditar={puedeEditar}
              alModoLocal={marcarRol}
            />
          </Tabs.Panel>
          <Tabs.Panel value="usuario">
            <PanelUsuario
              idInicial={idInicial}
              catalogo={permisos}
              puedeEditar={puedeEditar}
              alModoLocal={marcarUsuario}
            />
          </Tabs.Panel>
        </Tabs>
      </Card>
    </>
  );
}
