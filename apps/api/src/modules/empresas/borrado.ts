import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';

/**
 * Las tablas con filas de una empresa, en el orden en que se borran (las que referencian antes que las
 * referenciadas). Una prueba compara esta lista con todas las tablas que tienen `id_empresa`: una tabla nueva que
 * no se agregue aquí hace fallar la prueba, así que borrar una empresa nunca deja filas huérfanas.
 */
export const TABLAS_DE_EMPRESA = [
  'sesion',
  'enlace_recibo',
  'lectura_chat',
  'mensaje_chat',
  'conversacion',
  'evento',
  'ruta_cliente',
  'ruta_usuario',
  'ruta',
  'usuario_permiso',
  'rol_permiso',
  'idempotencia',
  'diferimiento',
  'detalle_pago',
  'movimiento_caja',
  'recibo',
  'cuota',
  'prestamo',
  'cliente_foto',
  'garante',
  'referencia_laboral',
  'cliente',
  'caja',
  'cupo',
  'secuencia',
  'pago_plan',
  'plan_historial',
  'empresa_logo',
  'usuario',
  // Los disparadores de clientes y préstamos los actualizan al borrarlos: van después de ellos.
  'cliente_sufijo',
  'prestamo_sufijo',
  'contador_empresa',
  'resumen_cartera',
  'resumen_cartera_mes',
  'resumen_diario',
  'resumen_ruta',
] as const;

/** Borra todo lo que la empresa tiene y la empresa misma, dentro de la transacción del llamador. */
export async function borrarFilasDeEmpresa(tx: Tx, idEmpresa: number): Promise<void> {
  for (const tabla of TABLAS_DE_EMPRESA) {
    await tx.execute(sql`delete from ${sql.identifier(tabla)} where id_empresa = ${idEmpresa}`);
  }
  await tx.execute(sql`delete from empresa where id_empresa = ${idEmpresa}`);
}
