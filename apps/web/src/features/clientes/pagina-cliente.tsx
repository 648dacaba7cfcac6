import { Alert, Card, Group, Loader, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { InsigniaEstado } from '../../components/insignia-estado';
import { useTitulo } from '../../components/use-titulo';
import { clienteQuery } from '../../entities/cliente/api';
import { FotoCliente } from '../../entities/cliente/foto-cliente';
import { ModalCliente } from '../../entities/cliente/modal-cliente';
import { mensajeDe } from '../../lib/api-error';
import { CONFIG_GARANTES, CONFIG_REFERENCIAS } from './garantes-y-referencias';
import { InsigniaPrestamoActivo } from './insignias';
import { PestanaDatos } from './pestana-datos';
import { PestanaDeHijos } from './pestana-de-hijos';
import { PestanaHistorial } from './pestana-historial';
import { PestanaPrestamos } from './pestana-prestamos';

export function PaginaCliente() {
  const id = Number(useParams().id);
  const cliente = useQuery({ ...clienteQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const [editando, setEditando] = useState(false);
  const nombre = cliente.data ? `${cliente.data.nombres} ${cliente.data.apellidos}` : 'Cliente';
  useTitulo(nombre);

  if (!Number.isInteger(id) || id <= 0) return <Alert color="red">Id inválido</Alert>;
  if (cliente.isPending) return <Loader />;
  if (cliente.isError)
    return <Alert color="red">{mensajeDe(cliente.error, 'No se pudo cargar el cliente')}</Alert>;
  const c = cliente.data;
  return (
    <>
      <Group mb="lg" wrap="nowrap">
        <FotoCliente url={c.foto_url} nombre={nombre} size={56} radius="md" />
        <div style={{ minWidth: 0 }}>
          <Title order={1} size="h2" tt="uppercase">
            {nombre}
          </Title>
          <Group gap={6}>
            <Text c="dimmed">{c.codigo}</Text>
            <InsigniaEstado estado={c.estado} />
            <InsigniaPrestamoActivo cliente={c} />
          </Group>
        </div>
      </Group>
      <Card withBorder padding="md">
        <Tabs defaultValue="datos" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="datos">Datos</Tabs.Tab>
            <Tabs.Tab value="garantes">Garantes</Tabs.Tab>
            <Tabs.Tab value="referencias">Ref. Laboral</Tabs.Tab>
            <Tabs.Tab value="prestamos">Préstamos</Tabs.Tab>
            <Tabs.Tab value="historial">Historial</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="datos">
            <PestanaDatos cliente={c} alEditar={() => setEditando(true)} />
          </Tabs.Panel>
          <Tabs.Panel value="garantes">
            <PestanaDeHijos config={CONFIG_GARANTES} idCliente={id} />
          </Tabs.Panel>
          <Tabs.Panel value="referencias">
            <PestanaDeHijos config={CONFIG_REFERENCIAS} idCliente={id} />
          </Tabs.Panel>
          <Tabs.Panel value="prestamos">
            <PestanaPrestamos idCliente={id} />
          </Tabs.Panel>
          <Tabs.Panel value="historial">
            <PestanaHistorial idCliente={id} />
          </Tabs.Panel>
        </Tabs>
      </Card>
      {editando && (
        <ModalCliente
          abierto
          cliente={c}
          alCerrar={() => setEditando(false)}
          alGuardar={() => setEditando(false)}
        />
      )}
    </>
  );
}
