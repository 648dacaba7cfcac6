import { Center, Loader } from '@mantine/core';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { registrarNavegacion } from '../lib/navegacion';
import { LayoutPublico } from './diseno/layout-publico';
import { InicioPrivado } from './guardias/inicio-privado';
import { RequierePermiso } from './guardias/requiere-permiso';
import { RequiereSesion } from './guardias/requiere-sesion';

/** Carga diferida por ruta: cada pantalla baja su código solo cuando se abre. */
function perezosa<M>(importar: () => Promise<M>, nombre: keyof M) {
  return async () => ({ Component: (await importar())[nombre] as ComponentType });
}

/** Una sección protegida por un permiso (o rol), con sus rutas hijas. */
function protegida(permiso: string, hijas: RouteObject[]): RouteObject {
  return { element: <RequierePermiso permiso={permiso} />, children: hijas };
}

const publico = () => import('../features/publico/paginas');

/** Mientras baja el código de la primera pantalla. */
const cargando = (
  <Center h="60vh">
    <Loader aria-label="Cargando" />
  </Center>
);

/** Las pantallas de /app, dentro del diseño de la aplicación. */
const pantallasPrivadas: RouteObject[] = [
  { index: true, element: <InicioPrivado /> },
  protegida('dashboard.ver', [
    {
      path: 'dashboard',
      lazy: perezosa(() => import('../features/dashboard/pagina-tablero'), 'PaginaTablero'),
    },
  ]),
  protegida('clientes.ver', [
    {
      path: 'clientes',
      lazy: perezosa(() => import('../features/clientes/pagina-clientes'), 'PaginaClientes'),
    },
    {
      path: 'clientes/:id',
      lazy: perezosa(() => import('../features/clientes/pagina-cliente'), 'PaginaCliente'),
    },
  ]),
  protegida('prestamos.crear', [
    {
      path: 'prestamos/nuevo',
      lazy: perezosa(() => import('../features/prestamos/pagina-nuevo-prestamo'), 'PaginaNuevoPrestamo'),
    },
  ]),
  protegida('prestamos.ver', [
    {
      path: 'prestamos',
      lazy: perezosa(() => import('../features/prestamos/pagina-prestamos'), 'PaginaPrestamos'),
    },
    {
      path: 'prestamos/:id',
      lazy: perezosa(() => import('../features/prestamos/pagina-prestamo'), 'PaginaPrestamo'),
    },
  ]),
  protegida('pagos.ver', [
    { path: 'pagos', lazy: perezosa(() => import('../features/pagos/pagina-pagos'), 'PaginaPagos') },
  ]),
  protegida('caja.ver', [
    { path: 'caja', lazy: perezosa(() => import('../features/caja/pagina-caja'), 'PaginaCaja') },
  ]),
  protegida('rutas.ver', [
    { path: 'rutas', lazy: perezosa(() => import('../features/rutas/pagina-rutas'), 'PaginaRutas') },
    { path: 'rutas/:id', lazy: perezosa(() => import('../features/rutas/pagina-ruta'), 'PaginaRuta') },
  ]),
  protegida('reportes.ver', [
    {
      path: 'reportes',
      lazy: perezosa(() => import('../features/reportes/pagina-reportes'), 'PaginaReportes'),
    },
  ]),
  protegida('usuarios.ver', [
    {
      path: 'usuarios',
      lazy: perezosa(() => import('../features/usuarios/pagina-usuarios'), 'PaginaUsuarios'),
    },
    { path: 'roles', lazy: perezosa(() => import('../features/roles/pagina-roles'), 'PaginaRoles') },
  ]),
  protegida('empresa.plan.ver', [
    {
      path: 'empresa',
      lazy: perezosa(() => import('../features/empresa/pagina-empresa'), 'PaginaEmpresa'),
    },
    {
      path: 'empresa/ajustes',
      lazy: perezosa(() => import('../features/empresa/pagina-ajustes'), 'PaginaAjustes'),
    },
  ]),
  protegida('SUPERADMIN', [
    {
      path: 'admin/pagos-planes',
      lazy: perezosa(() => import('../features/pagos-planes/pagina-pagos-planes'), 'PaginaPagosPlanes'),
    },
  ]),
  { path: 'perfil', lazy: perezosa(() => import('../features/perfil/pagina-perfil'), 'PaginaPerfil') },
  {
    path: 'mensajes/enviar',
    lazy: perezosa(() => import('../features/mensajes/pagina-mensajes'), 'PaginaMensajes'),
  },
  {
    path: 'operador',
    lazy: perezosa(() => import('../features/operador/pagina-operador'), 'PaginaOperador'),
  },
  {
    path: 'operador/cola',
    lazy: perezosa(() => import('../features/operador/pagina-cola'), 'PaginaCola'),
  },
  { path: '*', element: <Navigate to="/app/dashboard" replace /> },
];

export const router = createBrowserRouter([
  {
    element: <LayoutPublico />,
    hydrateFallbackElement: cargando,
    children: [
      { path: '/', element: <Navigate to="/home" replace /> },
      { path: '/home', lazy: perezosa(publico, 'PaginaInicio') },
      { path: '/sobre', lazy: perezosa(publico, 'PaginaSobre') },
      { path: '/planes', lazy: perezosa(publico, 'PaginaPlanes') },
      {
        path: '/contacto',
        lazy: perezosa(() => import('../features/publico/pagina-contacto'), 'PaginaContacto'),
      },
      { path: '/privacidad', lazy: perezosa(publico, 'PaginaPrivacidad') },
      { path: '/login', lazy: perezosa(() => import('../features/auth/pagina-login'), 'PaginaLogin') },
      { path: '/acceder', element: <Navigate to="/login" replace /> },
      { path: '/perfil', element: <Navigate to="/app/perfil" replace /> },
      { path: '*', lazy: perezosa(publico, 'PaginaNoEncontrada') },
    ],
  },
  {
    path: '/app',
    hydrateFallbackElement: cargando,
    element: (
      <RequiereSesion>
        <Outlet />
      </RequiereSesion>
    ),
    children: [
      {
        // El diseño de la aplicación (menú, campana, cola de cobros, modales de pago) baja aparte: la pantalla de
        // ingreso no lo carga (apps/web/build/peso-del-ingreso.ts).
        lazy: perezosa(() => import('./diseno/layout-privado'), 'LayoutPrivado'),
        children: pantallasPrivadas,
      },
    ],
  },
]);

registrarNavegacion((ruta) => void router.navigate(ruta));
