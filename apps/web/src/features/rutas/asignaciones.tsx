import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { RutaDetalle } from '@prestamos/contract';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useBlocker } from 'react-router';
import { mensajeDe } from '../../lib/api-error';
import { notificar } from '../../lib/notificar';
import { useGuardarAsignaciones } from './api';
import { hayCambios } from './asignacion';
import { ClientesDeLaRuta } from './clientes-de-la-ruta';
import { CobradoresDeLaRuta } from './cobradores-de-la-ruta';

/** Quien sale a otra pantalla del área privada con cambios sin guardar lo confirma; salir de la sesión, nunca. */
function AvisoDeCambios({ cambios }: { cambios: boolean }) {
  const bloqueo = useBlocker(
    ({ currentLocation, nextLocation }) =>
      cambios &&
      nextLocation.pathname.startsWith('/app') &&
      nextLocation.pathname !== currentLocation.pathname,
  );
  if (bloqueo.state !== 'blocked') return null;
  return (
    <Modal opened onClose={() => bloqueo.reset()} title="Cambios sin guardar">
      <Text size="sm">Las asignaciones de esta ruta cambiaron y no se han guardado. ¿Salir sin guardar?</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => bloqueo.reset()}>
          Seguir editando
        </Button>
        <Button color="red" onClick={() => bloqueo.proceed()}>
          Salir sin guardar
        </Button>
      </Group>
    </Modal>
  );
}

/**
 * Las dos listas dobles de la ruta y "Guardar asignaciones". Lo editado vive aquí hasta guardarse; lo guardado es la
 * referencia para saber qué cambió y qué candidatos mostrar.
 */
export function Asignaciones({ detalle, editable }: { detalle: RutaDetalle; editable: boolean }) {
  const id = detalle.ruta.id_ruta;
  const [guardados, setGuardados] = useState({ clientes: detalle.clientes, empleados: detalle.empleados });
  const [clientes, setClientes] = useState(detalle.clientes);
  const [empleados, setEmpleados] = useState(detalle.empleados);
  const guardar = useGuardarAsignaciones(id);
  const cambios =
    hayCambios(guardados.clientes, clientes, (c) => c.id_cliente) ||
    hayCambios(guardados.empleados, empleados, (u) => u.id_usuario);

  const enviar = () =>
    guardar.mutate(
      { clientes: clientes.map((c) => c.id_cliente), empleados: empleados.map((u) => u.id_usuario) },
      {
        onSuccess: (r) => {
          setGuardados({ clientes, empleados });
          notificar.exito(r.message);
        },
        onError: (error) =>
          notificar.error(mensajeDe(error, 'Intenta nuevamente.'), 'No se pudieron guardar las asignaciones'),
      },
    );

  // Pegado al pie de la pantalla: con cientos de clientes, el botón queda a la vista mientras se ordena.
  const boton = editable && (
    <Group
      justify="flex-end"
      gap="sm"
      p="sm"
      bg="white"
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        borderTop: '1px solid var(--mantine-color-gray-3)',
      }}
    >
      {cambios && (
        <Group gap={4} role="status">
          <IconAlertCircle size={18} color="var(--mantine-color-orange-7)" aria-hidden />
          <Text size="sm" fw={600}>
            Hay cambios sin guardar
          </Text>
        </Group>
      )}
      <Button
        leftSection={<IconDeviceFloppy size={18} aria-hidden />}
        loading={guardar.isPending}
        onClick={enviar}
      >
        Guardar asignaciones
      </Button>
    </Group>
  );
  return (
    <Stack gap="lg">
      <section aria-labelledby="titulo-clientes-de-ruta">
        <Title order={2} size="h4" mb="sm" id="titulo-clientes-de-ruta">
          Clientes
        </Title>
        <ClientesDeLaRuta
          idRuta={id}
          guardados={guardados.clientes}
          asignados={clientes}
          alCambiar={editable ? setClientes : null}
        />
      </section>
      <section aria-labelledby="titulo-cobradores-de-ruta">
        <Title order={2} size="h4" mb="sm" id="titulo-cobradores-de-ruta">
          Cobradores
        </Title>
        <CobradoresDeLaRuta
          delServidor={detalle.allEmps}
          guardados={guardados.empleados}
          asignados={empleados}
          alCambiar={editable ? setEmpleados : null}
        />
      </section>
      {boton}
      {editable && <AvisoDeCambios cambios={cambios && !guardar.isPending} />}
    </Stack>
  );
}
