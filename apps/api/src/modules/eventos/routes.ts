import { EventosStreamQuery, MAXIMO_ID, MensajeRespuesta, NotificarBody } from '@prestamos/contract';
import { permisosEfectivos, rolTieneTodo, soloVeSusRutas } from '@prestamos/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { empresa } from '../../db/schema/empresa';
import { enContexto, enPlataforma } from '../../db/transacciones';
import type { Dependencias } from '../../lib/contexto';
import { AppError, noEncontrado } from '../../lib/errores';
import { contextoDe } from '../../plugins/acceso';
import { exigirRitmo, type Ritmo } from '../auth/intentos';
import { exigirEmpresaOperativa, type SesionValida, validarSesion } from '../auth/sesiones';
import type { Oyente } from './audiencia';
import { emitirEvento } from './emitir';
import { FlujoSse } from './flujo-sse';
import type { Repartidor } from './repartidor';

/** La empresa que mira el flujo: la propia; el SUPERADMIN, la de `tenant` si existe (modo "ver empresa"). */
async function empresaDelFlujo(deps: Dependencias, sesion: SesionValida, tenant?: string): Promise<number> {
  if (sesion.rol !== 'SUPERADMIN' || !tenant || !/^\d{1,10}$/.test(tenant)) return sesion.idEmpresa;
  const id = Number(tenant);
  if (id === sesion.idEmpresa) return id;
  if (id > MAXIMO_ID) throw noEncontrado('Empresa', true);
  const [existe] = await enPlataforma(deps.db, (tx) =>
    tx.select({ id: empresa.id_empresa }).from(empresa).where(eq(empresa.id_empresa, id)),
  );
  if (!existe) throw noEncontrado('Empresa', true);
  return id;
}

/** El último id que el navegador recibió: la cabecera estándar o, si reconecta a mano, `lastEventId`. */
function ultimoVisto(req: FastifyRequest, enConsulta?: string): number | null {
  const cabecera = req.headers['last-event-id'];
  const valor = typeof cabecera === 'string' && cabecera !== '' ? cabecera : enConsulta;
  return valor && /^\d{1,15}$/.test(valor) ? Number(valor) : null;
}

/** Un aviso llega a toda la empresa: se mandan pocos, y cuarenta en medio segundo son un abuso (issue 40). */
export const RITMO_DE_NOTIFICACIONES: Ritmo = {
  maximo: 10,
  ventanaMs: 60_000,
  motivo: 'Enviaste muchas notificaciones seguidas.',
  code: 'DEMASIADAS_NOTIFICACIONES',
};

export async function rutasEventos(app: FastifyInstance, deps: Dependencias, repartidor: Repartidor) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['eventos'];

  r.get(
    '/events/stream',
    {
      // El token va en la consulta (EventSource no manda cabeceras): se valida aquí, como el de cada petición, pero sin
      // registrar actividad. El registro del servidor nunca lo escribe (app.ts `urlSinSecretos`).
      config: { acceso: 'publico' },
      schema: { tags, querystring: EventosStreamQuery },
    },
    async (req, reply) => {
      const { token, tenant, lastEventId } = req.query;
      if (!token) throw new AppError(401, 'No autenticado. Inicia sesión.', 'NO_AUTENTICADO');
      const sesion = await validarSesion(deps, token, {
        actividadReportada: null,
        registrarActividad: false,
      });
      const esSuperadmin = sesion.rol === 'SUPERADMIN';
      if (!esSuperadmin) exigirEmpresaOperativa(sesion.estadoEmpresa, sesion.mensajeInactivo);
      const idEmpresa = await empresaDelFlujo(deps, sesion, tenant);
      const permisos = permisosEfectivos(sesion.rol, sesion.permisosDelRol, sesion.permisosDirectos);
      const oyente: Oyente = {
        idUsuario: sesion.idUsuario,
        idEmpresa,
        mesaDeSoporte: esSuperadmin && idEmpresa === sesion.idEmpresa,
        administra: rolTieneTodo(sesion.rol),
        permisos: new Set(permisos),
        soloSusRutas: soloVeSusRutas({ roles: [sesion.rol], permisos }),
      };

      reply.hijack();
      const respuesta = reply.raw;
      respuesta.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
        'x-request-id': req.id,
        connection: 'keep-alive',
      });
      respuesta.write(
        `retry: 2000\nevent: connected\ndata: ${JSON.stringify({ ok: true, userId: sesion.idUsuario, tenant: idEmpresa })}\n\n`,
      );
      const flujo = new FlujoSse(respuesta, oyente, sesion.idSesion, sesion.rol);
      respuesta.on('close', () => repartidor.quitar(flujo));
      await repartidor.agregar(flujo, ultimoVisto(req, lastEventId)).catch((error: unknown) => {
        req.log.warn({ err: error }, 'Repetir los eventos perdidos falló');
        repartidor.quitar(flujo);
      });
    },
  );

  r.post(
    '/events/message',
    {
      config: { acceso: 'sesion' },
      schema: { tags, body: NotificarBody, response: { 200: MensajeRespuesta } },
    },
    async (req) => {
      const ctx = contextoDe(req);
      const { title, message, level } = req.body;
      await exigirRitmo(deps, `notificar:${ctx.idUsuario}`, RITMO_DE_NOTIFICACIONES);
      await enContexto(deps.db, ctx, (tx) =>
        emitirEvento(tx, ctx, 'app.message', { title: title ?? null, message, level }),
      );
      return { ok: true as const, message: 'Notificación enviada' };
    },
  );
}
