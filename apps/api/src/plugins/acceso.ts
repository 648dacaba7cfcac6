import { CABECERA_ACTIVIDAD, MAXIMO_ID } from '@prestamos/contract';
import { type Permiso, permisosEfectivos, type Rol, soloVeSusRutas, tienePermiso } from '@prestamos/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onSendHookHandler, RouteOptions } from 'fastify';
import { empresa } from '../db/schema/empresa';
import { enPlataforma } from '../db/transacciones';
import type { Contexto, Dependencias } from '../lib/contexto';
import { AppError, noAutorizado, noEncontrado } from '../lib/errores';
import { Recordados } from '../lib/recordados';
import {
  exigirEmpresaOperativa,
  SESIONES_RECORDADAS,
  type SesionesEnMemoria,
  validarSesion,
} from '../modules/auth/sesiones';

/**
 * Qué exige cada ruta: `publico` (nada), `sesion` (estar dentro), un permiso (`clientes.ver`) o un rol (`SUPERADMIN`).
 * Toda ruta de la API lo declara; una que no lo haga impide que el servidor arranque.
 */
export type Acceso = 'publico' | 'sesion' | Permiso | Rol;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Una exigencia, o varias de las que basta cumplir una (p. ej. ['caja.ver', 'prestamos.crear']). */
    acceso?: Acceso | Acceso[];
    /** El ping registra actividad aunque la web no mande la cabecera. */
    registraActividad?: boolean;
  }
  interface FastifyRequest {
    contexto: Contexto | null;
  }
}

/** El contexto de una ruta privada; que falte es un error de programación (la ruta se declaró pública). */
export function contextoDe(req: FastifyRequest): Contexto {
  if (!req.contexto) throw new Error(`La ruta ${req.url} usa el contexto sin declarar acceso privado.`);
  return req.contexto;
}

export function leerToken(req: FastifyRequest): string | null {
  const cabecera = req.headers.authorization ?? '';
  const [tipo, token] = cabecera.split(' ');
  return tipo?.toLowerCase() === 'bearer' && token ? token : null;
}

function leerActividad(req: FastifyRequest): Date | null {
  const valor = req.headers[CABECERA_ACTIVIDAD];
  if (typeof valor !== 'string' || valor === '') return null;
  const ms = /^\d+$/.test(valor) ? Number(valor) : Date.parse(valor);
  return Number.isFinite(ms) ? new Date(ms) : null;
}

/** El SUPERADMIN puede actuar sobre otra empresa enviando su id en X-Tenant (modo "ver empresa"). */
async function empresaVista(deps: Dependencias, req: FastifyRequest, propia: number): Promise<number> {
  const valor = req.headers['x-tenant'];
  if (typeof valor !== 'string' || !/^\d+$/.test(valor.trim())) return propia;
  const id = Number(valor.trim());
  if (id === propia) return propia;
  // Un id fuera del rango de PostgreSQL no puede ser de ninguna empresa: el mismo 404 que uno que no existe.
  if (id > MAXIMO_ID) throw noEncontrado('Empresa', true);
  const [existe] = await enPlataforma(deps.db, (tx) =>
    tx.select({ id: empresa.id_empresa }).from(empresa).where(eq(empresa.id_empresa, id)),
  );
  if (!existe) throw noEncontrado('Empresa', true);
  return id;
}

/**
 * A quién pudo cambiarle algo una petición que escribe: a nadie si el control de acceso la rechazó (no corrió nada); a
 * su empresa; o a 'todas' si es de la plataforma (el SUPERADMIN) o pública.
 */
export function alcanceDeLaEscritura(req: FastifyRequest): number | 'todas' | null {
  const ctx = req.contexto;
  if (!ctx) return req.routeOptions.config.acceso === 'publico' ? 'todas' : null;
  return ctx.esSuperadmin ? 'todas' : ctx.idEmpresa;
}

/**
 * Con avisos entre instancias (PostgreSQL), las sesiones ya validadas se recuerdan (lib/recordados.ts). Una petición
 * que escribe pudo cambiar sesiones, usuarios o permisos: antes de responder, esta instancia olvida las de su empresa
 * (todas, si es de la plataforma o pública); las demás instancias se enteran por el aviso de la base.
 */
