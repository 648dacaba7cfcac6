import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { tema } from '../app/tema';

/**
 * Monta un componente con los proveedores de la aplicación (tema, consultas sin reintentos). Devuelve también su
 * cliente de consultas: una prueba ve en él, sin esperar, si un clic empezó una mutación.
 */
export function montar(ui: ReactNode) {
  const consultas = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const montado = render(
    <MantineProvider theme={tema} env="test">
      <QueryClientProvider client={consultas}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
  return { ...montado, consultas };
}
