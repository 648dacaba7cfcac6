import { Button, Grid, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { fechaDeNegocio, METODOS_DE_PAGO_DE_PLAN } from '@prestamos/domain';
import { CampoDeFecha } from '../../components/campo-de-fecha';
import { EntradaDePesos } from '../../components/entrada-de-pesos';
import { mensajeDe } from '../../lib/api-error';
import { erroresDelServidor } from '../../lib/formularios';
import { notificar } from '../../lib/notificar';
import { useRegistrarPagoDePlan } from './api';
import { cuerpoDePago, errorDeMonto, valoresDePago } from './formulario-de-pago';

/**
 * Soporte cobra el plan de la empresa (docs/producto.md#empresas-y-planes): el pago adelanta el fin del plan un
 * período.
 */
export function ModalRegistrarPago({ alCerrar }: { alCerrar: () => void }) {
  const registrar = useRegistrarPagoDePlan();
  const telefono = useMediaQuery('(max-width: 36em)');
  const form = useForm({
    initialValues: valoresDePago(fechaDeNegocio(new Date())),
    validate: { monto: errorDeMonto },
  });
  const enviar = form.onSubmit((valores) =>
    registrar.mutate(cuerpoDePago(valores), {
      onSuccess: (r) => {
        notificar.exito(r.message || 'Pago registrado');
        alCerrar();
      },
      onError: (error) => {
        erroresDelServidor(form, error);
        notificar.error(mensajeDe(error, 'No se pudo registrar el pago'));
      },
    }),
  );
  return (
    <Modal opened onClose={alCerrar} title="Registrar pago" fullScreen={telefono}>
      <form onSubmit={enviar} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            El pago adelanta el fin del plan un período de su frecuencia.
          </Text>
          <Grid>
            <Grid.Col span={{ base: 12, xs: 6 }}>
              <EntradaDePesos
                label="Monto"
                prefix="RD$ "
                step={0.01}
                withAsterisk
                data-autofocus
                {...form.getInputProps('monto')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 6 }}>
              <CampoDeFecha label="Fecha" {...form.getInputProps('fecha')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 6 }}>
              <Select
                label="Método"
                data={[...METODOS_DE_PAGO_DE_PLAN]}
                allowDeselect={false}
                {...form.getInputProps('metodo')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 6 }}>
              <TextInput label="Referencia" {...form.getInputProps('referencia')} />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput label="Concepto" {...form.getInputProps('concepto')} />
            </Grid.Col>
          </Grid>
          <Group justify="flex-end">
            <Button variant="default" onClick={alCerrar}>
              Cancelar
            </Button>
            <Button type="submit" loading={registrar.isPending}>
              Registrar pago
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
