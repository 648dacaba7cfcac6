import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { empresa } from '../../db/schema/empresa';
import { empresa_logo } from '../../db/schema/planes';
import { enContexto, enEmpresa } from '../../db/transacciones';
import type { Contexto, Dependencias } from '../../lib/contexto';
import { AppError, noEncontrado } from '../../lib/errores';
import { bytesGuardados, bytesParaGuardar, LOGO, normalizarImagen, tipoDeImagen } from '../../lib/imagenes';

export const TAMANO_MAXIMO_LOGO = 2 * 1024 * 1024;

/**
 * La URL del logo lleva su versión (el comienzo del SHA-256): es pública para que una <img> o el PDF la usen sin
 * token, y solo responde con la versión vigente, así que no sirve para recorrer empresas.
 */
export const urlDelLogo = (idEmpresa: number, hash: string) =>
  `/api/empresas/${idEmpresa}/logo?v=${hash.slice(0, 12)}`;

/**
 * Guarda el logo si de verdad es una imagen de mapa de bits (por su contenido; SVG puede llevar código y no se admite)
 * de medidas razonables (413 si no), como una copia de a lo sumo LADO_DEL_LOGO px en PNG o JPG: lo que los PDF
 * incrustan sin convertir, así que un GIF o un WebP también sale en ellos. Lo que no se puede decodificar no se guarda.
 */
export async function guardarLogo(deps: Dependencias, ctx: Contexto, subido: Buffer) {
  const tipoSubido = tipoDeImagen(subido);
  if (!tipoSubido) {
    throw new AppError(
      415,
      'El logo debe ser una imagen JPG, PNG, GIF o WebP (SVG no se admite).',
      'TIPO_NO_ADMITIDO',
    );
  }
  const { tipo, datos } = await normalizarImagen(subido, tipoSubido, LOGO);
  const hash = createHash('sha256').update(datos).digest('hex');
  const logoUrl = urlDelLogo(ctx.idEmpresa, hash);
  await enContexto(deps.db, ctx, async (tx) => {
    const valores = { tipo, datos: bytesParaGuardar(datos), hash, actualizado_en: deps.ahora() };
    await tx
      .insert(empresa_logo)
      .values({ id_empresa: ctx.idEmpresa, ...valores })
      .onConflictDoUpdate({ target: empresa_logo.id_empresa, set: valores });
    await tx.update(empresa).set({ logo_url: logoUrl }).where(eq(empresa.id_empresa, ctx.idEmpresa));
  });
  return { ok: true as const, message: 'Logo actualizado', logo_url: logoUrl };
}

/** El logo vigente de una empresa, si la versión pedida es la suya. */
export async function leerLogo(deps: Dependencias, idEmpresa: number, version: string | undefined) {
  const logo = await enEmpresa(deps.db, idEmpresa, (tx) => logoGuardado(tx, idEmpresa));
  if (!logo || !version || !logo.hash.startsWith(version) || version.length < 12) {
    throw noEncontrado('Logo');
  }
  return logo;
}

export async function logoGuardado(tx: Tx, idEmpresa: number) {
  const [logo] = await tx
    .select({ tipo: empresa_logo.tipo, datos: bytesGuardados(empresa_logo.datos), hash: empresa_logo.hash })
    .from(empresa_logo)
    .where(eq(empresa_logo.id_empresa, idEmpresa));
  return logo;
}
