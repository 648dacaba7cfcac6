import { Badge, Group, SimpleGrid, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ClienteDeRuta } from '@prestamos/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Paginacion } from '../../components/paginacion';
import { mensajeDe } from '../../lib/api-error';
import { coincide } from '../../lib/texto';
import { CANDIDATOS_POR_PAGINA, rutaQuery } from './api';
import { agregar, candidatosVisibles } from './asignacion';
import { PanelAsignados } from './panel-asignados';
import { PanelDisponibles } from './panel-disponibles';

const clave = (c: ClienteDeRuta) => c.id_cliente;
const nombre = (c: ClienteDeRuta) => c.nombre;
const detalle = (c: ClienteDeRuta) =>
  [c.codigo, c.cedula, c.telefono, c.direccion].filter(Boolean).join(' · ');

function Inactivo({ c }: { c: ClienteDeRuta }) {
  if (c.estado === 'ACTIVO') return null;
  return (
    <Badge color="gray.7" size="xs" mt={2}>
      {c.estado}
    </Badge>
  );
}

/**
 * Clientes de la ruta: a la izquierda los candidatos (activos que no están en ella), buscados y paginados en el
 * servidor mientras se escribe; a la derecha los asignados en su orden de visita.
 */
export function ClientesDeLaRuta(props: {
  idRuta: number;
  guardados: ClienteDeRuta[];
  asignados: ClienteDeRuta[];
  alCambiar: ((asignados: ClienteDeRuta[]) => void) | null;
}) {
  const [texto, setTexto] = useState('');
  const [q] = useDebouncedValue(texto.trim(), 250);
  const [page, setPage] = useState(1);
  const editable = props.alCambiar !== null;
  const candidatos = useQuery({ ...rutaQuery(props.idRuta, { q, page }), enabled: editable });
  const visibles = candidatosVisibles({
    delServidor: candidatos.data?.allClients ?? [],
    guardados: props.guardados,
    asignados: props.asignados,
    clave,
    coincideCon: (c) => coincide([c.nombre, c.codigo, c.cedula, c.telefono], q),
    pagina: page,
  });
  const paginas = Math.ceil((candidatos.data?.allClientsTotal ?? 0) / CANDIDATOS_POR_PAGINA);

  const asignados = (
    <PanelAsignados
      titulo="Clientes en la ruta (orden de visita)"
      items={props.asignados}
      clave={clave}
      nombre={nombre}
      detalle={detalle}
      aviso={(c) => <Inactivo c={c} />}
      ordenable
      alCambiar={props.alCambiar}
      vacio="La ruta aún no tiene clientes."
    />
  );
  if (!props.alCambiar) return asignados;
  const { alCambiar } = props;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <PanelDisponibles
        titulo="Clientes disponibles"
        items={visibles}
        clave={clave}
        nombre={nombre}
        detalle={detalle}
        busqueda={texto}
        etiquetaDeBusqueda="Buscar clientes"
        alBuscar={(t) => {
          setTexto(t);
          setPage(1);
        }}
        placeholder="Nombre, código, cédula o teléfono"
        alAgregar={(c) => alCambiar(agregar(props.asignados, [c], clave))}
        cargando={candidatos.isFetching}
        error={candidatos.isError ? mensajeDe(candidatos.error, 'No se pudo cargar la ruta') : null}
        vacio={q ? 'Ningún cliente disponible coincide con la búsqueda.' : 'No quedan clientes por asignar.'}
        pie={
          paginas > 1 && (
            <Group justify="space-between" mt="xs" gap="xs">
              <Text size="xs" c="dimmed">
                {candidatos.data?.allClientsTotal} sin asignar
              </Text>
              <Paginacion total={paginas} pagina={page} alCambiar={setPage} />
            </Group>
          )
        }
      />
      {asignados}
    </SimpleGrid>
  );
}
