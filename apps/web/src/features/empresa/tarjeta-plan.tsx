import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Title } from '@mantine/core';
import type { PlanEmpresa } from '@prestamos/contract';
import { FRECUENCIAS_DE_PLAN, formatearFecha, formatearPesos } from '@prestamos/domain';
import { IconCashPlus, IconEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { Cifra } from '../../components/cifra';
import { mensajeDe } from '../../lib/api-error';
import { usePlan } from './api';
import { InsigniaPlan, textoDeDias, usoDeLimite } from './insignias';
import { ModalEditarPlan } from './modal-editar-plan';
import { ModalRegistrarPago } from './modal-registrar-pago';

const nombreDeFrecuencia = (codigo: string | null) =>
  FRECUENCIAS_DE_PLAN.find((f) => f.codigo === codigo)?.nombre ?? codigo ?? '—';

function DatosDelPlan({ plan }: { plan: PlanEmpresa }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="md">
      <Cifra etiqueta="Plan" valor={plan.plan_nombre ?? '—'} />
      <Cifra etiqueta="Frecuencia" valor={nombreDeFrecuencia(plan.plan_frecuencia)} />
      <Cifra etiqueta="Cuotas" valor={plan.plan_cuotas === null ? '—' : String(plan.plan_cuotas)} />
      <Cifra
        etiqueta="Monto por cuota"
        valor={plan.plan_monto_cuota === null ? '—' : formatearPesos(plan.plan_monto_cuota)}
      />
      <Cifra etiqueta="Inicio" valor={formatearFecha(plan.plan_fecha_inicio) || '—'} />
      <Cifra etiqueta="Fin" valor={formatearFecha(plan.plan_fecha_fin) || '—'} />
      <Cifra etiqueta="Días restantes" valor={textoDeDias(plan.dias_restantes)} />
      <Cifra etiqueta="Máx. usuarios" valor={usoDeLimite(plan.usuarios_usados, plan.limite_usuarios)} />
      <Cifra etiqueta="Máx. clientes" valor={usoDeLimite(plan.clientes_usados, plan.limite_clientes)} />
      <Cifra etiqueta="Licencia" valor={plan.licencia === 'PERMANENTE' ? 'Ilimitada' : 'Normal'} />
    </SimpleGrid>
  );
}

/**
 * El plan de la empresa (docs/producto.md#empresas-y-planes); soporte lo cambia desde aquí y, mientras ve una
 * empresa, le registra pagos (la empresa de soporte no paga plan: el servidor lo niega).
 */
export function TarjetaPlan({ esSoporte, cobra }: { esSoporte: boolean; cobra: boolean }) {
  const plan = usePlan();
  const [abierto, setAbierto] = useState<'pago' | 'plan' | null>(null);
  return (
    <Card withBorder padding="lg" h="100%" component="section" aria-label="Plan de la empresa">
      <Group justify="space-between" mb="md" gap="xs">
        <Group gap="xs">
          <Title order={2} size="h4">
            Plan
          </Title>
          {plan.data && <InsigniaPlan estado={plan.data.plan_estado} />}
        </Group>
        {esSoporte && plan.data && (
          <Group gap="xs">
            {cobra && (
              <Button leftSection={<IconCashPlus size={18} aria-hidden />} onClick={() => setAbierto('pago')}>
                Registrar pago
              </Button>
            )}
            <Button
              variant="light"
              leftSection={<IconEdit size={18} aria-hidden />}
              onClick={() => setAbierto('plan')}
            >
              Editar plan
            </Button>
          </Group>
        )}
      </Group>
      {plan.isError && <Alert color="red">{mensajeDe(plan.error, 'No se pudo cargar el plan.')}</Alert>}
      {plan.isPending && <Skeleton h={160} />}
      {plan.data && <DatosDelPlan plan={plan.data} />}
      {abierto === 'pago' && <ModalRegistrarPago alCerrar={() => setAbierto(null)} />}
      {abierto === 'plan' && plan.data && (
        <ModalEditarPlan plan={plan.data} alCerrar={() => setAbierto(null)} />
      )}
    </Card>
  );
}
