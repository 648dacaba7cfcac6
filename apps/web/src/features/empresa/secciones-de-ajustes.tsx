import {
  Avatar,
  Card,
  Checkbox,
  Group,
  Input,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DIAS_MAXIMOS_DE_DIFERIMIENTO, MINUTOS_DE_INACTIVIDAD_DEL_OPERADOR } from '@prestamos/domain';
import { IconBuildingBank } from '@tabler/icons-react';
import { EntradaConTope, errorDeTope, formatoPorcentaje, type Tope } from '../../components/entrada-con-tope';
import { useSesion } from '../../lib/sesion';
import { CASILLAS, OPCIONES_DE_TICKET } from './ajustes';
import type { FormularioDeAjustes } from './formulario-de-ajustes';

type Props = { form: UseFormReturnType<FormularioDeAjustes> };

/** Los números de la mora y del diferimiento, con sus topes (los mismos que revisa el servidor). */
export const TOPES_DE_AJUSTES = {
  mora_porcentaje: { min: 0, max: 100, formato: formatoPorcentaje },
  dias_gracia: { min: 0, max: 365 },
  dias_maximos_diferimiento: {
    min: DIAS_MAXIMOS_DE_DIFERIMIENTO.minimo,
    max: DIAS_MAXIMOS_DE_DIFERIMIENTO.maximo,
  },
} satisfies Partial<Record<keyof FormularioDeAjustes, Tope>>;

/** ¿Algún número se sale de su tope? Guardar se apaga mientras sí (cada campo dice por qué). */
export const ajustesFueraDeTope = (v: FormularioDeAjustes) =>
  Object.entries(TOPES_DE_AJUSTES).some(
    ([campo, tope]) => errorDeTope(v[campo as keyof typeof TOPES_DE_AJUSTES], tope) !== null,
  );

/** Mensaje que el servidor muestra si no hay uno propio (docs/producto.md#empresas-y-planes). */
const MENSAJE_INACTIVA = 'Su empresa está inactiva. Contacte al administrador.';

export function SeccionIdentidad({ form }: Props) {
  const logo = form.values.logo_url.trim();
  return (
    <Card withBorder padding="lg" component="section" aria-label="Nombre y logo">
      <Title order={2} size="h4" mb="md">
        Nombre y logo
      </Title>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Avatar src={logo || null} alt={logo ? 'Vista previa del logo' : undefined} radius="md" size={56}>
          <IconBuildingBank size={28} aria-hidden />
        </Avatar>
        <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
          <TextInput label="Nombre visible" withAsterisk {...form.getInputProps('nombre_empresa')} />
          <TextInput
            label="URL del logo"
            placeholder="https://"
            description="Una imagen https://, o el logo subido desde Empresa. Vacía quita el logo."
            {...form.getInputProps('logo_url')}
          />
        </Stack>
      </Group>
    </Card>
  );
}

export function SeccionPreferencias({ form }: Props) {
  return (
    <Card withBorder padding="lg" component="section" aria-label="Preferencias">
      <Title order={2} size="h4" mb="md">
        Preferencias
      </Title>
      <Stack gap="sm">
        {CASILLAS.map(({ campo, etiqueta }) => (
          <Checkbox key={campo} label={etiqueta} {...form.getInputProps(campo, { type: 'checkbox' })} />
        ))}
        <Input.Wrapper
          label="Impresora de ticket"
          description="Los cobradores imprimen el recibo en su impresora portátil de ese ancho, además del de carta."
          mt="xs"
        >
          <SegmentedControl
            data={OPCIONES_DE_TICKET}
            aria-label="Impresora de ticket"
            mt={6}
            {...form.getInputProps('ticket_mm')}
          />
        </Input.Wrapper>
      </Stack>
    </Card>
  );
}

/** La regla de mora de los préstamos nuevos y el tope para diferir cuotas: las reglas de la oficina al cobrar. */
export function SeccionMora({ form }: Props) {
  return (
    <Card withBorder padding="lg" component="section" aria-label="Mora">
      <Title order={2} size="h4" mb={4}>
        Mora
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Se aplica a los préstamos nuevos: cada préstamo conserva la regla con la que se firmó (la dice su
        contrato).
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <EntradaConTope
          label="Mora (% por mes)"
          description="Del saldo vencido de la cuota, por cada mes de atraso. 0 la apaga."
          tope={TOPES_DE_AJUSTES.mora_porcentaje}
          decimalScale={3}
          suffix=" %"
          {...form.getInputProps('mora_porcentaje')}
        />
        <EntradaConTope
          label="Días de gracia"
          description="Días después del vencimiento antes de cobrar mora."
          tope={TOPES_DE_AJUSTES.dias_gracia}
          allowDecimal={false}
          {...form.getInputProps('dias_gracia')}
        />
        <EntradaConTope
          label="Días máximos para diferir"
          description="Cuánto puede correrse una cuota desde su vencimiento original, sumando cada vez que se difiere. Vale para todos los préstamos."
          tope={TOPES_DE_AJUSTES.dias_maximos_diferimiento}
          allowDecimal={false}
          {...form.getInputProps('dias_maximos_diferimiento')}
        />
      </SimpleGrid>
    </Card>
  );
}

/** Cuánto dura sin uso la sesión de un cobrador: en la ruta no debe volver a entrar cada 5 minutos. */
export function SeccionSesiones({ form }: Props) {
  const { minimo, maximo } = MINUTOS_DE_INACTIVIDAD_DEL_OPERADOR;
  // El límite de los demás usuarios es el de la sesión de quien ajusta (no es operador).
  const deTodos = Math.round(useSesion().config.idle_segundos / 60);
  return (
    <Card withBorder padding="lg" component="section" aria-label="Sesiones">
      <Title order={2} size="h4" mb="md">
        Sesiones
      </Title>
      <NumberInput
        label="Inactividad de cobradores (minutos)"
        description={`Sin uso durante estos minutos (de ${minimo} a ${maximo}), la sesión de un operador se cierra. Vacío: ${deTodos}, como los demás usuarios. Vale desde su próximo ingreso.`}
        placeholder={String(deTodos)}
        min={minimo}
        max={maximo}
        clampBehavior="none"
        allowDecimal={false}
        allowNegative={false}
        maw={360}
        {...form.getInputProps('inactividad_operador_min')}
      />
    </Card>
  );
}

/** Solo soporte lo cambia (docs/producto.md#empresas-y-planes). */
export function SeccionEmpresaInactiva({ form }: Props) {
  return (
    <Card withBorder padding="lg" component="section" aria-label="Empresa inactiva">
      <Title order={2} size="h4" mb="md">
        Empresa inactiva
      </Title>
      <Textarea
        label="Mensaje para empresa inactiva"
        description="Lo ven los usuarios de esta empresa al intentar entrar mientras esté inactiva."
        placeholder={MENSAJE_INACTIVA}
        autosize
        minRows={2}
        maxLength={300}
        {...form.getInputProps('block_inactive_login_msg')}
      />
    </Card>
  );
}
