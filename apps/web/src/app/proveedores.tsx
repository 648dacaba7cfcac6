import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
// Meses y días del calendario en español (los nombra dayjs, que usa @mantine/dates).
import 'dayjs/locale/es';
import { queryClient } from '../lib/consultas';
import { tema, variablesCss } from './tema';

export function Proveedores({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={tema} cssVariablesResolver={variablesCss} defaultColorScheme="light">
      <DatesProvider settings={{ locale: 'es' }}>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }}>
            <Notifications position="top-right" limit={4} />
            {children}
          </ModalsProvider>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
