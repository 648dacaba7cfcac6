import { fechaDeNegocio } from '@prestamos/domain';
import type { FastifyInstance, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import type { Dependencias } from '../lib/contexto';
import { type OpcionesDeRecordados, Recordados } from '../lib/recordados';
import { agregarGancho, alcanceDeLaEscritura, alTerminarCadaEscritura } from './acceso';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** La respuesta se recuerda hasta que algo de la empresa cambie (las pantallas que resumen: tablero, reportes, cobrador). */
    recordarRespuesta?: boolean;
    /** Una escritura que solo toca la sesión (ping, logout, verificar contraseña): no cambia lo que las pantallas muestran. */
    soloSesion?: boolean;
  }
  interface FastifyRequest {
    /** Dónde guardar la respuesta de esta petición, si se recuerda (`recordarRespuesta` y no estaba recordada). */
    aRecordar: { llave: string; idEmpresa: number; marca: number } | null;
  }
}

/**
 * Cada escritura de una empresa avisa por `datos` a las demás instancias. Tope: unas 500 respuestas por instancia (la
 * mayor, la ruta de un cobrador, pesa unos 100 kB).
 */
const RESPUESTAS: OpcionesDeRecordados = { canal: 'datos', maximo: 500, vigenciaMs: 30_000 };

/**
 * Las pantallas que resumen la empresa (el tablero, los reportes, la ruta y el día del cobrador) cuestan de 3 a 8 ms
 * de la base, y sus datos cambian solo cuando alguien de la empresa escribe. Su respuesta ya serializada se recuerda
 * por usuario, día de negocio y URL, y se olvida:
 * - en esta instancia, en cuanto termina cualquier petición que escribe en la empresa, antes de responderla: quien cobra
 *   y vuelve al tablero ve su cobro;
 * - en las demás, al llegarles el aviso de la base que esa petición manda al terminar (a lo sumo unos 50 ms después);
 * - a los 30 s, aunque un aviso se pierda; al cambiar el día (la llave lleva la fecha: la mora y los atrasos cambian).
 * El SUPERADMIN no usa lo recordado: sus pantallas suman empresas que no son la suya.
 */
export function registrarRespuestasRecordadas(app: FastifyInstance, deps: Dependencias) {
  const recordadas = new Recordados<string>(RESPUESTAS);
  if (deps.avisos) app.addHook('onClose', recordadas.escuchar(deps.avisos));
  else recordadas.sinAvisos();
  app.decorateRequest('aRecordar', null);

  // Solo las rutas que se recuerdan leen y guardan; solo las que escriben olvidan.
  const leerRecordada: preHandlerHookHandler = (req, reply, listo) => {
    const ctx = req.contexto;
    if (req.method !== 'GET' || !ctx || ctx.esSuperadmin) return listo();
    const ahora = deps.ahora();
    const llave = `${ctx.idEmpresa} ${ctx.idUsuario} ${fechaDeNegocio(ahora)} ${req.url}`;
    const recordada = recordadas.leer(llave, ahora.getTime());
    if (recordada !== null) {
      reply.type('application/json; charset=utf-8').send(recordada);
      return;
    }
    req.aRecordar = { llave, idEmpresa: ctx.idEmpresa, marca: recordadas.marca() };
    listo();
  };
  const guardarRespuesta: onSendHookHandler = (req, reply, carga, listo) => {
    if (req.aRecordar && reply.statusCode === 200 && typeof carga === 'string') {
      const { llave, idEmpresa, marca } = req.aRecordar;
      recordadas.guardar(llave, idEmpresa, carga, deps.ahora().getTime(), marca);
    }
    listo(null, carga);
  };
  app.addHook('onRoute', (ruta) => {
    if (!ruta.config?.recordarRespuesta) return;
    agregarGancho(ruta, 'preHandler', leerRecordada);
    agregarGancho(ruta, 'onSend', guardarRespuesta);
  });

  alTerminarCadaEscritura(app, (req) => {
    // Sin contexto, la petición fue pública (entrar, contacto: no tocan datos de ninguna empresa) o rechazada.
    if (!req.contexto || req.routeOptions.config.soloSesion) return;
    const alcance = alcanceDeLaEscritura(req) ?? req.contexto.idEmpresa;
    if (alcance === 'todas') recordadas.olvidarTodo();
    else recordadas.olvidarEmpresa(alcance);
    deps.avisos?.avisar(RESPUESTAS.canal, String(alcance));
  });
}
