import { Card, Code, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { fechaDeNegocio, SERIES, type Serie } from '@prestamos/domain';
import { proximoNumero } from './ajustes';
import type { FormularioDeAjustes } from './formulario-de-ajustes';

const NOMBRES: Record<Serie, string> = { PRESTAMOS: 'Préstamos', RECIBO: 'Recibos' };

/**
 * Prefijo y formato de una serie, con el próximo número tal como saldría hoy (el contador guardado, con el formato que
 * se está escribiendo), calculado como lo calcula el servidor.
 */
function CamposDeSerie({
  form,
  tipo,
  hoy,
  siguiente,
}: {
  form: UseFormReturnType<FormularioDeAjustes>;
  tipo: Serie;
  hoy: string;
  siguiente: number;
}) {
  const ruta = `series.${tipo}` as const;
  const proximo = proximoNumero(form.values.series[tipo], hoy, siguiente);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {NOMBRES[tipo]}
      </Title>
      <TextInput
        label={`Prefijo de ${NOMBRES[tipo].toLowerCase()}`}
        maxLength={10}
        {...form.getInputProps(`${ruta}.prefijo`)}
        onChange={(e) => form.setFieldValue(`${ruta}.prefijo`, e.currentTarget.value.toUpperCase())}
      />
      <TextInput
        label={`Formato de ${NOMBRES[tipo].toLowerCase()}`}
        {...form.getInputProps(`${ruta}.formato`)}
      />
      <Text size="sm" aria-live="polite" data-testid={`proximo-${tipo}`}>
        Próximo número:{' '}
        {proximo ? (
          <Code fz="sm">{proximo}</Code>
        ) : (
          <Text span c="dimmed" inherit>
            —
          </Text>
        )}
      </Text>
    </Stack>
  );
}

export function SeccionNumeracion({
  form,
  siguientes,
}: {
  form: UseFormReturnType<FormularioDeAjustes>;
  siguientes: Record<Serie, number>;
}) {
  const hoy = fechaDeNegocio(new Date());
  return (
    <Card withBorder padding="lg" component="section" aria-label="Numeración">
      <Title order={2} size="h4" mb={4}>
        Numeración
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Marcadores: {'{PREFIJO}'}, {'{AAAA}'} año, {'{MM}'} mes, {'{DD}'} día y {'{N:6}'} contador de 6
        cifras.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        {SERIES.map((tipo) => (
          <CamposDeSerie key={tipo} form={form} tipo={tipo} hoy={hoy} siguiente={siguientes[tipo]} />
        ))}
      </SimpleGrid>
    </Card>
  );
}
