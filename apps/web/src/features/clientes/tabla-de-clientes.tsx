import { Button, Group, Table } from '@mantine/core';
import type { Cliente } from '@prestamos/contract';
import { InsigniaEstado } from '../../components/insignia-estado';
import { type AccionesDeFila, NombreConFoto, nombreDe } from './nombre-con-foto';

/** La tabla de clientes de la pantalla ancha: el nombre abre la ficha y cada acción dice su nombre. */
export function TablaDeClientes(props: { clientes: Cliente[]; acciones: (c: Cliente) => AccionesDeFila }) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>ID</Table.Th>
            <Table.Th>Nombre</Table.Th>
            <Table.Th>Cédula</Table.Th>
            <Table.Th>Teléfono</Table.Th>
            <Table.Th>Estado</Table.Th>
            <Table.Th ta="right">Acciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.clientes.map((c) => (
            <Table.Tr key={c.id_cliente}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{c.codigo}</Table.Td>
              <Table.Td>
                <NombreConFoto cliente={c} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{c.cedula ?? '—'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{c.telefono ?? '—'}</Table.Td>
              <Table.Td>
                <InsigniaEstado estado={c.estado} />
              </Table.Td>
              <Table.Td>
                <BotonesDeCliente cliente={c} acciones={props.acciones(c)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Editar, Desactivar/Activar, Ver y Eliminar con su texto (docs/producto.md#clientes): los íconos ▷ y ∥ de antes no
 * se entendían. Cada botón lleva además el nombre del cliente para el lector de pantalla.
 */
function BotonesDeCliente({ cliente: c, acciones }: { cliente: Cliente; acciones: AccionesDeFila }) {
  const nombre = nombreDe(c);
  const activo = c.estado === 'ACTIVO';
  // Eliminar en el rojo de su tono 9 (el de serie no llega al contraste AA); Desactivar, en el color de los demás: el
  // naranja no llega en ningún tono, y su texto ya dice lo que hace.
  const boton = (texto: string, alPulsar: () => void, rojo = false) => (
    <Button
      size="compact-sm"
      variant="subtle"
      {...(rojo ? { color: 'red', c: 'red.9' } : {})}
      aria-label={`${texto} ${nombre}`}
      onClick={alPulsar}
    >
      {texto}
    </Button>
  );
  return (
    <Group gap={2} justify="flex-end" wrap="nowrap">
      {acciones.editar && boton('Editar', acciones.editar)}
      {acciones.estado && boton(activo ? 'Desactivar' : 'Activar', acciones.estado)}
      {boton('Ver', acciones.ver)}
      {acciones.eliminar && boton('Eliminar', acciones.eliminar, true)}
    </Group>
  );
}
