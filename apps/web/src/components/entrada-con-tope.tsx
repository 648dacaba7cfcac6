import { NumberInput, type NumberInputProps } from '@mantine/core';

/** Los límites de un número y cómo se escriben en el mensaje ("RD$ 1,250.00", "100 %"). */
export interface Tope {
  min?: number;
  max?: number;
  formato?: (n: number) => string;
}

export const formatoPorcentaje = (n: number) => `${n} %`;

/**
 * Por qué un número se sale de su tope ("No puede pasar de 100 %."), o null. Vacío no es asunto del tope: lo dice la
 * regla de obligatorio de cada formulario.
 */
export function errorDeTope(valor: number | string | null | undefined, tope: Tope): string | null {
  if (valor === '' || valor === null || valor === undefined) return null;
  const n = Number(valor);
  if (Number.isNaN(n)) return null;
  const escribir = tope.formato ?? String;
  if (tope.max !== undefined && n > tope.max) return `No puede pasar de ${escribir(tope.max)}.`;
  if (tope.min !== undefined && n < tope.min) return `No puede ser menor que ${escribir(tope.min)}.`;
  return null;
}

type Props = Omit<NumberInputProps, 'min' | 'max' | 'clampBehavior'> & { tope: Tope };

/**
 * Un número con tope que no recorta lo tecleado: con `clampBehavior="strict"` de Mantine, 9999 se quedaba en 999 y 150
 * en 15 sin decir nada. Aquí se acepta lo escrito y el campo dice por qué no sirve (el error del formulario, si lo
 * hay, manda); el formulario no envía mientras `errorDeTope` dé un mensaje. Las flechas siguen sin pasar del tope.
 */
export function EntradaConTope({ tope, error, ...props }: Props) {
  return (
    <NumberInput
      min={tope.min}
      max={tope.max}
      clampBehavior="none"
      error={error || errorDeTope(props.value, tope)}
      {...props}
    />
  );
}
