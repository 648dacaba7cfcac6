import type { EmpresaSesion, LoginRespuesta, UsuarioSesion } from '@prestamos/contract';
import { tienePermiso } from '@prestamos/domain';
import { useSyncExternalStore } from 'react';
import { registrarActividad } from './actividad';
import { CLAVES, escribir, leerJson, leerTexto } from './almacen';

export interface ConfigSesion {
  idle_segundos: number;
  aviso_segundos: number;
}

export interface Sesion {
  token: string | null;
  user: UsuarioSesion | null;
  roles: string[];
  permisos: string[];
  /** La empresa del menú: la propia o, en la vista de empresa de soporte, la que está viendo. */
  empresa: EmpresaSesion | null;
  /** Soporte está viendo otra empresa (lib/vista-de-empresa.ts). */
  viendoEmpresa: boolean;
  config: ConfigSesion;
}

/** Inactividad de 300 s con aviso 60 s antes, si el servidor aún no dijo las suyas (docs/producto.md#sesion). */
const CONFIG_POR_DEFECTO: ConfigSesion = { idle_segundos: 300, aviso_segundos: 60 };

const CLAVES_DE_SESION: string[] = [
  CLAVES.token,
  CLAVES.empresaId,
  CLAVES.tenant,
  CLAVES.user,
  CLAVES.roles,
  CLAVES.perms,
  CLAVES.permisos,
  CLAVES.prefs,
  CLAVES.empresa,
  CLAVES.configSesion,
  CLAVES.empresaOriginal,
];

function leerSesion(): Sesion {
  const lista = (clave: string) => {
    const valor = leerJson<unknown>(clave, []);
    return Array.isArray(valor) ? valor.map(String) : [];
  };
  return {
    token: leerTexto(CLAVES.token),
    user: leerJson<UsuarioSesion | null>(CLAVES.user, null),
    roles: lista(CLAVES.roles),
    permisos: lista(CLAVES.permisos),
    empresa: leerJson<EmpresaSesion | null>(CLAVES.empresa, null),
    viendoEmpresa: leerTexto(CLAVES.empresaOriginal) !== null,
    config: { ...CONFIG_POR_DEFECTO, ...leerJson<Partial<ConfigSesion>>(CLAVES.configSesion, {}) },
  };
}

let actual: Sesion | null = null;
const oyentes = new Set<() => void>();

/** Avisa a las pantallas que la sesión guardada cambió (la vista de empresa escribe varias claves y luego avisa). */
export function avisarCambioDeSesion(): void {
  cambio();
}

function cambio() {
  actual = null;
  for (const oyente of oyentes) oyente();
}

// Otra pestaña entró, salió o cambió de empresa: esta se entera por el evento `storage`.
window.addEventListener('storage', (evento) => {
  if (evento.key === null || CLAVES_DE_SESION.includes(evento.key)) cambio();
});

export function sesionActual(): Sesion {
  actual ??= leerSesion();
  return actual;
}

function suscribir(oyente: () => void) {
  oyentes.add(oyente);
  return () => oyentes.delete(oyente);
}

export function useSesion(): Sesion {
  return useSyncExternalStore(suscribir, sesionActual);
}

export function guardarSesion(r: LoginRespuesta): void {
  destinoTrasSalir = null;
  escribir(CLAVES.token, r.token);
  escribir(CLAVES.empresaId, String(r.empresa.id_empresa));
  escribir(CLAVES.tenant, r.empresa.rnc);
  escribir(CLAVES.user, r.user);
  escribir(CLAVES.roles, r.roles);
  escribir(CLAVES.perms, r.user.perms);
  escribir(CLAVES.permisos, r.permisos);
  escribir(CLAVES.prefs, r.empresa.preferencias);
  escribir(CLAVES.empresa, r.empresa);
  escribir(CLAVES.configSesion, r.sesion);
  // Un ingreso nuevo empieza en la empresa propia, aunque quedara guardada una vista de empresa de antes.
  escribir(CLAVES.empresaOriginal, null);
  registrarActividad();
  cambio();
}

/** Tras editar el perfil, el nombre del menú se actualiza sin volver a entrar. */
export function actualizarUsuarioGuardado(cambios: Partial<UsuarioSesion>): void {
  const user = sesionActual().user;
  if (!user) return;
  escribir(CLAVES.user, { ...user, ...cambios });
  cambio();
}

/**
 * Tras guardar la ficha, el logo o los ajustes, el menú lateral muestra el nombre, el logo y las preferencias nuevas
 * sin volver a entrar. En la vista de empresa cambia la empresa vista, que es la guardada.
 */
export function actualizarEmpresaGuardada(cambios: Partial<EmpresaSesion>): void {
  const empresa = sesionActual().empresa;
  if (!empresa) return;
  const nueva = { ...empresa, ...cambios };
  escribir(CLAVES.empresa, nueva);
  if (cambios.preferencias) escribir(CLAVES.prefs, nueva.preferencias);
  cambio();
}

/**
 * A dónde lleva la guardia de sesión cuando esta pestaña cerró la sesión a propósito (p. ej. `/login` tras "Cerrar
 * sesión"). Si la cerró otra pestaña no hay destino y la guardia usa `/login?next=` con la página actual.
 */
let destinoTrasSalir: string | null = null;

export function destinoAlSalir(): string | null {
  return destinoTrasSalir;
}

export function borrarSesion(destino: string | null = null): void {
  destinoTrasSalir = destino;
  for (const clave of CLAVES_DE_SESION) escribir(clave, null);
  cambio();
}

/** Empresa que viaja en X-Tenant: la guardada, si no el código, si no 1 (docs/producto.md#sesion). */
export function tenantDeLaPeticion(): string {
  return leerTexto(CLAVES.empresaId) || leerTexto(CLAVES.tenant) || '1';
}

export function puede(sesion: Sesion, requerido: string): boolean {
  return tienePermiso(sesion, requerido);
}

const ROLES_ADMINISTRADORES = ['ADMIN', 'EMPRESA_ADMIN', 'SUPERADMIN'];

export function esAdministrador(sesion: Sesion): boolean {
  return sesion.roles.some((r) => ROLES_ADMINISTRADORES.includes(r.toUpperCase()));
}
