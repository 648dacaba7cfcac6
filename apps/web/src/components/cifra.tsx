import { Text } from '@mantine/core';

/** Un dato con su etiqueta pequeña encima: resúmenes del préstamo, del cobro, de la simulación y del reenganche. */
export function Cifra({
  etiqueta,
  valor,
  destacado,
}: {
  etiqueta: string;
  valor: string;
  destacado?: boolean;
}) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {etiqueta}
      </Text>
      <Text fw={destacado ? 800 : 600} fz={destacado ? 'xl' : 'md'}>
        {valor}
      </Text>
    </div>
  );
}
