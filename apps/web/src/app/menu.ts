import {
  IconBuildingBank,
  IconCash,
  IconChartBar,
  IconHome,
  IconMap,
  IconMessage,
  IconReceipt2,
  IconRoute,
  IconSettings,
  IconShieldLock,
  IconUser,
  IconUsers,
  IconUsersGroup,
  IconWallet,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { esAdministrador, puede, type Sesion } from '../lib/sesion';

export interface ItemDeMenu {
  etiqueta: string;
  ruta: string;
  icono: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  visible: (s: Sesion) => boolean;
  /** Se resalta solo en su ruta exacta: otra entrada del menú vive debajo de ella (Empresa y Ajustes). */
  exacta?: boolean;
}

const con = (permiso: string) => (s: Sesion) => puede(s, permiso);
const siempre = () => true;

/**
 * Menú lateral por permiso (docs/producto.md#roles-y-permisos). Cada entrada se muestra con el mismo permiso que
 * exige su ruta, para que ninguna lleve a "No autorizado" (Reportes se muestra con reportes.ver, que es lo que pide
 * su ruta).
 */
export const MENU_PRINCIPAL: ItemDeMenu[] = [
  { etiqueta: 'Inicio', ruta: '/app/dashboard', icono: IconHome, visible: con('dashboard.ver') },
  {
    etiqueta: 'Tus rutas',
    ruta: '/app/operador',
    icono: IconMap,
    visible: (s) => s.roles.some((r) => r.toUpperCase() === 'OPERADOR'),
  },
  { etiqueta: 'Clientes', ruta: '/app/clientes', icono: IconUsersGroup, visible: con('clientes.ver') },
  { etiqueta: 'Préstamos', ruta: '/app/prestamos', icono: IconWallet, visible: con('prestamos.ver') },
  {
    etiqueta: 'Pagos',
    ruta: '/app/pagos',
    icono: IconReceipt2,
    visible: (s) => puede(s, 'pagos.ver') || puede(s, 'pagos.registrar'),
  },
  { etiqueta: 'Rutas', ruta: '/app/rutas', icono: IconRoute, visible: con('rutas.ver') },
  { etiqueta: 'Caja', ruta: '/app/caja', icono: IconCash, visible: con('caja.ver') },
  { etiqueta: 'Reportes', ruta: '/app/reportes', icono: IconChartBar, visible: con('reportes.ver') },
  { etiqueta: 'Mensajes', ruta: '/app/mensajes/enviar', icono: IconMessage, visible: siempre },
];

export const MENU_ADMINISTRACION: ItemDeMenu[] = [
  { etiqueta: 'Usuarios', ruta: '/app/usuarios', icono: IconUsers, visible: con('usuarios.ver') },
  { etiqueta: 'Roles y permisos', ruta: '/app/roles', icono: IconShieldLock, visible: con('usuarios.ver') },
  {
    etiqueta: 'Empresa',
    ruta: '/app/empresa',
    icono: IconBuildingBank,
    visible: esAdministrador,
    exacta: true,
  },
  { etiqueta: 'Ajustes', ruta: '/app/empresa/ajustes', icono: IconSettings, visible: esAdministrador },
  {
    etiqueta: 'Pagos de planes',
    ruta: '/app/admin/pagos-planes',
    icono: IconReceipt2,
    visible: con('SUPERADMIN'),
  },
];

export const MENU_CUENTA: ItemDeMenu[] = [
  { etiqueta: 'Mi perfil', ruta: '/app/perfil', icono: IconUser, visible: siempre },
];
