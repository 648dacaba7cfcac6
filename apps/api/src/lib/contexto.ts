import type { Config } from '../config';
import type { Avisos, Db } from '../db/conexion';

/** Lo que cada módulo recibe al registrarse: la base, la configuración y el reloj (inyectable en pruebas). */
export interface Dependencias {
  db: Db;
  tipoDb: 'pglite' | 'postgres';
  config: Config;
  ahora: () => Date;
  /** Los avisos entre instancias (solo PostgreSQL): sin ellos, cada petición lee su sesión de la base. */
  avisos?: Avisos | undefined;
}

/** Quién hace la petición y sobre qué empresa; lo fija el control de acceso antes de cada ruta privada. */
export interface Contexto {
  idSesion: number;
  idUsuario: number;
  usuario: string;
  /** Nombres y apellidos (o el usuario): quién hizo algo, en un evento en vivo. */
  nombre: string;
  rol: string;
  roles: string[];
  permisos: string[];
  /** Empresa del usuario. */
  idEmpresaSesion: number;
  /** Empresa sobre la que actúa: la suya, o la que un SUPERADMIN está viendo (cabecera X-Tenant). */
  idEmpresa: number;
  esSuperadmin: boolean;
  /** Si ve solo a los clientes de sus rutas (un cobrador), su id de usuario; si ve toda la empresa, null. */
  cobrador: number | null;
  /** Una petición que solo lee (GET): con PostgreSQL sus consultas van sin transacción (db/transacciones.ts `leerConSesion`). */
  soloLectura?: boolean;
}

/** ¿El SUPERADMIN está en su propia empresa? Entonces ve todas las empresas a la vez (p. ej. todos los usuarios). */
export function veTodasLasEmpresas(ctx: Contexto): boolean {
  return ctx.esSuperadmin && ctx.idEmpresa === ctx.idEmpresaSesion;
}
