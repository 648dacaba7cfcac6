import { ActionIcon, Alert, Card, Group, Loader, ScrollArea, Text, Title, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { CampoDeBusqueda } from '../../components/campo-de-busqueda';
import { FilaDeLista, ListaDeFilas } from './fila-de-lista';

interface Props<T> {
  titulo: string;
  items: T[];
  clave: (item: T) => number;
  nombre: (item: T) => string;
  detalle: (item: T) => string;
  busqueda: string;
  etiquetaDeBusqueda: string;
  alBuscar: (texto: string) => void;
  placeholder: string;
  alAgregar: (item: T) => void;
  cargando: boolean;
  error: string | null;
  vacio: string;
  /** Debajo de la lista: la paginación de los clientes. */
  pie?: ReactNode;
}

/** Lo que se puede agregar a la ruta, con su cuadro de búsqueda. Agregar lo pone al final de lo asignado. */
export function PanelDisponibles<T>(props: Props<T>) {
  const idTitulo = useId();
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby={idTitulo}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5" id={idTitulo}>
          {props.titulo}
        </Title>
        {props.cargando && <Loader size="xs" aria-label="Buscando" />}
      </Group>
      <Group mb="xs">
        <CampoDeBusqueda
          valor={props.busqueda}
          alCambiar={props.alBuscar}
          placeholder={props.placeholder}
          etiqueta={props.etiquetaDeBusqueda}
          anchoMinimo={140}
        />
      </Group>
      {props.error && (
        <Alert color="red" mb="xs">
          {props.error}
        </Alert>
      )}
      <ScrollArea.Autosize mah={440} type="auto" offsetScrollbars>
        <ListaDeFilas etiqueta={props.titulo}>
          {props.items.map((item) => {
            const nombre = props.nombre(item);
            return (
              <FilaDeLista
                key={props.clave(item)}
                nombre={nombre}
                detalle={props.detalle(item)}
                acciones={
                  <Tooltip label="Agregar a la ruta">
                    <ActionIcon
                      variant="light"
                      size="lg"
                      aria-label={`Agregar ${nombre}`}
                      onClick={() => props.alAgregar(item)}
                    >
                      <IconPlus size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                }
              />
            );
          })}
        </ListaDeFilas>
      </ScrollArea.Autosize>
      {!props.cargando && props.items.length === 0 && (
        <Text c="dimmed" size="sm" ta="center" py="md">
          {props.vacio}
        </Text>
      )}
      {props.pie}
    </Card>
  );
}
