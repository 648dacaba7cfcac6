import { type ContactoBody, MENSAJE_CONTACTO_ENVIADO } from '@prestamos/contract';
import { and, count, eq, gt, min } from 'drizzle-orm';
import { tomarCandados } from '../../db/candados';
import { mensaje_contacto } from '../../db/schema/contacto';
import { enPlataforma } from '../../db/transacciones';
import type { Dependencias } from '../../lib/contexto';
import { AppError } from '../../lib/errores';

/** Un formulario público es blanco de spam: cada dirección puede enviar pocos mensajes por hora. */
export const MENSAJES_POR_HORA = 5;

export async function recibirContacto(deps: Dependencias, datos: ContactoBody, ip: string) {
  const ahora = deps.ahora();
  const haceUnaHora = new Date(ahora.getTime() - 3_600_000);
  await enPlataforma(deps.db, async (tx) => {
    // Contar y guardar bajo el candado de la dirección: quinientos envíos a la vez guardan cinco, no siete.
    await tomarCandados(tx, [`contacto:${ip}`]);
    const [recientes] = await tx
      .select({ n: count(), primero: min(mensaje_contacto.creado_en) })
      .from(mensaje_contacto)
      .where(and(eq(mensaje_contacto.ip, ip), gt(mensaje_contacto.creado_en, haceUnaHora)));
    if (recientes?.primero && recientes.n >= MENSAJES_POR_HORA) {
      // Retry-After: cuando el primero de la hora salga de ella.
      const libre = new Date(recientes.primero).getTime() + 3_600_000 - ahora.getTime();
      throw new AppError(
        429,
        'Ya recibimos varios mensajes tuyos en la última hora. Te responderemos pronto; si es urgente, escríbenos por WhatsApp.',
        'DEMASIADOS_MENSAJES',
        undefined,
        Math.max(1, Math.ceil(libre / 1000)),
      );
    }
    await tx.insert(mensaje_contacto).values({ ...datos, ip, creado_en: ahora });
  });
  return { ok: true as const, message: MENSAJE_CONTACTO_ENVIADO };
}
