import { Button, Divider, Grid, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import type { EmpresaCreada } from '@prestamos/contract';
import { errorDelCodigoDeEmpresa, fechaDeNegocio, filtrarCodigoDeEmpresa } from '@prestamos/domain';
import { mensajeDe } from '../../lib/api-error';
import { erroresDelServidor } from '../../lib/formularios';
import { notificar } from '../../lib/notificar';
import { useCrearEmpresa } from './api-empresas';
import { CamposDeAdministrador } from './campos-de-administrador';
import { CamposDePlanFormulario, reglasDePlan } from './campos-de-plan';
import {
  cuerpoDeEmpresaNueva,
  type ValoresDeEmpresaNueva,
  valoresDeEmpresaNueva,
} from './formulario-de-plan';

const ESTADOS = ['ACTIVO', 'INACTIVO', 'SUSPENDIDO'];
const correoValido = (v: string) =>
  !v.trim() || /^\S+@\S+\.\S+$/.test(v.trim()) ? null : 'Correo electrónico inválido.';

/** Los errores del servidor llegan como `plan.cuotas` o `admin.usuario`: se pasan a los campos del formulario. */
const CAMPOS_DEL_SERVIDOR: Record<string, string> = {
  'plan.nombre': 'plan_nombre',
  'plan.frecuencia': 'plan_frecuencia',
  'plan.cuotas': 'plan_cuotas',
  'plan.monto_cuota': 'plan_monto_cuota',
  'plan.inicio': 'plan_fecha_inicio',
  'plan.fin': 'plan_fecha_fin',
};

/** Alta de empresa con su plan y su administrador (spec 000 §5 y §9). */
export function ModalNuevaEmpresa(props: { alCerrar: () => void; alCrear: (r: EmpresaCreada) => void }) {
  const crear = useCrearEmpresa();
  const telefono = useMediaQuery('(max-width: 36em)');
  const form = useForm<ValoresDeEmpresaNueva>({
    initialValues: valoresDeEmpresaNueva(fechaDeNegocio(new Date())),
    validate: {
      nombre_empresa: (v) => (v.trim() ? null : 'Ingresa el nombre de la empresa.'),
      rnc: (v) => errorDelCodigoDeEmpresa(v),
      correo: correoValido,
      ...reglasDePlan<ValoresDeEmpresaNueva>(true),
      admin: {
        email: correoValido,
        password: (v) => (!v || v.length >= 6 ? null : 'La contraseña debe tener al menos 6 caracteres'),
      },
    },
  });

  const enviar = form.onSubmit((valores) =>
    crear.mutate(cuerpoDeEmpresaNueva(valores), {
      onSuccess: props.alCrear,
      onError: (error) => {
        erroresDelServidor(
          {
            setErrors: (e) =>
              form.setErrors(
                Object.fromEntries(Object.entries(e).map(([k, v]) => [CAMPOS_DEL_SERVIDOR[k] ?? k, v])),
              ),
          },
          error,
        );
        notificar.error(mensajeDe(error, 'No se pudo crear la empresa'));
      },
    }),
  );

  return (
    <Modal opened onClose={props.alCerrar} title="Nueva empresa" size="xl" fullScreen={telefono}>
      <form onSubmit={enviar} noValidate>
        <Stack>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <TextInput
                label="Nombre de la empresa"
                withAsterisk
                data-autofocus
                {...form.getInputProps('nombre_empresa')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label="Código de empresa"
                withAsterisk
                description="Con él se inicia sesión: A-Z, 0-9, - y _, de 3 a 12."
                maxLength={12}
                autoComplete="off"
                {...form.getInputProps('rnc')}
                onChange={(e) => form.setFieldValue('rnc', filtrarCodigoDeEmpresa(e.currentTarget.value))}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label="Correo" type="email" {...form.getInputProps('correo')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label="Teléfono" type="tel" {...form.getInputProps('telefono')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Select label="Estado" data={ESTADOS} allowDeselect={false} {...form.getInputProps('estado')} />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput label="Dirección" {...form.getInputProps('direccion')} />
            </Grid.Col>
          </Grid>
          <Divider label={<Text fw={700}>Plan</Text>} labelPosition="left" />
          <CamposDePlanFormulario
            valores={form.values}
            entrada={(campo, opciones) => form.getInputProps(campo, opciones)}
            fijar={form.setValues}
            alCrear
          />
          <Divider
            label={<Text fw={700}>Administrador de la empresa (opcional)</Text>}
            labelPosition="left"
          />
          <CamposDeAdministrador form={form} />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.alCerrar}>
              Cancelar
            </Button>
            <Button type="submit" loading={crear.isPending}>
              Crear empresa
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
