import { Badge, Button, Card, Container, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatearCentavos, PLANES } from '@prestamos/domain';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTitulo } from '../../components/use-titulo';

const DESTACADO = 'MEDIO';

export function PaginaPlanes() {
  useTitulo('Planes');
  return (
    <Container size="lg" py={48}>
      <Stack gap={4} mb="xl" align="center" ta="center">
        <Title order={1}>Planes</Title>
        <Text size="lg" c="dimmed">
          Precio mensual en pesos, sin contrato de permanencia. Todos incluyen préstamos, cobros, recibos y
          caja.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {PLANES.map((plan) => (
          <Card
            key={plan.codigo}
            withBorder
            padding="xl"
            shadow={plan.codigo === DESTACADO ? 'md' : undefined}
          >
            <Group justify="space-between" mb="xs">
              <Title order={2} size="h3">
                {plan.nombre}
              </Title>
              {plan.codigo === DESTACADO && <Badge>Más elegido</Badge>}
            </Group>
            <Text fz={32} fw={800} lh={1.1}>
              {formatearCentavos(plan.precioCentavos)}
            </Text>
            <Text c="dimmed" mb="lg">
              al mes
            </Text>
            <List
              spacing="xs"
              icon={<IconCheck size={18} color="var(--mantine-color-marca-6)" aria-hidden />}
              mb="xl"
            >
              <List.Item>Hasta {plan.usuarios} usuarios</List.Item>
              <List.Item>Hasta {plan.clientes} clientes</List.Item>
              <List.Item>{plan.soporte}</List.Item>
              <List.Item>Recibos en PDF y por WhatsApp</List.Item>
            </List>
            <Button
              mt="auto"
              fullWidth
              variant={plan.codigo === DESTACADO ? 'filled' : 'light'}
              component={Link}
              to={`/contacto?plan=${plan.codigo}`}
            >
              Solicitar plan {plan.nombre}
            </Button>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
