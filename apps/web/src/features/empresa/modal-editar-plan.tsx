import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import type { PlanEmpresa } from '@prestamos/contract';
import { fechaDeNegocio } from '@prestamos/domain';
import { mensajeDe } from '../../lib/api-error';
import { erroresDelServidor } from '../../lib/formularios';
import { notificar } from '../../lib/notificar';
import { useGuardarPlan } from './api';
import { CamposDePlanFormulario, planFueraDeTope, reglasDePlan } from './campos-de-plan';
import { type CamposDePlan, camposDelPlanActual, cuerpoDePlan } from './formulario-de-plan';

/** Soporte cambia el plan y sus límites (PUT /empresa/plan); el plan anterior queda en la historia. */
export function ModalEditarPlan({ plan, alCerrar }: { plan: PlanEmpresa; alCerrar: () => void }) {
  const guardar = useGuardarPlan();
  const telefono = useMediaQuery('(max-width: 36em)');
  const form = useForm<CamposDePlan>({
    initialValues: camposDelPlanActual(plan, fechaDeNegocio(new Date())),
    validate: reglasDePlan<CamposDePlan>(false),
  });
  const enviar = form.onSubmit((valores) =>
    guardar.mutate(cuerpoDePlan(valores), {
      onSuccess: (r) => {
        notificar.exito(r.message || 'Cambios guardados');
        alCerrar();
      },
      onError: (error) => {
        erroresDelServidor(form, error);
        notificar.error(mensajeDe(error, 'No se pudo guardar.'));
      },
    }),
  );
  return (
    <Modal opened onClose={alCerrar} title="Editar plan" size="lg" fullScreen={telefono}>
      <form onSubmit={enviar} noValidate>
        <Stack>
          <CamposDePlanFormulario
            valores={form.values}
            entrada={(campo, opciones) => form.getInputProps(campo, opciones)}
            fijar={form.setValues}
            alCrear={false}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={alCerrar}>
              Cancelar
            </Button>
            <Button type="submit" loading={guardar.isPending} disabled={planFueraDeTope(form.values)}>
              Guardar plan
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
