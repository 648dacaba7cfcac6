import {
  AsignacionBody,
  AsignacionGuardada,
  CrearRutaBody,
  EditarRutaBody,
  IdParam,
  MensajeRespuesta,
  RutaDetalle,
  RutaDetalleQuery,
  RutaGuardada,
  RutasLista,
} from '@prestamos/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Dependencias } from '../../lib/contexto';
import { contextoDe } from '../../plugins/acceso';
import {
  asignarClientes,
  asignarEmpleados,
  crearRuta,
  editarRuta,
  eliminarRuta,
  listarRutas,
  verRuta,
} from './service';

export async function rutasDeCobro(app: FastifyInstance, deps: Dependencias) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['rutas'];

  r.get(
    '/rutas',
    { config: { acceso: 'rutas.ver' }, schema: { tags, response: { 200: RutasLista } } },
    async (req) => listarRutas(deps, contextoDe(req)),
  );

  r.post(
    '/rutas',
    {
      config: { acceso: 'rutas.crear' },
      schema: { tags, body: CrearRutaBody, response: { 201: RutaGuardada } },
    },
    async (req, reply) => reply.status(201).send(await crearRuta(deps, contextoDe(req), req.body)),
  );

  r.get(
    '/rutas/:id',
    {
      config: { acceso: 'rutas.ver' },
      schema: { tags, params: IdParam, querystring: RutaDetalleQuery, response: { 200: RutaDetalle } },
    },
    async (req) => verRuta(deps, contextoDe(req), req.params.id, req.query),
  );

  r.put(
    '/rutas/:id',
    {
      config: { acceso: 'rutas.editar' },
      schema: { tags, params: IdParam, body: EditarRutaBody, response: { 200: RutaGuardada } },
    },
    async (req) => editarRuta(deps, contextoDe(req), req.params.id, req.body),
  );

  r.delete(
    '/rutas/:id',
    {
      config: { acceso: 'rutas.eliminar' },
      schema: { tags, params: IdParam, response: { 200: MensajeRespuesta } },
    },
    async (req) => eliminarRuta(deps, contextoDe(req), req.params.id),
  );

  r.put(
    '/rutas/:id/clientes',
    {
      config: { acceso: 'rutas.editar' },
      schema: { tags, params: IdParam, body: AsignacionBody, response: { 200: AsignacionGuardada } },
    },
    async (req) => asignarClientes(deps, contextoDe(req), req.params.id, req.body.ids),
  );

  r.put(
    '/rutas/:id/empleados',
    {
      config: { acceso: 'rutas.editar' },
      schema: { tags, params: IdParam, body: AsignacionBody, response: { 200: AsignacionGuardada } },
    },
    async (req) => asignarEmpleados(deps, contextoDe(req), req.params.id, req.body.ids),
  );
}
