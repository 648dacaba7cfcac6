import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { cliente_foto } from '../../db/schema/clientes';
import { enContexto } from '../../db/transacciones';
import type { Contexto, Dependencias } from '../../lib/contexto';
import { AppError, noEncontrado } from '../../lib/errores';
import { bytesGuardados, bytesParaGuardar, FOTO, normalizarImagen, tipoDeImagen } from '../../lib/imagenes';
import { exigirCliente } from './repositorio';

export const TAMANO_MAXIMO_FOTO = 5 * 1024 * 1024;

const delCliente = (idEmpresa: number, idCliente: number) =>
  and(eq(cliente_foto.id_empresa, idEmpresa), eq(cliente_foto.id_cliente, idCliente));

/**
 * Guarda la foto si de verdad es JPG o PNG (por su contenido: un PNG llamado .jpg se acepta) de medidas razonables
 * (413 si no), como un JPG de a lo sumo LADO_DE_LA_FOTO px: el teléfono del cobrador nunca abre una imagen enorme.
 */
export async function guardarFoto(deps: Dependencias, ctx: Contexto, idCliente: number, subida: Buffer) {
  const tipoSubido = tipoDeImagen(subida);
  if (tipoSubido !== 'image/jpeg' && tipoSubido !== 'image/png') {
    throw new AppError(415, 'La foto debe ser una imagen JPG o PNG.', 'TIPO_NO_ADMITIDO');
  }
  const { tipo, datos } = await normalizarImagen(subida, tipoSubido, FOTO);
  const hash = createHash('sha256').update(datos).digest('hex');
  await enContexto(deps.db, ctx, async (tx) => {
    await exigirCliente(tx, ctx.idEmpresa, idCliente);
    const valores = { tipo, datos: bytesParaGuardar(datos), hash, actualizado_en: deps.ahora() };
    await tx
      .insert(cliente_foto)
      .values({ id_empresa: ctx.idEmpresa, id_cliente: idCliente, ...valores })
      .onConflictDoUpdate({ target: [cliente_foto.id_empresa, cliente_foto.id_cliente], set: valores });
  });
  return {
    ok: true as const,
    message: 'Foto actualizada',
    foto_url: `/api/clientes/${idCliente}/foto?v=${hash.slice(0, 12)}`,
  };
}

export async function leerFoto(deps: Dependencias, ctx: Contexto, idCliente: number) {
  return enContexto(deps.db, ctx, async (tx) => {
    await exigirCliente(tx, ctx.idEmpresa, idCliente);
    const [foto] = await tx
      .select({ tipo: cliente_foto.tipo, datos: bytesGuardados(cliente_foto.datos), hash: cliente_foto.hash })
      .from(cliente_foto)
      .where(delCliente(ctx.idEmpresa, idCliente));
    if (!foto) throw noEncontrado('Foto', true);
    return foto;
  });
}

export async function borrarFoto(deps: Dependencias, ctx: Contexto, idCliente: number) {
  await enContexto(deps.db, ctx, async (tx) => {
    await exigirCliente(tx, ctx.idEmpresa, idCliente);
    await tx.delete(cliente_foto).where(delCliente(ctx.idEmpresa, idCliente));
  });
  return { ok: true as const, message: 'Foto eliminada' };
}
