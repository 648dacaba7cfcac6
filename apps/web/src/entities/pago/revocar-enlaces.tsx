import { ActionIcon, Tooltip } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { mensajeDe } from '../../lib/api-error';
import { notificar } from '../../lib/notificar';
import { useRevocarEnlaces } from './api';

/** Cierra los enlaces del recibo enviados por WhatsApp (si el cliente lo reenvió a quien no debía). */
export function RevocarEnlaces({ idRecibo, noRecibo }: { idRecibo: number; noRecibo: string }) {
  const revocar = useRevocarEnlaces(idRecibo);
  return (
    <Tooltip label="Revocar los enlaces enviados">
      <ActionIcon
        size="sm"
        variant="subtle"
        color="gray"
        aria-label={`Revocar los enlaces del recibo ${noRecibo}`}
        loading={revocar.isPending}
        onClick={() =>
          revocar.mutate(undefined, {
            onSuccess: (r) => notificar.exito(r.message),
            onError: (e) => notificar.error(mensajeDe(e, 'No se pudieron revocar los enlaces.')),
          })
        }
      >
        <IconLinkOff size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
