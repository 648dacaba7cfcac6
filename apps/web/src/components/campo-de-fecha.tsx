import { DateInput, type DateInputProps } from '@mantine/dates';
import { useState } from 'react';

const ESCRITA = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * "27/11/2026" → "2026-11-27". Solo una fecha completa y que existe: mientras se escribe ("27/11/2") o con un día que
 * no hay (31/02/2026) da null, y el campo conserva el valor anterior en vez de saltar al año 2.
 */
export function leerFechaEscrita(texto: string): string | null {
  const m = ESCRITA.exec(texto.trim());
  if (!m) return null;
  const [dia, mes, anio] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const fecha = new Date(Date.UTC(anio, mes - 1, dia));
  if (fecha.getUTCMonth() !== mes - 1 || fecha.getUTCDate() !== dia) return null;
  return `${m[3]}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
}

const nombreDelMes = new Intl.DateTimeFormat('es-DO', { month: 'long', timeZone: 'UTC' });

/**
 * Por qué lo escrito no es una fecha, o null si lo es (o está vacío): "31/02/2026 no existe: febrero de 2026 tiene 28
 * días." El campo vuelve a la fecha de antes al salir de él; sin este mensaje, la que se tecleó desaparecía callada.
 */
export function porQueNoEsFecha(texto: string): string | null {
  const t = texto.trim();
  if (!t || leerFechaEscrita(t)) return null;
  const m = ESCRITA.exec(t);
  if (!m) return 'Escribe la fecha completa: dd/mm/aaaa.';
  const [mes, anio] = [Number(m[2]), Number(m[3])];
  if (mes < 1 || mes > 12) return `${t} no existe: el mes va del 1 al 12.`;
  const dias = new Date(Date.UTC(anio, mes, 0)).getUTCDate();
  return `${t} no existe: ${nombreDelMes.format(new Date(Date.UTC(anio, mes - 1, 1)))} de ${anio} tiene ${dias} días.`;
}

type Props = Omit<
  DateInputProps,
  'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'minDate' | 'maxDate' | 'excludeDate'
> & {
  /** AAAA-MM-DD, o vacío. */
  value?: string | null;
  /** AAAA-MM-DD, o '' si se vació: lo mismo que daba `<input type="date">` y lo que espera la API. */
  onChange: (fecha: string) => void;
  /** Días que el calendario ofrece (AAAA-MM-DD). */
  min?: string | null;
  max?: string | null;
};

/**
 * La fecha como se escribe en la República Dominicana (DD/MM/AAAA) con su calendario en español, en toda la app: se
 * teclea "27/11/2026" o se elige en el calendario, y el formulario recibe el texto AAAA-MM-DD de siempre.
 * `min` y `max` apagan los días del calendario pero no rechazan lo tecleado (`minDate` de Mantine lo descartaría
 * callado): una fecha escrita fuera del rango llega al formulario, que dice por qué no sirve.
 */
export function CampoDeFecha({ value, onChange, min, max, onBlur, onFocus, error, ...props }: Props) {
  // Lo tecleado que no era una fecha, hasta que se vuelva a escribir en el campo.
  const [invalida, setInvalida] = useState<string | null>(null);
  const porQue = invalida && porQueNoEsFecha(invalida);
  return (
    <DateInput
      valueFormat="DD/MM/YYYY"
      placeholder="dd/mm/aaaa"
      dateParser={leerFechaEscrita}
      allowDeselect
      value={value || null}
      onChange={(fecha) => {
        setInvalida(null);
        onChange(fecha ?? '');
      }}
      excludeDate={(dia) => Boolean((min && dia < min) || (max && dia > max))}
      onBlur={(e) => {
        setInvalida(porQueNoEsFecha(e.currentTarget.value) ? e.currentTarget.value : null);
        onBlur?.(e);
      }}
      onFocus={(e) => {
        setInvalida(null);
        onFocus?.(e);
      }}
      error={porQue ? `${porQue} ${value ? 'Quedó la fecha anterior.' : 'El campo quedó vacío.'}` : error}
      {...props}
    />
  );
}
