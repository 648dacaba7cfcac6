import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconCash,
  IconChartBar,
  IconDeviceMobile,
  IconShieldLock,
  IconTable,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTitulo } from '../../components/use-titulo';
import { useSesion } from '../../lib/sesion';

const FUNCIONES = [
  {
    icono: IconUsersGroup,
    titulo: 'Clientes con su historial',
    texto:
      'Cédula, teléfonos, dirección, foto, garantes y referencias laborales. Antes de prestar, sabes cómo pagó.',
  },
  {
    icono: IconTable,
    titulo: 'Préstamos con su tabla',
    texto:
      'Cuota fija (francés), interés plano, solo interés o tabla manual; pagos mensuales, quincenales, semanales o diarios. Cada cuota, calculada al centavo.',
  },
  {
    icono: IconDeviceMobile,
    titulo: 'Cobro en la ruta',
    texto:
      'El cobrador ve en su celular a quién le toca, recibe el pago y envía el recibo por WhatsApp al momento.',
  },
  {
    icono: IconCash,
    titulo: 'Caja cuadrada',
    texto:
      'Desembolsos, cobros, ingresos y gastos quedan en la caja con quién y cuándo. Al cierre, el saldo cuadra.',
  },
  {
    icono: IconChartBar,
    titulo: 'Mora al día',
    texto:
      'Atrasos y cuotas por vencer calculados con la fecha de hoy, recargos por mora y reportes para exportar.',
  },
  {
    icono: IconShieldLock,
    titulo: 'Cada quien ve lo suyo',
    texto:
      'Usuarios con roles y permisos: el cobrador cobra, el administrador aprueba. Tus datos no se mezclan con otra empresa.',
  },
];

export function PaginaInicio() {
  useTitulo('Sistema de préstamos para financieras');
  const { token } = useSesion();
  return (
    <>
      <Box bg="marca.0" py={{ base: 48, sm: 80 }}>
        <Container size="lg">
          <Stack gap="lg" maw={720}>
            <Badge variant="white" size="lg" w="fit-content">
              Para financieras y prestamistas de RD
            </Badge>
            <Title order={1} fz={{ base: 32, sm: 46 }} lh={1.1}>
              Tus préstamos en orden, de la oficina a la ruta de cobro
            </Title>
            <Text size="lg">
              Registra clientes y garantes, crea préstamos con su tabla de amortización, cobra en la calle
              desde el celular y cuadra la caja al final del día. Todo en pesos dominicanos, al centavo.
            </Text>
            <Group>
              <Button size="md" component={Link} to="/planes">
                Ver planes
              </Button>
              <Button size="md" variant="default" component={Link} to={token ? '/app/dashboard' : '/login'}>
                {token ? 'Ir a mi panel' : 'Acceder'}
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py={56}>
        <Title order={2} mb="xs">
          Lo que tu negocio necesita, sin hojas de cálculo
        </Title>
        <Text c="dimmed" mb="xl">
          Pensado con prestamistas dominicanos: cédula, RD$, quincenas y cobro en la calle.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {FUNCIONES.map((f) => (
            <Card key={f.titulo} withBorder padding="lg">
              <ThemeIcon size={44} radius="md" variant="light" mb="md">
                <f.icono size={26} aria-hidden />
              </ThemeIcon>
              <Title order={3} size="h4" mb={6}>
                {f.titulo}
              </Title>
              <Text size="sm">{f.texto}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
      <Container size="lg" pb={24}>
        <Card bg="marca.7" c="white" padding="xl">
          <Group justify="space-between" gap="lg">
            <div>
              <Title order={2} size="h3">
                Empieza este mes
              </Title>
              <Text>
                Planes desde RD$ 800 al mes. Te ayudamos a cargar tus clientes y préstamos actuales.
              </Text>
            </div>
            <Button variant="white" color="marca.8" size="md" component={Link} to="/contacto">
              Hablemos
            </Button>
          </Group>
        </Card>
      </Container>
    </>
  );
}
