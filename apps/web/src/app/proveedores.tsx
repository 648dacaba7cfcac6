import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/consultas';
import { tema, variablesCss } from './tema';

/**
 * Lo que necesita toda página, también el sitio público y el ingreso. Los calendarios y los modales de confirmación
 * van con el área privada (proveedores-de-la-aplicacion.tsx).
 */
export function Proveedores({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={tema} cssVariablesResolver={variablesCss} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Notifications position="top-right" limit={4} />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
