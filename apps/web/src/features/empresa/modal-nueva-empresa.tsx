import { Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import type { EmpresaCreada } from '@prestamos/contract';
import { fechaDeNegocio } from '@prestamos/domain';
import { mensajeDe } from '../../lib/api-error';
import { erroresDelServidor } from '../../lib/formularios';
import { notificar } from '../../lib/notificar';
import { useCrearEmpresa } from './api-empresas';
import { CamposDeAdministrador } from './campos-de-administrador';
import { CamposDeEmpresa, correoValido, reglasDeFicha } from './campos-de-empresa';
import { CamposDePlanFormulario, planFueraDeTope, reglasDePlan } from './campos-de-plan';
import {
  cuerpoDeEmpresaNueva,
  type ValoresDeEmpresaNueva,
  valoresDeEmpresaNueva,
} from './formulario-de-plan';

/** Los errores del servidor llegan como `plan.cuotas` o `admin.usuario`: se pasan a los campos del formulario. */
const CAMPOS_DEL_SERVIDOR: Record<string, string> = {
  'plan.nombre': 'plan_nombre',
  'plan.frecuencia': 'plan_frecuencia',
  'plan.cuotas': 'plan_cuotas',
  'plan.monto_cuota': 'plan_monto_cuota',
  'plan.inicio': 'plan_fecha_inicio',
  'plan.fin': 'plan_fecha_fin',
};

/** Alta de empresa con su plan y su administrador (docs/producto.md#empresas-y-planes). */
export function ModalNuevaEmpresa(props: { alCerrar: () => void; alCrear: (r: EmpresaCreada) => void }) {
  const crear = useCrearEmpresa();
  const telefono = useMediaQuery('(max-width: 36em)');
  const form = useForm<ValoresDeEmpresaNueva>({
    initialValues: valoresDeEmpresaNueva(fechaDeNegocio(new Date())),
    validate: {
      ...reglasDeFicha,
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
          <CamposDeEmpresa
            entrada={(campo) => form.getInputProps(campo)}
            fijarCodigo={(codigo) => form.setFieldValue('rnc', codigo)}
            alta
          />
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
            <Button type="submit" loading={crear.isPending} disabled={planFueraDeTope(form.values)}>
              Crear empresa
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
