/**
 * Fechas del negocio. El día hábil es el de America/Santo_Domingo (UTC-4 todo el año): "hoy", "vencida" y "vence en
 * 7 días" se calculan en esa zona, no en la del servidor. Las fechas viajan como texto `YYYY-MM-DD`.
 */
export const ZONA_DE_NEGOCIO = 'America/Santo_Domingo';

const formatoFecha = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONA_DE_NEGOCIO,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * La fecha (día de negocio) de un instante. La base tiene su copia, `fecha_de_negocio` (apps/api/sql/fechas.sql), con la
 * que fecha lo cobrado cada día; apps/api/src/db/reglas-escritas-dos-veces.test.ts comprueba que dan lo mismo.
 */
export function fechaDeNegocio(instante: Date): string {
  return formatoFecha.format(instante);
}

function partes(fecha: string): [number, number, number] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(fecha);
  if (!m) throw new Error(`Fecha inválida: ${fecha}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

function aTexto(anio: number, mes: number, dia: number): string {
  return `${String(anio).padStart(4, '0')}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
}

function diasDelMes(anio: number, mes: number): number {
  return new Date(Date.UTC(anio, mes, 0)).getUTCDate();
}

/** Suma meses sin deslizar el día: del 31 de enero, un mes después es el 28 (o 29) de febrero; dos, el 31 de marzo. */
export function sumarMeses(fecha: string, meses: number): string {
  const [anio, mes, dia] = partes(fecha);
  const indice = anio * 12 + (mes - 1) + meses;
  const nuevoAnio = Math.floor(indice / 12);
  const nuevoMes = (indice % 12) + 1;
  return aTexto(nuevoAnio, nuevoMes, Math.min(dia, diasDelMes(nuevoAnio, nuevoMes)));
}

export function sumarDias(fecha: string, dias: number): string {
  const [anio, mes, dia] = partes(fecha);
  const d = new Date(Date.UTC(anio, mes - 1, dia + dias));
  return aTexto(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** Días entre dos fechas YYYY-MM-DD (positivo si `hasta` es posterior). */
export function diasEntre(desde: string, hasta: string): number {
  return Math.round((Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / 86_400_000);
}

/** 2026-11-22 → 22/11/2026, como se escriben las fechas en la República Dominicana. */
export function formatearFecha(fecha: string | null | undefined): string {
  if (!fecha) return '';
  const [anio, mes, dia] = fecha.slice(0, 10).split('-');
  return `${dia}/${mes}/${anio}`;
}

const formatoHora = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONA_DE_NEGOCIO,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Fecha y hora de un instante en Santo Domingo: 22/11/2026 14:05 (recibos, movimientos de caja). */
export function formatearFechaHora(instante: Date | string): string {
  const d = typeof instante === 'string' ? new Date(instante) : instante;
  return `${formatearFecha(fechaDeNegocio(d))} ${formatoHora.format(d)}`;
}
