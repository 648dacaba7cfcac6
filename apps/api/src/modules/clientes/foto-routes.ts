import multipart from '@fastify/multipart';
import { FotoGuardada, IdParam, MensajeRespuesta } from '@prestamos/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Dependencias } from '../../lib/contexto';
import { AppError } from '../../lib/errores';
import { contextoDe } from '../../plugins/acceso';
import { borrarFoto, guardarFoto, leerFoto, TAMANO_MAXIMO_FOTO } from './foto-service';

const fotoMuyGrande = () => new AppError(413, 'La foto no puede pasar de 5 MB.', 'ARCHIVO_MUY_GRANDE');

export async function rutasFotoDeCliente(app: FastifyInstance, deps: Dependencias) {
  await app.register(multipart, { limits: { fileSize: TAMANO_MAXIMO_FOTO, files: 1, fields: 0 } });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['clientes'];

  r.get(
    '/clientes/:id/foto',
    { config: { acceso: 'clientes.ver' }, schema: { tags, params: IdParam } },
    async (req, reply) => {
      const foto = await leerFoto(deps, contextoDe(req), req.params.id);
      const etag = `"${foto.hash}"`;
      // La cara de un cliente es un dato personal: como toda respuesta con sesión, `no-store` (ningún caché del disco la
      // guarda en la computadora compartida de la oficina). El ETag queda para quien revalide.
      reply.header('etag', etag);
      if (req.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(foto.tipo).send(foto.datos);
    },
  );

  r.post(
    '/clientes/:id/foto',
    {
      config: { acceso: 'clientes.editar' },
      schema: { tags, params: IdParam, response: { 200: FotoGuardada } },
    },
    async (req) => {
      if (!req.isMultipart())
        throw new AppError(415, 'Envía la foto como formulario (multipart) en el campo «foto».');
      const archivo = await req.file();
      if (archivo?.fieldname !== 'foto')
        throw new AppError(400, 'Envía la foto en el campo «foto».', 'VALIDACION');
      const datos = await archivo.toBuffer().catch((error: { code?: string }) => {
        throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? fotoMuyGrande() : error;
      });
      if (archivo.file.truncated) throw fotoMuyGrande();
      return guardarFoto(deps, contextoDe(req), req.params.id, datos);
    },
  );

  r.delete(
    '/clientes/:id/foto',
    {
      config: { acceso: 'clientes.editar' },
      schema: { tags, params: IdParam, response: { 200: MensajeRespuesta } },
    },
    async (req) => borrarFoto(deps, contextoDe(req), req.params.id),
  );
}
