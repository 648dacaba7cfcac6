import { Button, Card, Group, SegmentedControl, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { mensajeDe } from '../../lib/api-error';
import { erroresDelServidor } from '../../lib/formularios';
import { notificar } from '../../lib/notificar';
import { useRegistrarMovimiento } from './api';
import { errorDeMonto, soloDigitosYPuntos } from './monto';

const TIPOS = [
  { value: 'INGRESO', label: 'Ingreso' },
  { value: 'EGRESO', label: 'Egreso' },
];

/** Ingreso o egreso hecho a mano (docs/producto.md#caja): tipo, monto mayor que 0 y una descripción opcional. */
export function FormularioMovimiento() {
  const registrar = useRegistrarMovimiento();
  const idTitulo = useId();
  const form = useForm({
    initialValues: { tipo: 'INGRESO' as 'INGRESO' | 'EGRESO', monto: '', descripcion: '' },
    validate: { monto: errorDeMonto },
  });
  const ingreso = form.values.tipo === 'INGRESO';

  const enviar = form.onSubmit((v) =>
    registrar.mutate(
      { tipo: v.tipo, monto: Number(v.monto), descripcion: v.descripcion.trim() || null },
      {
        onSuccess: (r) => {
          notificar.exito(r.message);
          // El tipo se queda: quien anota varios gastos seguidos no lo vuelve a elegir.
          form.setValues({ monto: '', descripcion: '' });
        },
        onError: (error) => {
          erroresDelServidor(form, error);
          notificar.error(mensajeDe(error, 'Intenta nuevamente.'), 'No se pudo guardar');
        },
      },
    ),
  );

  return (
    <Card withBorder padding="md" h="100%">
      <Title order={2} size="h4" mb="sm" id={idTitulo}>
        Nuevo movimiento
      </Title>
      <form onSubmit={enviar} noValidate aria-labelledby={idTitulo}>
        <Stack gap="sm">
          <SegmentedControl
            aria-label="Tipo de movimiento"
            data={TIPOS}
            color={ingreso ? 'teal.9' : 'red.9'}
            value={form.values.tipo}
            onChange={(v) => form.setFieldValue('tipo', v as 'INGRESO' | 'EGRESO')}
            fullWidth
          />
          <Group align="flex-start" gap="sm" grow preventGrowOverflow={false} wrap="wrap">
            <TextInput
              label="Monto (RD$)"
              withAsterisk
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              maxLength={13}
              miw={160}
              {...form.getInputProps('monto')}
              onChange={(e) => form.setFieldValue('monto', soloDigitosYPuntos(e.currentTarget.value))}
            />
            <TextInput
              label="Descripción"
              placeholder="Opcional"
              maxLength={200}
              miw={200}
              {...form.getInputProps('descripcion')}
            />
          </Group>
          <Group justify="flex-end">
            <Button
              type="submit"
              leftSection={<IconPlus size={18} aria-hidden />}
              loading={registrar.isPending}
            >
              {ingreso ? 'Registrar ingreso' : 'Registrar egreso'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
