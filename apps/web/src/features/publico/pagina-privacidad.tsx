import { Container, Stack, Text, Title } from '@mantine/core';
import { useTitulo } from '../../components/use-titulo';

const SECCIONES = [
  {
    titulo: 'Datos que recopilamos',
    texto:
      'Cuando nos escribes o contratas un plan guardamos tu nombre, correo electrónico, teléfono y el nombre de tu empresa. Dentro del sistema, cada empresa registra los datos de sus propios clientes.',
  },
  {
    titulo: 'Uso de los datos',
    texto:
      'Usamos tus datos para responderte, darte acceso al sistema, facturar tu plan y avisarte de cambios importantes del servicio. No los usamos para publicidad de terceros.',
  },
  {
    titulo: 'Compartir información',
    texto:
      'No vendemos ni alquilamos datos. Solo los compartimos con proveedores que nos ayudan a operar el servicio (alojamiento, mensajería), bajo acuerdos de confidencialidad, o cuando lo exija una autoridad competente.',
  },
  {
    titulo: 'Seguridad',
    texto:
      'Las contraseñas se guardan cifradas, las sesiones caducan por inactividad y cada empresa solo puede ver su propia información. Hacemos copias de seguridad periódicas.',
  },
  {
    titulo: 'Tus derechos',
    texto:
      'Puedes pedir una copia de tus datos, corregirlos o solicitar que los borremos cuando termine tu relación con nosotros, salvo lo que la ley nos obligue a conservar.',
  },
  {
    titulo: 'Contacto',
    texto:
      'Para cualquier consulta sobre privacidad escríbenos a privacidad@prestamos.do o visítanos en Av. 27 de Febrero 215, Santiago de los Caballeros, República Dominicana.',
  },
];

export function PaginaPrivacidad() {
  useTitulo('Política de privacidad');
  return (
    <Container size="md" py={48}>
      <Stack gap="lg">
        <Title order={1}>Política de privacidad</Title>
        {SECCIONES.map((s, i) => (
          <section key={s.titulo}>
            <Title order={2} size="h4" mb={6}>
              {i + 1}. {s.titulo}
            </Title>
            <Text>{s.texto}</Text>
          </section>
        ))}
      </Stack>
    </Container>
  );
}
