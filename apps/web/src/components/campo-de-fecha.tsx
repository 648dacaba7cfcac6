import { DateInput, type DateInputProps } from '@mantine/dates';

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
export function CampoDeFecha({ value, onChange, min, max, ...props }: Props) {
  return (
    <DateInput
      valueFormat="DD/MM/YYYY"
      placeholder="dd/mm/aaaa"
      dateParser={leerFechaEscrita}
      allowDeselect
      value={value || null}
      onChange={(fecha) => onChange(fecha ?? '')}
      excludeDate={(dia) => Boolean((min && dia < min) || (max && dia > max))}
      {...props}
    />
  );
}
