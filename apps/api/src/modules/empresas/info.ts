import type { GuardarEmpresaInfoBody } from '@prestamos/contract';
import { eq } from 'drizzle-orm';
import { empresa } from '../../db/schema/empresa';
import { empresa_logo } from '../../db/schema/planes';
import { enContexto } from '../../db/transacciones';
import type { Contexto, Dependencias } from '../../lib/contexto';
import { AppError, conflicto, esViolacionDeUnicidad, invalido, noEncontrado } from '../../lib/errores';
import { aEmpresaInfo, buscarEmpresa, empresaBloqueada } from './repositorio';

export const codigoOcupado = (codigo: string) =>
  conflicto(`El código ${codigo} ya lo usa otra empresa. Elige otro.`, 'CODIGO_DUPLICADO');

/**
 * El código es único en la plataforma. Dentro de la transacción de una empresa la seguridad por filas no deja ver las
 * demás, así que el árbitro es el índice único: su violación se responde como un 409 claro.
 */
export function traducirCodigoRepetido(codigo: string) {
  return (error: unknown): never => {
    throw esViolacionDeUnicidad(error, 'empresa_rnc_unico') ? codigoOcupado(codigo) : error;
  };
}

export async function leerInfo(deps: Dependencias, ctx: Contexto) {
  const item = await enContexto(deps.db, ctx, async (tx) => {
    const fila = await buscarEmpresa(tx, ctx.idEmpresa);
    if (!fila) throw noEncontrado('Empresa', true);
    return aEmpresaInfo(fila);
  });
  return { ok: true as const, item, empresa: item };
}

/**
 * Guarda los datos de la empresa (docs/producto.md#empresas-y-planes). El código de acceso solo lo cambia soporte; un
 * logo por dirección reemplaza al subido, y quitar la dirección quita también el logo guardado.
 */
export async function guardarInfo(deps: Dependencias, ctx: Contexto, body: GuardarEmpresaInfoBody) {
  const item = await enContexto(deps.db, ctx, async (tx) => {
    const actual = await empresaBloqueada(tx, ctx.idEmpresa);
    const rnc = body.rnc ?? actual.rnc;
    if (rnc !== actual.rnc && !ctx.esSuperadmin) {
      throw new AppError(403, 'Solo soporte puede cambiar el código de empresa', 'NO_AUTORIZADO', {
        rnc: 'Solo soporte puede cambiar el código de empresa',
      });
    }
    if (body.logo_url?.startsWith('/api/') && body.logo_url !== actual.logo_url) {
      throw invalido('logo_url', 'El logo debe ser una dirección https:// o el logo subido.');
    }
    if (body.logo_url === null)
      await tx.delete(empresa_logo).where(eq(empresa_logo.id_empresa, ctx.idEmpresa));
    const [fila] = await tx
      .update(empresa)
      .set({
        nombre_empresa: body.nombre_empresa,
        rnc,
        ...(body.direccion === undefined ? {} : { direccion: body.direccion }),
        ...(body.telefono === undefined ? {} : { telefono: body.telefono }),
        ...(body.correo === undefined ? {} : { correo: body.correo }),
        ...(body.logo_url === undefined ? {} : { logo_url: body.logo_url }),
      })
      .where(eq(empresa.id_empresa, ctx.idEmpresa))
      .returning()
      .catch(traducirCodigoRepetido(rnc));
    if (!fila) throw noEncontrado('Empresa', true);
    return aEmpresaInfo(fila);
  });
  return { ok: true as const, message: 'Cambios guardados', item, empresa: item };
}
