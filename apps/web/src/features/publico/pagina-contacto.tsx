import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Grid,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { CANALES_DE_CONTACTO, MENSAJE_CONTACTO_ENVIADO, MENSAJE_CONTACTO_FALLIDO } from '@prestamos/contract';
import { buscarPlan, formatearCentavos } from '@prestamos/domain';
import { IconBrandTelegram, IconBrandWhatsapp, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTitulo } from '../../components/use-titulo';
import { mensajeDe } from '../../lib/api-error';
import { erroresDelServidor } from '../../lib/formularios';
import { notificar } from '../../lib/notificar';
import { useEnviarContacto } from './api';

const WHATSAPP = '18095550100';
const TELEGRAM = 'PrestamosRD';

const ETIQUETAS_DE_CANAL: Record<(typeof CANALES_DE_CONTACTO)[number], string> = {
  auto: 'Como les resulte mejor',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
};

function mensajeParaPlan(codigo: string | null): string {
  const plan = buscarPlan(codigo);
  if (!plan) return '';
  return `Hola, me interesa el plan ${plan.nombre} (${formatearCentavos(plan.precioCentavos)} al mes). Quisiera más información para mi empresa.`;
}

export function PaginaContacto() {
  useTitulo('Contacto');
  const [params] = useSearchParams();
  const plan = buscarPlan(params.get('plan'));
  // El agradecimiento se muestra una vez, junto al formulario (no también en un aviso flotante).
  const [enviado, setEnviado] = useState<string | null>(null);
  const envio = useEnviarContacto();
  const form = useForm({
    initialValues: {
      nombre: '',
      email: '',
      telefono: '',
      mensaje: mensajeParaPlan(params.get('plan')),
      canal: 'auto' as (typeof CANALES_DE_CONTACTO)[number],
    },
    validate: {
      nombre: (v) => (v.trim() ? null : 'Ingresa tu nombre.'),
      mensaje: (v) => (v.trim() ? null : 'Escribe tu mensaje.'),
    },
  });

  const enviar = form.onSubmit((valores) => {
    setEnviado(null);
    envio.mutate(
      { ...valores, plan: plan?.codigo ?? null },
      {
        onSuccess: (r) => {
          setEnviado(r.message || MENSAJE_CONTACTO_ENVIADO);
          form.reset();
          form.setFieldValue('mensaje', '');
        },
        onError: (error) => {
          erroresDelServidor(form, error);
          notificar.error(mensajeDe(error, MENSAJE_CONTACTO_FALLIDO));
        },
      },
    );
  });

  const textoWhatsapp = encodeURIComponent(
    mensajeParaPlan(params.get('plan')) || 'Hola, quisiera información sobre Préstamos.',
  );
  return (
    <Container size="lg" py={48}>
      <Title order={1} mb="xs">
        Contacto
      </Title>
      <Text c="dimmed" mb="xl">
        Cuéntanos de tu negocio y te mostramos el sistema con tus propios números.
      </Text>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack>
            <Card withBorder>
              <Title order={2} size="h4" mb="sm">
                Escríbenos directo
              </Title>
              <Stack gap="sm">
                <Button
                  component="a"
                  href={`https://wa.me/${WHATSAPP}?text=${textoWhatsapp}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  color="#1e7b34"
                  leftSection={<IconBrandWhatsapp size={20} aria-hidden />}
                >
                  WhatsApp 809-555-0100
                </Button>
                <Button
                  component="a"
                  href={`https://t.me/${TELEGRAM}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  color="blue.8"
                  leftSection={<IconBrandTelegram size={20} aria-hidden />}
                >
                  Telegram @{TELEGRAM}
                </Button>
              </Stack>
            </Card>
            <Text size="sm" c="dimmed">
              Lunes a sábado, 8:00 a. m. a 6:00 p. m.
            </Text>
            <Anchor href="mailto:ventas@prestamos.do" size="sm">
              ventas@prestamos.do
            </Anchor>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder padding="lg" component="form" onSubmit={enviar} noValidate>
            <Stack>
              {plan && (
                <Alert variant="light" title={`Plan ${plan.nombre}`}>
                  {formatearCentavos(plan.precioCentavos)} al mes · hasta {plan.usuarios} usuarios y{' '}
                  {plan.clientes} clientes.
                </Alert>
              )}
              {enviado && (
                <Alert color="teal" icon={<IconCircleCheck aria-hidden />} role="status">
                  {enviado}
                </Alert>
              )}
              <TextInput label="Nombre" withAsterisk autoComplete="name" {...form.getInputProps('nombre')} />
              <Grid>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    label="Correo electrónico"
                    type="email"
                    autoComplete="email"
                    {...form.getInputProps('email')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <TextInput
                    label="Teléfono"
                    type="tel"
                    autoComplete="tel"
                    {...form.getInputProps('telefono')}
                  />
                </Grid.Col>
              </Grid>
              <Textarea
                label="Mensaje"
                withAsterisk
                autosize
                minRows={4}
                {...form.getInputProps('mensaje')}
              />
              <Select
                label="¿Por dónde prefieres que te contactemos?"
                data={CANALES_DE_CONTACTO.map((c) => ({ value: c, label: ETIQUETAS_DE_CANAL[c] }))}
                allowDeselect={false}
                {...form.getInputProps('canal')}
              />
              <Button type="submit" loading={envio.isPending} w={{ base: '100%', sm: 'auto' }}>
                Enviar mensaje
              </Button>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
