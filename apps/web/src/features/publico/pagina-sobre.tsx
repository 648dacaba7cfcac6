import { Container, List, Stack, Text, Title } from '@mantine/core';
import { useTitulo } from '../../components/use-titulo';

export function PaginaSobre() {
  useTitulo('Sobre nosotros');
  return (
    <Container size="md" py={48}>
      <Stack gap="lg">
        <Title order={1}>Sobre nosotros</Title>
        <Text size="lg">
          Préstamos nació al lado de prestamistas de Santiago y Santo Domingo que llevaban su cartera en
          cuadernos y hojas de cálculo. Cada cobro mal anotado era una discusión con el cliente; cada cierre
          de caja, una noche larga.
        </Text>
        <Text>
          Hicimos un sistema que habla como el negocio: cuotas quincenales, cédulas, recibos por WhatsApp,
          cobradores en moto con el celular en la mano. Lo usan financieras pequeñas y medianas que quieren
          crecer sin perder el control.
        </Text>
        <Title order={2} size="h3">
          En qué creemos
        </Title>
        <List spacing="sm">
          <List.Item>
            <b>Al centavo.</b> Cada cuota, recargo y recibo cuadra; la caja siempre coincide con sus
            movimientos.
          </List.Item>
          <List.Item>
            <b>Tus datos son tuyos.</b> Cada empresa ve solo lo suyo, con copias de seguridad y acceso por
            permisos.
          </List.Item>
          <List.Item>
            <b>Sencillo en la calle.</b> Lo que el cobrador necesita cabe en la pantalla de su teléfono.
          </List.Item>
          <List.Item>
            <b>Soporte cercano.</b> Te atendemos en español, por WhatsApp, en horario dominicano.
          </List.Item>
        </List>
      </Stack>
    </Container>
  );
}
