import { fechaDeNegocio, formatearFecha, ZONA_DE_NEGOCIO } from '@prestamos/domain';

const reloj = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONA_DE_NEGOCIO,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * El instante con la hora de Santo Domingo y su desfase, `2026-11-27T07:42:00-04:00`: la hora del cobrador que viaja
 * como `cobrado_en`. La República Dominicana no cambia de hora en el año: siempre UTC−4.
 */
export function instanteDeNegocio(d: Date): string {
  return `${fechaDeNegocio(d)}T${reloj.format(d)}-04:00`;
}

const horaCorta = new Intl.DateTimeFormat('es-DO', {
  timeZone: ZONA_DE_NEGOCIO,
  hour: 'numeric',
  minute: '2-digit',
});

/** «7:42 a. m.» si fue hoy; si no, con su fecha: «26/11/2026 7:42 a. m.». */
export function cuandoFue(ms: number, ahora = new Date()): string {
  const d = new Date(ms);
  const hora = horaCorta.format(d);
  return fechaDeNegocio(d) === fechaDeNegocio(ahora) ? hora : `${formatearFecha(fechaDeNegocio(d))} ${hora}`;
}
