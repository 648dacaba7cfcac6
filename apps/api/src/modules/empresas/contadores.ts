import { type SQL, sql } from 'drizzle-orm';
import { type Total, totalExacto } from '../../lib/paginas';

/** Qué contadores de la empresa suman el total de una lista sin filtro (los mantienen disparadores de la base). */
export type Contador =
  | 'clientes'
  | 'clientes_activos'
  | 'clientes_inactivos'
  | 'prestamos'
  | 'prestamos_activos'
  | 'prestamos_saldados'
  | 'prestamos_cancelados';

/** Los totales de la lista de préstamos: los contadores, y los que dependen del día (vigentes y en mora). */
export type ContadorDePrestamos =
  | Extract<Contador, `prestamos${string}`>
  | 'prestamos_vigentes'
  | 'prestamos_en_mora';

/** El contador que da el total de la lista de préstamos por ese estado (la web: VIGENTE, EN MORA, SALDADO...). */
export function contadorDe(estado: string | undefined): ContadorDePrestamos | null {
  switch (estado) {
    case undefined:
    case '':
      return 'prestamos';
    case 'SALDADO':
      return 'prestamos_saldados';
    case 'CANCELADO':
      return 'prestamos_cancelados';
    case 'VIGENTE':
      return 'prestamos_vigentes';
    case 'EN MORA':
      return 'prestamos_en_mora';
    default:
      return null;
  }
}

/**
 * Los préstamos activos cuyo vencimiento impago más antiguo es hoy o después: del resumen de la cartera de la empresa
 * (una fila por fecha de vencimiento, docs/decisiones/0022-tablero-y-reportes.md), no contando préstamos. "Vigente" y
 * "en mora" cambian con el día sin que cambie ninguna fila; el resumen guarda la fecha, así que la cuenta de hoy es
 * una suma de las fechas desde hoy (unas 30 filas en la empresa del banco; las fechas pasadas, unas 640, no hace
 * falta leerlas).
 */
const prestamosVigentes = (idEmpresa: number, hoy: string) =>
  sql`coalesce((select sum(prestamos) from resumen_cartera
      where id_empresa = ${idEmpresa} and dimension = 'E' and id = 0 and vence >= ${hoy}::date), 0)`;

/** Un contador de la empresa como expresión SQL: la suma de sus franjas (0 si la empresa aún no tiene ninguna). */
function expresionDelContador(idEmpresa: number, cual: Contador): SQL {
  const columnas: Record<Contador, SQL> = {
    clientes: sql`k.clientes_activos + k.clientes_inactivos`,
    clientes_activos: sql`k.clientes_activos`,
    clientes_inactivos: sql`k.clientes_inactivos`,
    prestamos: sql`k.prestamos_activos + k.prestamos_saldados + k.prestamos_cancelados`,
    prestamos_activos: sql`k.prestamos_activos`,
    prestamos_saldados: sql`k.prestamos_saldados`,
    prestamos_cancelados: sql`k.prestamos_cancelados`,
  };
  return sql`coalesce((select sum(${columnas[cual]}) from contador_empresa k where k.id_empresa = ${idEmpresa}), 0)`;
}

/** El total de la lista de clientes o préstamos sin filtro de búsqueda (lib/paginas.ts `Total`). */
export const totalDelContador = (idEmpresa: number, cual: Contador): Total =>
  totalExacto(expresionDelContador(idEmpresa, cual));

/** El total de la lista de préstamos por estado, con los que dependen del día (vigentes y en mora). */
export function totalDePrestamos(idEmpresa: number, cual: ContadorDePrestamos, hoy: string): Total {
  switch (cual) {
    case 'prestamos_vigentes':
      return totalExacto(prestamosVigentes(idEmpresa, hoy));
    case 'prestamos_en_mora':
      // Un préstamo activo está en mora o vigente (siempre tiene una cuota abierta: invariantes.ts).
      return totalExacto(
        sql`(${expresionDelContador(idEmpresa, 'prestamos_activos')} - ${prestamosVigentes(idEmpresa, hoy)})`,
      );
    default:
      return totalDelContador(idEmpresa, cual);
  }
}
