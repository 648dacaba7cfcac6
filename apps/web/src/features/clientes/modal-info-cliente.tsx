import { Button, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Cliente } from '@prestamos/contract';
import { avisoDeCedula } from '@prestamos/domain';
import { Link } from 'react-router';
import { InsigniaEstado } from '../../components/insignia-estado';
import { FotoCliente } from '../../entities/cliente/foto-cliente';
import { InsigniaPrestamoActivo } from './insignias';

/** Un dato de la ficha; `aviso`, si lo hay, va debajo en naranja (p. ej. la cédula que no pasa el verificador). */
export function Dato({
  etiqueta,
  valor,
  aviso,
}: {
  etiqueta: string;
  valor: string | null | undefined;
  aviso?: string | null;
}) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {etiqueta}
      </Text>
      <Text tt="uppercase">{valor || '—'}</Text>
      {aviso && (
        <Text size="sm" c="orange.9">
          {aviso}
        </Text>
      )}
    </div>
  );
}

/** Vista rápida de un cliente desde la lista. */
export function ModalInfoCliente({ cliente, alCerrar }: { cliente: Cliente | null; alCerrar: () => void }) {
  return (
    <Modal opened={cliente !== null} onClose={alCerrar} title="Información del cliente" size="lg">
      {cliente && (
        <Stack>
          <Group wrap="nowrap">
            <FotoCliente
              url={cliente.foto_url}
              nombre={`${cliente.nombres} ${cliente.apellidos}`}
              size={72}
              radius="md"
            />
            <div>
              <Title order={3} tt="uppercase">
                {cliente.nombres} {cliente.apellidos}
              </Title>
              <Group gap={6}>
                <Text c="dimmed">{cliente.codigo}</Text>
                <InsigniaEstado estado={cliente.estado} />
                <InsigniaPrestamoActivo cliente={cliente} />
              </Group>
            </div>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Dato etiqueta="Cédula" valor={cliente.cedula} aviso={avisoDeCedula(cliente.cedula)} />
            <Dato etiqueta="Teléfono" valor={cliente.telefono} />
            <Dato etiqueta="Móvil" valor={cliente.movil} />
            <Dato etiqueta="Correo" valor={cliente.correo} />
          </SimpleGrid>
          <Dato etiqueta="Dirección" valor={cliente.direccion} />
          <Group justify="flex-end">
            <Button variant="default" onClick={alCerrar}>
              Cerrar
            </Button>
            <Button component={Link} to={`/app/clientes/${cliente.id_cliente}`}>
              Ver ficha completa
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
