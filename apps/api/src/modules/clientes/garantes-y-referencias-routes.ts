import {
  GaranteBody,
  GaranteGuardado,
  GarantesLista,
  IdParam,
  MensajeRespuesta,
  ReferenciaGuardada,
  ReferenciaLaboralBody,
  ReferenciasLista,
} from '@prestamos/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Dependencias } from '../../lib/contexto';
import { contextoDe } from '../../plugins/acceso';
import { garantes, referencias } from './garantes-y-referencias';
import type { hijosDelCliente } from './hijos';

type ServicioDeHijo<D extends object> = Pick<
  ReturnType<typeof hijosDelCliente<unknown, D, unknown>>,
  'listar' | 'crear' | 'editar' | 'eliminar'
>;

interface RutasDeHijo<D extends object> {
  /** Bajo el cliente: /clientes/{id}/<bajoCliente>; por su id: /<propio>/{id}. */
  bajoCliente: string;
  propio: string;
  body: z.ZodType<D>;
  lista: z.ZodType;
  guardado: z.ZodType;
  servicio: ServicioDeHijo<D>;
}

/** Las cuatro rutas de un dato que cuelga del cliente. Ver exige clientes.ver; cambiar, clientes.editar. */
function rutasDeHijo<D extends object>(app: FastifyInstance, deps: Dependencias, def: RutasDeHijo<D>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['clientes'];
  r.get(
    `/clientes/:id/${def.bajoCliente}`,
    { config: { acceso: 'clientes.ver' }, schema: { tags, params: IdParam, response: { 200: def.lista } } },
    async (req) => def.servicio.listar(deps, contextoDe(req), req.params.id),
  );
  r.post(
    `/clientes/:id/${def.bajoCliente}`,
    {
      config: { acceso: 'clientes.editar' },
      schema: { tags, params: IdParam, body: def.body, response: { 201: def.guardado } },
    },
    async (req, reply) =>
      reply.status(201).send(await def.servicio.crear(deps, contextoDe(req), req.params.id, req.body as D)),
  );
  r.put(
    `/${def.propio}/:id`,
    {
      config: { acceso: 'clientes.editar' },
      schema: { tags, params: IdParam, body: def.body, response: { 200: def.guardado } },
    },
    async (req) => def.servicio.editar(deps, contextoDe(req), req.params.id, req.body as D),
  );
  r.delete(
    `/${def.propio}/:id`,
    {
      config: { acceso: 'clientes.editar' },
      schema: { tags, params: IdParam, response: { 200: MensajeRespuesta } },
    },
    async (req) => def.servicio.eliminar(deps, contextoDe(req), req.params.id),
  );
}

export async function rutasGarantesYReferencias(app: FastifyInstance, deps: Dependencias) {
  rutasDeHijo(app, deps, {
    bajoCliente: 'garantes',
    propio: 'garantes',
    body: GaranteBody,
    lista: GarantesLista,
    guardado: GaranteGuardado,
    servicio: garantes,
  });
  rutasDeHijo(app, deps, {
    bajoCliente: 'ref-laboral',
    propio: 'ref-laboral',
    body: ReferenciaLaboralBody,
    lista: ReferenciasLista,
    guardado: ReferenciaGuardada,
    servicio: referencias,
  });
}
