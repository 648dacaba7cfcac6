import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/**
 * La contraseña que generó el servidor se muestra una sola vez: después no se puede volver a leer. La usan el alta de
 * usuarios y el de empresas (con el código de la empresa nueva, que su administrador necesita para entrar).
 */
export function ModalPasswordGenerada(props: {
  usuario: string;
  password: string | null;
  /** Código de la empresa del usuario, si no es la de la sesión. */
  empresa?: string;
  alCerrar: () => void;
}) {
  return (
    <Modal opened={props.password !== null} onClose={props.alCerrar} title="Contraseña generada" centered>
      <Stack>
        <Text>
          Entrega esta contraseña a <b>{props.usuario}</b>
          {props.empresa && (
            <>
              {' '}
              (empresa <b>{props.empresa}</b>)
            </>
          )}{' '}
          para su primer ingreso:
        </Text>
        <Code block fz="xl" ta="center" data-testid="password-generada">
          {props.password}
        </Code>
        <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />}>
          Cópiala ahora: no se volverá a mostrar. El usuario puede cambiarla en Mi perfil.
        </Alert>
        <Group justify="flex-end">
          <CopyButton value={props.password ?? ''}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? 'Copiada' : 'Copiar'}
              </Button>
            )}
          </CopyButton>
          <Button onClick={props.alCerrar}>Listo</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