function recordarSesiones(app: FastifyInstance, deps: Dependencias): SesionesEnMemoria | null {
  if (!deps.avisos) return null;
  const recordadas: SesionesEnMemoria = new Recordados(SESIONES_RECORDADAS);
  const dejarDeEscuchar = recordadas.escuchar(deps.avisos);
  app.addHook('onClose', dejarDeEscuchar);
  alTerminarCadaEscritura(app, (req) => {
    const alcance = alcanceDeLaEscritura(req);
    if (alcance === 'todas') recordadas.olvidarTodo();
    else if (alcance !== null) recordadas.olvidarEmpresa(alcance);
  });
  return recordadas;
}

/** Agrega un gancho a una ruta al declararla: solo la pagan las rutas que lo necesitan. */
export function agregarGancho(ruta: RouteOptions, nombre: 'preHandler' | 'onSend', gancho: unknown): void {
  const actuales = ruta[nombre] as unknown;
  const lista = actuales === undefined ? [] : Array.isArray(actuales) ? actuales : [actuales];
  (ruta as unknown as Record<string, unknown>)[nombre] = [...lista, gancho];
}

/**
 * `alTerminar` corre al terminar cada petición que escribe (POST, PUT, DELETE), antes de responderla; las lecturas no
 * pagan la llamada.
 */
export function alTerminarCadaEscritura(
  app: FastifyInstance,
  alTerminar: (req: FastifyRequest) => void,
): void {
  const gancho: onSendHookHandler = (req, _reply, carga, listo) => {
    alTerminar(req);
    listo(null, carga);
  };
  app.addHook('onRoute', (ruta) => {
    if ([ruta.method].flat().some((m) => m !== 'GET' && m !== 'HEAD')) agregarGancho(ruta, 'onSend', gancho);
  });
}

export function registrarControlDeAcceso(app: FastifyInstance, deps: Dependencias) {
  app.decorateRequest('contexto', null);
  const recordadas = recordarSesiones(app, deps);

  app.addHook('onRoute', (ruta) => {
    if (!ruta.config?.acceso) {
      throw new Error(`La ruta ${String(ruta.method)} ${ruta.url} no declara su acceso (config.acceso).`);
    }
  });

  app.addHook('onRequest', async (req) => {
    const { acceso, registraActividad } = req.routeOptions.config;
    if (acceso === 'publico') return;
    const token = leerToken(req);
    if (!token) throw new AppError(401, 'No autenticado. Inicia sesión.', 'NO_AUTENTICADO');

    const sesion = await validarSesion(
      deps,
      token,
      { actividadReportada: leerActividad(req), registrarActividad: registraActividad === true },
      recordadas,
    );
    const esSuperadmin = sesion.rol === 'SUPERADMIN';
    if (!esSuperadmin) exigirEmpresaOperativa(sesion.estadoEmpresa, sesion.mensajeInactivo);
    const contexto: Contexto = {
      idSesion: sesion.idSesion,
      idUsuario: sesion.idUsuario,
      usuario: sesion.usuario,
      nombre: sesion.nombre,
      rol: sesion.rol,
      roles: [sesion.rol],
      permisos: permisosEfectivos(sesion.rol, sesion.permisosDelRol, sesion.permisosDirectos),
      idEmpresaSesion: sesion.idEmpresa,
      idEmpresa: esSuperadmin ? await empresaVista(deps, req, sesion.idEmpresa) : sesion.idEmpresa,
      esSuperadmin,
      cobrador: null,
      soloLectura: req.method === 'GET' || req.method === 'HEAD',
    };
    if (soloVeSusRutas(contexto)) contexto.cobrador = contexto.idUsuario;
    const exigencias = Array.isArray(acceso) ? acceso : [acceso ?? ''];
    if (!exigencias.some((e) => e === 'sesion' || tienePermiso(contexto, e))) throw noAutorizado();

    req.contexto = contexto;
  });
}
