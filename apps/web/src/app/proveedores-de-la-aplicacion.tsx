import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';
// Meses y días del calendario en español (los nombra dayjs, que usa @mantine/dates).
import 'dayjs/locale/es';

/**
 * Los calendarios y los modales de confirmación: solo el área privada los usa. Van con su diseño, que baja aparte
 * (app/router.tsx), para que el ingreso no cargue Modal, ScrollArea, floating-ui ni dayjs.
 */
export function ProveedoresDeLaAplicacion({ children }: { children: ReactNode }) {
  return (
    <DatesProvider settings={{ locale: 'es' }}>
      <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }}>{children}</ModalsProvider>
    </DatesProvider>
  );
}
