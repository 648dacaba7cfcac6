import type { CrearPrestamoBody } from '@prestamos/contract';
import { errorDeFechaDeInicio, errorDelPlanManual, pesosACentavos } from '@prestamos/domain';
import { invalido } from '../../lib/errores';

/**
 * Los topes de un préstamo nuevo que dependen de hoy (docs/decisiones/0024-fechas-y-topes-del-prestamo.md): su fecha
 * de inicio (hoy si no viene) y la tabla manual medida contra ella. El contrato ya revisó lo demás; aquí se sabe qué
 * día es. Va antes de abrir la transacción.
 */
export function exigirFechasDelPrestamo(
  body: CrearPrestamoBody,
  fechaInicio: string,
  hoy: string,
  planManual: { no: number; fecha: string; montoCentavos: number }[] | undefined,
) {
  const inicio = errorDeFechaDeInicio(fechaInicio, hoy);
  if (inicio) throw invalido('fecha_inicio', inicio);
  if (!planManual) return;
  const plan = errorDelPlanManual(planManual, pesosACentavos(body.monto), {
    fechaInicio,
    frecuencia: body.frecuencia,
  });
  if (plan) throw invalido('plan_manual', plan);
}
