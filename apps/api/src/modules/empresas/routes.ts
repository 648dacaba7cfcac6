import multipart from '@fastify/multipart';
import {
  AjustesRespuesta,
  EmpresaInfoRespuesta,
  GuardarAjustesBody,
  GuardarEmpresaInfoBody,
  GuardarPlanBody,
  LogoGuardado,
  PagoDePlanRegistrado,
  PagosDePlanLista,
  PagosDePlanQuery,
  PlanRespuesta,
  RegistrarPagoDePlanBody,
} from '@prestamos/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Dependencias } from '../../lib/contexto';
import { AppError } from '../../lib/errores';
import { type Acceso, contextoDe } from '../../plugins/acceso';
import { guardarAjustes, leerAjustes } from './ajustes';
import { guardarInfo, leerInfo } from './info';
import { guardarLogo, TAMANO_MAXIMO_LOGO } from './logo';
import { listarPagosDeEmpresa, registrarPagoDePlan } from './pagos-de-plan';
import { guardarPlan, leerPlan } from './plan';

/** Los datos de la empresa los administran ADMIN y EMPRESA_ADMIN (y SUPERADMIN, que puede todo). */
const ADMINISTRADORES: Acceso[] = ['ADMIN', 'EMPRESA_ADMIN'];
const logoMuyGrande = () => new AppError(413, 'El logo no puede pasar de 2 MB.', 'ARCHIVO_MUY_GRANDE');

/** La empresa de la sesión (o la que soporte está viendo): ficha, plan, pagos del plan, logo y ajustes. */
export async function rutasEmpresa(app: FastifyInstance, deps: Dependencias) {
  await app.register(multipart, { limits: { fileSize: TAMANO_MAXIMO_LOGO, files: 1, fields: 0 } });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['empresa'];

  // /empresa es otro nombre de /empresa/info: ambas responden lo mismo
  // (docs/decisiones/0016-empresas-planes-y-ver-empresa.md).
  for (const ruta of ['/empresa/info', '/empresa']) {
    r.get(
      ruta,
      { config: { acceso: 'empresa.plan.ver' }, schema: { tags, response: { 200: EmpresaInfoRespuesta } } },
      async (req) => leerInfo(deps, contextoDe(req)),
    );
    r.put(
      ruta,
      {
        config: { acceso: ADMINISTRADORES },
        schema: { tags, body: GuardarEmpresaInfoBody, response: { 200: EmpresaInfoRespuesta } },
      },
      async (req) => guardarInfo(deps, contextoDe(req), req.body),
    );
  }

  r.get(
    '/empresa/plan',
    { config: { acceso: 'empresa.plan.ver' }, schema: { tags, response: { 200: PlanRespuesta } } },
    async (req) => leerPlan(deps, contextoDe(req)),
  );
  r.put(
    '/empresa/plan',
    {
      config: { acceso: 'SUPERADMIN' },
      schema: { tags, body: GuardarPlanBody, response: { 200: PlanRespuesta } },
    },
    async (req) => guardarPlan(deps, contextoDe(req), req.body),
  );

  r.get(
    '/empresa/pagos',
    {
      config: { acceso: 'empresa.plan.ver' },
      schema: { tags, querystring: PagosDePlanQuery, response: { 200: PagosDePlanLista } },
    },
    async (req) => listarPagosDeEmpresa(deps, contextoDe(req), req.query),
  );
  // Los pagos del plan son ingresos del dueño del producto: los registra soporte, no la empresa.
  r.post(
    '/empresa/pagos',
    {
      config: { acceso: 'SUPERADMIN' },
      schema: { tags, body: RegistrarPagoDePlanBody, response: { 201: PagoDePlanRegistrado } },
    },
    async (req, reply) => reply.status(201).send(await registrarPagoDePlan(deps, contextoDe(req), req.body)),
  );

  r.post(
    '/empresa/logo',
    { config: { acceso: ADMINISTRADORES }, schema: { tags, response: { 200: LogoGuardado } } },
    async (req) => {
      if (!req.isMultipart())
        throw new AppError(415, 'Envía el logo como formulario (multipart) en el campo «logo».');
      const archivo = await req.file();
      if (archivo?.fieldname !== 'logo')
        throw new AppError(400, 'Envía el logo en el campo «logo».', 'VALIDACION');
      const datos = await archivo.toBuffer().catch((error: { code?: string }) => {
        throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? logoMuyGrande() : error;
      });
      if (archivo.file.truncated) throw logoMuyGrande();
      return guardarLogo(deps, contextoDe(req), datos);
    },
  );

  // /empresa/prefs es otro nombre de /empresa/ajustes: ambas responden lo mismo
  // (docs/decisiones/0016-empresas-planes-y-ver-empresa.md).
  for (const ruta of ['/empresa/ajustes', '/empresa/prefs']) {
    r.get(
      ruta,
      { config: { acceso: 'empresa.plan.ver' }, schema: { tags, response: { 200: AjustesRespuesta } } },
      async (req) => leerAjustes(deps, contextoDe(req)),
    );
    r.put(
      ruta,
      {
        config: { acceso: ADMINISTRADORES },
        schema: { tags, body: GuardarAjustesBody, response: { 200: AjustesRespuesta } },
      },
      async (req) => guardarAjustes(deps, contextoDe(req), req.body),
    );
  }
}
