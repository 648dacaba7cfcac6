import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { esAdministrador, puede, useSesion } from '../../lib/sesion';
import { usePlan } from './api';

/**
 * Aviso de renovación del plan en toda el área privada, para quien administra la empresa (y soporte mientras ve
 * una). Solo avisa: un prestamista con el plan vencido sigue cobrando.
 */
export function AvisoDelPlan() {
  const sesion = useSesion();
  const esSoporte = puede(sesion, 'SUPERADMIN');
  const aplica = esSoporte ? sesion.viendoEmpresa : esAdministrador(sesion);
  const aviso = usePlan(aplica && sesion.token !== null).data;
  if (!aplica || !aviso?.aviso) return null;
  const vencido = aviso.plan_estado === 'VENCIDO';
  return (
    <Alert
      color={vencido ? 'red' : 'yellow'}
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      mb="md"
      role="status"
      styles={{ message: { color: 'var(--mantine-color-dark-7)' } }}
    >
      {aviso.aviso}{' '}
      <Anchor component={Link} to="/app/empresa" fw={600} inherit>
        Ver el plan
      </Anchor>
    </Alert>
  );
}
