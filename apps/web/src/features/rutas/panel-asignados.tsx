import { ActionIcon, Card, Group, ScrollArea, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { mover, quitar } from './asignacion';
import { FilaDeLista, ListaDeFilas } from './fila-de-lista';

interface Props<T> {
  titulo: string;
  items: T[];
  clave: (item: T) => number;
  nombre: (item: T) => string;
  detalle: (item: T) => string;
  aviso?: (item: T) => ReactNode;
  /** Con orden (clientes: el orden de visita) cada fila lleva su número y los botones Subir y Bajar. */
  ordenable: boolean;
  /** null: solo lectura (sin rutas.editar). */
  alCambiar: ((items: T[]) => void) | null;
  vacio: string;
}

/**
 * Lo asignado a la ruta. Subir y Bajar conservan el foco en la fila movida (va con su clave), así que con el teclado
 * se pulsa varias veces seguidas; un aviso oculto dice al lector de pantalla a qué lugar pasó.
 */
export function PanelAsignados<T>(props: Props<T>) {
  const idTitulo = useId();
  const [anuncio, setAnuncio] = useState('');
  const { alCambiar, items, clave } = props;

  const moverA = (indice: number, paso: -1 | 1) => {
    if (!alCambiar) return;
    const item = items[indice];
    alCambiar(mover(items, indice, paso));
    if (item) setAnuncio(`${props.nombre(item)} pasó al lugar ${indice + paso + 1} de ${items.length}.`);
  };

  return (
    <Card withBorder padding="sm" component="section" aria-labelledby={idTitulo}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5" id={idTitulo}>
          {props.titulo}
        </Title>
        <Text size="sm" c="dimmed">
          {items.length}
        </Text>
      </Group>
      <ScrollArea.Autosize mah={520} type="auto" offsetScrollbars>
        <ListaDeFilas etiqueta={props.titulo}>
          {items.map((item, i) => {
            const nombre = props.nombre(item);
            return (
              <FilaDeLista
                key={clave(item)}
                orden={props.ordenable ? i + 1 : undefined}
                nombre={nombre}
                detalle={props.detalle(item)}
                aviso={props.aviso?.(item)}
                acciones={
                  alCambiar && (
                    <>
                      {props.ordenable && (
                        <>
                          <Tooltip label="Subir">
                            <ActionIcon
                              variant="subtle"
                              size="lg"
                              aria-label={`Subir ${nombre}`}
                              disabled={i === 0}
                              onClick={() => moverA(i, -1)}
                            >
                              <IconArrowUp size={18} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label="Bajar">
                            <ActionIcon
                              variant="subtle"
                              size="lg"
                              aria-label={`Bajar ${nombre}`}
                              disabled={i === items.length - 1}
                              onClick={() => moverA(i, 1)}
                            >
                              <IconArrowDown size={18} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        </>
                      )}
                      <Tooltip label="Quitar de la ruta">
                        <ActionIcon
                          variant="subtle"
                          color="red.9"
                          size="lg"
                          aria-label={`Quitar ${nombre}`}
                          onClick={() => alCambiar(quitar(items, clave(item), clave))}
                        >
                          <IconX size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    </>
                  )
                }
              />
            );
          })}
        </ListaDeFilas>
      </ScrollArea.Autosize>
      {items.length === 0 && (
        <Text c="dimmed" size="sm" ta="center" py="md">
          {props.vacio}
        </Text>
      )}
      <VisuallyHidden aria-live="polite">{anuncio}</VisuallyHidden>
    </Card>
  );
}
