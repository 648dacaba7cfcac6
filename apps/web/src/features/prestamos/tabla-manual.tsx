import { ActionIcon, Button, Group, Stack, Table, Text } from '@mantine/core';
import { formatearCentavos, pesosACentavos } from '@prestamos/domain';
import { IconPlus, IconTrash, IconWand } from '@tabler/icons-react';
import { CampoDeFecha } from '../../components/campo-de-fecha';
import { EntradaDePesos } from '../../components/entrada-de-pesos';

export interface FilaEditable {
  no: number;
  fecha: string;
  monto: number;
}

interface Props {
  filas: FilaEditable[];
  montoCentavos: number;
  alCambiar: (filas: FilaEditable[]) => void;
  alSugerir: () => void;
  error?: string;
}

/** La tabla del modo Manual: fechas y montos que el usuario pacta con el cliente. */
export function TablaManual({ filas, montoCentavos, alCambiar, alSugerir, error }: Props) {
  const suma = filas.reduce((s, f) => s + pesosACentavos(f.monto || 0), 0);
  const cambiar = (i: number, cambio: Partial<FilaEditable>) =>
    alCambiar(filas.map((f, j) => (j === i ? { ...f, ...cambio } : f)));
  const renumerar = (lista: FilaEditable[]) => lista.map((f, i) => ({ ...f, no: i + 1 }));
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600}>Tabla manual</Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconWand size={16} aria-hidden />}
            onClick={alSugerir}
          >
            Sugerir tabla
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => alCambiar(renumerar([...filas, { no: 0, fecha: '', monto: 0 }]))}
          >
            Agregar cuota
          </Button>
        </Group>
      </Group>
      <Table.ScrollContainer minWidth={420}>
        <Table verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>No.</Table.Th>
              <Table.Th>Fecha</Table.Th>
              <Table.Th>Monto (RD$)</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {filas.map((f, i) => (
              <Table.Tr key={f.no}>
                <Table.Td>{f.no}</Table.Td>
                <Table.Td>
                  <CampoDeFecha
                    aria-label={`Fecha de la cuota ${f.no}`}
                    value={f.fecha}
                    onChange={(fecha) => cambiar(i, { fecha })}
                    size="xs"
                  />
                </Table.Td>
                <Table.Td>
                  <EntradaDePesos
                    aria-label={`Monto de la cuota ${f.no}`}
                    value={f.monto}
                    onChange={(v) => cambiar(i, { monto: Number(v) || 0 })}
                    size="xs"
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Quitar la cuota ${f.no}`}
                    onClick={() => alCambiar(renumerar(filas.filter((_, j) => j !== i)))}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" c={suma < montoCentavos ? 'red.9' : undefined}>
        Suma de las cuotas: <b>{formatearCentavos(suma)}</b> · capital {formatearCentavos(montoCentavos)} ·
        interés {formatearCentavos(Math.max(suma - montoCentavos, 0))}
      </Text>
      {error && (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
