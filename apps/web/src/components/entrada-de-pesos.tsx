import { NumberInput, type NumberInputProps } from '@mantine/core';

/** Un monto en pesos: nunca negativo, dos decimales y comas de miles (RD$ 1,234.56), como lo muestra toda la app. */
export function EntradaDePesos(props: NumberInputProps) {
  return <NumberInput min={0} decimalScale={2} thousandSeparator="," {...props} />;
}
