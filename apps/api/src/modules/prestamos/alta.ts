import type { CuotaCalculada } from '@prestamos/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { cuota, prestamo } from '../../db/schema/prestamos';
import { filasDe } from '../../db/transacciones';
import { movimientoEnUnaSentencia, type NuevoMovimiento } from '../caja/repositorio';
import { siguienteNumero } from '../numeracion/repositorio';

/** Lo que el préstamo guarda de sí mismo al darse (todo menos su número, su orden y su resumen, que salen de aquí). */
type ValoresDelPrestamo = Omit<
  typeof prestamo.$inferInsert,
  'id_prestamo' | 'orden' | 'codigo_prestamo' | 'saldo_centavos' | 'capital_pendiente_centavos'
>;

/**
 * El código de un préstamo mientras se guarda, único en la empresa y sin letras ni dígitos (`~` y el id escrito con
 * signos): no deja sufijos de búsqueda que después haya que borrar. Nadie lo ve: el commit ya lleva el número.
 */
const codigoProvisional = (idPrestamo: number) =>
  `~${String(idPrestamo).replace(/\d/g, (d) => '!#$%&*+=?@'[Number(d)] ?? '')}`;

/**
 * Guarda el préstamo y sus cuotas en una sentencia (las llaves foráneas se comprueban al final de ella), con los ids
 * ya reservados y su resumen ya calculado del cronograma (lo mismo que daría `resumen_de_prestamo`: nada pagado), así
 * su disparador resume la cartera una sola vez. El número y el orden de alta son provisionales (`numerarPrestamo` los
 * pone al final): la serie de préstamos no se bloquea mientras sus disparadores trabajan.
 */
export async function guardarPrestamoYCuotas(
  tx: Tx,
  p: { idPrestamo: number; idCuotas: number[]; cuotas: CuotaCalculada[]; valores: ValoresDelPrestamo },
): Promise<void> {
  const [primera] = p.cuotas;
  if (!primera || p.idCuotas.length !== p.cuotas.length) throw new Error('Un préstamo se da con sus cuotas.');
  const suma = (campo: 'cuota' | 'capital' | 'interes') => p.cuotas.reduce((s, c) => s + c[campo], 0);
  const nuevo = tx.insert(prestamo).values({
    ...p.valores,
    id_prestamo: p.idPrestamo,
    orden: -p.idPrestamo,
    codigo_prestamo: codigoProvisional(p.idPrestamo),
    saldo_centavos: suma('cuota'),
    capital_pendiente_centavos: suma('capital'),
    interes_pendiente_centavos: suma('interes'),
    cuotas_pagadas: 0,
    primer_vencimiento_impago: p.cuotas.reduce((min, c) => (c.fecha < min ? c.fecha : min), primera.fecha),
    id_pago_primera_abierta: p.idCuotas[0],
    no_cuota_primera_abierta: primera.no,
    cuota_actual_centavos: primera.cuota,
    pendiente_primera_abierta_centavos: primera.cuota,
    pagos_vigentes: 0,
  });
  const suyas = tx.insert(cuota).values(
    p.cuotas.map((c, i) => ({
      id_pago: p.idCuotas[i],
      id_empresa: p.valores.id_empresa,
      id_prestamo: p.idPrestamo,
      no_cuota: c.no,
      fecha_debe_pagar: c.fecha,
      fecha_original: c.fecha,
      monto_cuota_centavos: c.cuota,
      capital_cuota_centavos: c.capital,
      interes_cuota_centavos: c.interes,
      balance_prestamo_centavos: c.saldo,
    })),
  );
  await tx.execute(sql`with nuevo as ${nuevo}, suyas as ${suyas} select 1`);
}

/**
 * Lo último del alta, en una sentencia: toma el número de la serie de préstamos (bloqueada hasta el commit), lo pone
 * en el préstamo con su orden de alta (el mismo contador: 1, 2, 3… sin huecos, como los números), anota el egreso del
 * desembolso, cuya descripción lleva el número, y escribe los `avisos` (`eventosEnUnaSentencia`), que también pueden
 * llevarlo. Devuelve el número.
 */
export async function numerarPrestamo(
  tx: Tx,
  a: {
    idEmpresa: number;
    idPrestamo: number;
    fecha: string;
    egreso: (Omit<NuevoMovimiento, 'descripcion'> & { descripcion: (codigo: SQL) => SQL }) | null;
    avisos: (codigo: SQL) => SQL;
  },
): Promise<string> {
  const codigo = sql`(select no from numero)`;
  const egreso = a.egreso
    ? sql`, ${movimientoEnUnaSentencia(tx, { ...a.egreso, descripcion: a.egreso.descripcion(codigo) })}`
    : sql``;
  const [fila] = await filasDe<{ no: string }>(
    tx,
    sql`with numero as (${siguienteNumero(a.idEmpresa, 'PRESTAMOS', a.fecha)}),
      numerado as (update prestamo p set codigo_prestamo = n.no, orden = n.ultimo from numero n
        where p.id_empresa = ${a.idEmpresa} and p.id_prestamo = ${a.idPrestamo})${egreso}, ${a.avisos(codigo)}
      select no from numero`,
  );
  if (!fila) throw new Error('El alta no tomó número de préstamo.');
  return fila.no;
}
