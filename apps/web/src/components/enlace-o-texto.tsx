import { Anchor, type AnchorProps, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Un texto que lleva a su pantalla si el usuario puede abrirla (`a` no null); si no, el mismo texto sin enlace. */
export function EnlaceOTexto(
  props: AnchorProps & {
    a: string | null;
    children: ReactNode;
    'aria-label'?: string;
    /** Estado de la navegación (p. ej. `{ verCuotas: true }` para bajar a la lista de cuotas). */
    state?: unknown;
  },
) {
  const { a, children, state, ...resto } = props;
  if (!a) {
    const { 'aria-label': _, ...estilo } = resto;
    return (
      <Text span inherit {...estilo}>
        {children}
      </Text>
    );
  }
  return (
    <Anchor component={Link} to={a} state={state} inherit {...resto}>
      {children}
    </Anchor>
  );
}
