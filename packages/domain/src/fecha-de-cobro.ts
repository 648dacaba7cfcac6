import { diasEntre, fechaDeNegocio, formatearFecha } from './fechas';

/**
 * Un cobro hecho sin conexión (issue 35) llega con la hora del cobrador (`cobrado_en`), que fija su día de negocio.
 * Se cree dentro de estos límites: el reloj del teléfono puede ir unos minutos adelantado, y una cola de más de una
 * semana ya no es la cola de un día de trabajo (ese cobro se registra en la oficina, con la fecha de hoy).
 */
export const LIMITES_DE_FECHA_DE_COBRO = { minutosDeAdelanto: 5, diasHaciaAtras: 7 } as const;

/**
 * Error de la hora de un cobro, o null si sirve: no futura (más que el adelanto tolerado), no antes del inicio del
 * préstamo (`fechaInicio`, AAAA-MM-DD) y de a lo más 7 días antes de hoy, en días de negocio.
 */
export function errorDeFechaDeCobro(cobradoEn: Date, ahora: Date, fechaInicio: string): string | null {
  const { minutosDeAdelanto, diasHaciaAtras } = LIMITES_DE_FECHA_DE_COBRO;
  if (cobradoEn.getTime() > ahora.getTime() + minutosDeAdelanto * 60_000) {
    return 'La fecha de cobro no puede ser futura.';
  }
  const dia = fechaDeNegocio(cobradoEn);
  if (dia < fechaInicio) {
    return `La fecha de cobro no puede ser anterior al inicio del préstamo (${formatearFecha(fechaInicio)}).`;
  }
  if (diasEntre(dia, fechaDeNegocio(ahora)) > diasHaciaAtras) {
    return `La fecha de cobro no puede tener más de ${diasHaciaAtras} días.`;
  }
  return null;
}
