import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Marca } from '../../components/marca';
import { useTitulo } from '../../components/use-titulo';
import { mensajeDe } from '../../lib/api-error';
import { useSesion } from '../../lib/sesion';
import { useIniciarSesion } from './api';
import { leerIngresoRecordado, olvidarIngreso } from './ingreso-recordado';

const MENSAJE_FALLO = 'No se pudo iniciar sesión. Verifica los datos.';

/** Solo destinos de esta misma aplicación: `next=//otro-sitio` no debe sacar al usuario de aquí. */
function destinoSeguro(siguiente: string | null): string {
  return siguiente?.startsWith('/') && !siguiente.startsWith('//') ? siguiente : '/app';
}

export function PaginaLogin() {
  useTitulo('Acceder');
  const [params] = useSearchParams();
  const destino = destinoSeguro(params.get('next'));
  const navegar = useNavigate();
  const { token } = useSesion();
  const ingreso = useIniciarSesion();
  // Leído una vez: tras salir (o la inactividad) solo falta la contraseña.
  const [recordado, setRecordado] = useState(leerIngresoRecordado);
  const form = useForm({
    initialValues: { empresa: recordado?.empresa ?? '', usuario: recordado?.usuario ?? '', password: '' },
    validate: {
      empresa: (v) => (v.trim() ? null : 'Ingresa el código de empresa.'),
      usuario: (v) => (v.trim() ? null : 'Ingresa el usuario.'),
      password: (v) => (v ? null : 'Ingresa la contraseña.'),
    },
  });

  if (token && !ingreso.isPending) return <Navigate to={destino} replace />;

  const usarOtraCuenta = () => {
    olvidarIngreso();
    setRecordado(null);
    form.setValues({ empresa: '', usuario: '', password: '' });
  };

  const entrar = form.onSubmit((datos) =>
    ingreso.mutate(datos, { onSuccess: () => navegar(destino, { replace: true }) }),
  );

  return (
    <Center py={{ base: 32, sm: 64 }} px="md">
      <Card withBorder shadow="sm" padding="xl" w="100%" maw={420}>
        <form onSubmit={entrar} noValidate>
          <Stack>
            <Center>
              <Marca tamano={40} />
            </Center>
            <div>
              <Title order={1} size="h2" ta="center">
                Acceder
              </Title>
              <Text c="dimmed" ta="center" size="sm">
                Entra con el código de tu empresa, tu usuario y tu contraseña.
              </Text>
            </div>
            {ingreso.isError && (
              <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
                {mensajeDe(ingreso.error, MENSAJE_FALLO)}
              </Alert>
            )}
            <TextInput
              label="Código de empresa"
              autoComplete="organization"
              autoCapitalize="characters"
              styles={{ input: { textTransform: 'uppercase' } }}
              withAsterisk
              {...form.getInputProps('empresa')}
            />
            <TextInput
              label="Usuario"
              autoComplete="username"
              autoCapitalize="none"
              withAsterisk
              {...form.getInputProps('usuario')}
            />
            <PasswordInput
              label="Contraseña"
              autoComplete="current-password"
              withAsterisk
              // Con la empresa y el usuario recordados solo falta la contraseña.
              autoFocus={recordado !== null}
              {...form.getInputProps('password')}
            />
            {recordado && (
              <Text size="sm" ta="center">
                ¿No eres tú?{' '}
                <Anchor component="button" type="button" onClick={usarOtraCuenta}>
                  Usar otra cuenta
                </Anchor>
              </Text>
            )}
            <Button type="submit" loading={ingreso.isPending} size="md">
              Entrar
            </Button>
            <Text size="sm" ta="center">
              ¿Tu empresa aún no usa Préstamos?{' '}
              <Anchor component={Link} to="/planes">
                Conoce los planes
              </Anchor>
            </Text>
          </Stack>
        </form>
      </Card>
    </Center>
  );
}
