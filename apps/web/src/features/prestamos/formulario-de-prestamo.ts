import { type Cliente, CrearPrestamoBody } from '@prestamos/contract';
import {
  type CuotaCalculada,
  calcularCronograma,
  centavosAPesos,
  errorDeFechaDeInicio,
  type FRECUENCIAS,
  pesosACentavos,
  planManualSugerido,
  type TIPOS_DE_AMORTIZACION,
} from '@prestamos/domain';
import type { z } from 'zod';
import type { FilaEditable } from './tabla-manual';

export type Tipo = (typeof TIPOS_DE_AMORTIZACION)[number]['codigo'];
export type Frecuencia = (typeof FRECUENCIAS)[number]['codigo'];

/** Lo escrito en el préstamo nuevo; '' es un número aún vacío. */
export interface Formulario {
  monto: number | '';
  tipo: Tipo;
  frecuencia: Frecuencia;
  tasa: number | '';
  plazo: number | '';
  fechaInicio: string;
  gastos: number | '';
  nota: string;
  filas: FilaEditable[];
}

export const formularioInicial = (hoy: string): Formulario => ({
  monto: '',
  tipo: 'FRANCES',
  frecuencia: 'MENSUAL',
  tasa: '',
  plazo: 12,
  fechaInicio: hoy,
  gastos: 0,
  nota: '',
  filas: [],
});

type Cuerpo = z.input<typeof CrearPrestamoBody> & {
  monto: number;
  plazo: number;
  tasa: number | null;
  amortizacion: Tipo;
  frecuencia: Frecuencia;
  fecha_inicio: string;
  gastos_cierre: number;
};

/** Lo que se envía a POST /prestamos (tasa null en MANUAL). */
export function cuerpoDe(cliente: Cliente | null, f: Formulario): Cuerpo {
  const manual = f.tipo === 'MANUAL';
  return {
    id_cliente: cliente?.id_cliente ?? 0,
    monto: f.monto === '' ? 0 : f.monto,
    plazo: manual ? f.filas.length : f.plazo === '' ? 0 : f.plazo,
    tasa: manual ? null : f.tasa === '' ? null : f.tasa,
    amortizacion: f.tipo,
    frecuencia: f.frecuencia,
    fecha_inicio: f.fechaInicio,
    gastos_cierre: f.gastos === '' ? 0 : f.gastos,
    nota: f.nota,
    plan_manual: manual ? f.filas.map((r) => ({ no: r.no, fecha: r.fecha || null, monto: r.monto })) : null,
  };
}

/**
 * Los mismos esquemas que valida el servidor: mismos mensajes en la pantalla y en la API. Los topes de la fecha de
 * inicio dependen de hoy (el contrato no sabe qué día es): la misma regla del dominio que aplica el servidor.
 */
export function erroresDe(cuerpo: Cuerpo, hoy: string): Record<string, string> {
  const r = CrearPrestamoBody.safeParse(cuerpo);
  const errores: Record<string, string> = {};
  if (!r.success) for (const i of r.error.issues) errores[String(i.path[0])] ??= i.message;
  const inicio = errores.fecha_inicio ? null : errorDeFechaDeInicio(cuerpo.fecha_inicio, hoy);
  if (inicio) errores.fecha_inicio = inicio;
  return errores;
}

/** El plan que el servidor guardará con estas condiciones, o null mientras tengan errores. */
export function simulacion(cuerpo: Cuerpo, errores: Record<string, string>): CuotaCalculada[] | null {
  if (errores.monto || errores.plazo || errores.tasa || errores.plan_manual || errores.fecha_inicio)
    return null;
  return calcularCronograma({
    montoCentavos: pesosACentavos(cuerpo.monto),
    plazo: cuerpo.plazo,
    tasa: cuerpo.tasa,
    tipo: cuerpo.amortizacion,
    frecuencia: cuerpo.frecuencia,
    fechaInicio: cuerpo.fecha_inicio,
    planManual: cuerpo.plan_manual?.map((r) => ({
      no: r.no,
      fecha: r.fecha ?? '',
      montoCentavos: pesosACentavos(r.monto),
    })),
  });
}

/** La tabla manual que se propone: la de una amortización francesa con la tasa y las cuotas escritas. */
export function filasSugeridas(f: Formulario, montoCentavos: number): FilaEditable[] {
  return planManualSugerido({
    montoCentavos,
    plazo: f.plazo === '' || f.plazo <= 0 ? 1 : f.plazo,
    tasa: f.tasa === '' ? 0 : f.tasa,
    frecuencia: f.frecuencia,
    fechaInicio: f.fechaInicio,
  }).map((r) => ({ no: r.no, fecha: r.fecha, monto: centavosAPesos(r.montoCentavos) }));
}
