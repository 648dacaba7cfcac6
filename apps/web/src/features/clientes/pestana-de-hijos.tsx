import {
  ActionIcon,
  Alert,
  Button,
  Grid,
  Group,
  Loader,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CampoDeFecha } from '../../components/campo-de-fecha';
import { EntradaCedula, EntradaTelefono } from '../../components/entradas-con-mascara';
import { mensajeDe } from '../../lib/api-error';
import { erroresDelServidor } from '../../lib/formularios';
import { notificar } from '../../lib/notificar';
import { puede, useSesion } from '../../lib/sesion';
import { hijosQuery, type RutasDeHijo, useEliminarHijo, useGuardarHijo } from './api';

export interface Campo {
  nombre: string;
  etiqueta: string;
  tipo: 'texto' | 'cedula' | 'telefono' | 'fecha' | 'estado';
  /** Mensaje si es obligatorio. */
  requerido?: string;
}

export interface ConfigDeHijos<T> {
  rutas: RutasDeHijo<T>;
  idDe: (fila: T) => number;
  nombreDe: (fila: T) => string;
  columnas: { etiqueta: string; valor: (fila: T) => string | null }[];
  campos: Campo[];
  singular: string;
  femenino: boolean;
  vacio: string;
}

const MAYUSCULAS = { input: { textTransform: 'uppercase' as const } };

function Entrada({
  campo,
  props,
}: {
  campo: Campo;
  props: ReturnType<ReturnType<typeof useForm>['getInputProps']>;
}) {
  const comunes = { label: campo.etiqueta, withAsterisk: Boolean(campo.requerido) };
  switch (campo.tipo) {
    case 'cedula':
      return <EntradaCedula {...comunes} {...props} />;
    case 'telefono':
      return <EntradaTelefono {...comunes} {...props} />;
    case 'fecha':
      return <CampoDeFecha {...comunes} {...props} />;
    case 'estado':
      return <Select data={['ACTIVO', 'INACTIVO']} allowDeselect={false} {...comunes} {...props} />;
    default:
      return <TextInput styles={MAYUSCULAS} {...comunes} {...props} />;
  }
}

function ModalDeHijo<T>(props: {
  config: ConfigDeHijos<T>;
  idCliente: number;
  fila: T | null;
  alCerrar: () => void;
}) {
  const { config, fila } = props;
  const guardar = useGuardarHijo(config.rutas);
  const valores = Object.fromEntries(
    config.campos.map((c) => [
      c.nombre,
      String((fila as Record<string, unknown> | null)?.[c.nombre] ?? (c.tipo === 'estado' ? 'ACTIVO' : '')),
    ]),
  );
  const form = useForm({
    initialValues: valores,
    validate: Object.fromEntries(
      config.campos
        .filter((c) => c.requerido)
        .map((c) => [c.nombre, (v: string) => (v.trim() ? null : (c.requerido ?? null))]),
    ),
  });
  const enviar = form.onSubmit((datos) =>
    guardar.mutate(
      { idCliente: props.idCliente, id: fila ? config.idDe(fila) : null, datos },
      {
        onSuccess: (r) => {
          notificar.exito(r.message);
          props.alCerrar();
        },
        onError: (error) => {
          erroresDelServidor(form, error);
          notificar.error(mensajeDe(error, 'Error'));
        },
      },
    ),
  );
  return (
    <Modal
      opened
      onClose={props.alCerrar}
      title={`${fila ? 'Editar' : config.femenino ? 'Nueva' : 'Nuevo'} ${config.singular}`}
    >
      <form onSubmit={enviar} noValidate>
        <Stack>
          <Grid>
            {config.campos.map((c) => (
              <Grid.Col key={c.nombre} span={{ base: 12, sm: c.tipo === 'texto' ? 12 : 6 }}>
                <Entrada campo={c} props={form.getInputProps(c.nombre)} />
              </Grid.Col>
            ))}
          </Grid>
          <Group justify="flex-end">
            <Button variant="default" onClick={props.alCerrar}>
              Cancelar
            </Button>
            <Button type="submit" loading={guardar.isPending}>
              Guardar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Pestañas Garantes y Ref. Laboral: tabla, alta y edición en un modal, y baja con confirmación. */
export function PestanaDeHijos<T>({ config, idCliente }: { config: ConfigDeHijos<T>; idCliente: number }) {
  const sesion = useSesion();
  const filas = useQuery(hijosQuery(idCliente, config.rutas));
  const eliminar = useEliminarHijo(config.rutas.propio);
  const [editando, setEditando] = useState<{ fila: T | null } | null>(null);
  const puedeEditar = puede(sesion, 'clientes.editar');

  const confirmarEliminar = (fila: T) =>
    modals.openConfirmModal({
      title: `Eliminar ${config.singular}`,
      children: <Text size="sm">¿Eliminar {config.nombreDe(fila).toUpperCase()}?</Text>,
      labels: { confirm: 'Eliminar', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        eliminar.mutate(config.idDe(fila), {
          onSuccess: (r) => notificar.exito(r.message),
          onError: (error) => notificar.error(mensajeDe(error, 'No se pudo eliminar')),
        }),
    });

  return (
    <Stack>
      {puedeEditar && (
        <Group justify="flex-end">
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setEditando({ fila: null })}
          >
            {config.femenino ? 'Nueva' : 'Nuevo'} {config.singular}
          </Button>
        </Group>
      )}
      {filas.isPending && <Loader />}
      {filas.isError && <Alert color="red">{mensajeDe(filas.error, 'No se pudo cargar')}</Alert>}
      {filas.data?.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          {config.vacio}
        </Text>
      )}
      {filas.data && filas.data.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                {config.columnas.map((c) => (
                  <Table.Th key={c.etiqueta}>{c.etiqueta}</Table.Th>
                ))}
                {puedeEditar && <Table.Th ta="right">Acciones</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {filas.data.map((fila) => (
                <Table.Tr key={config.idDe(fila)}>
                  {config.columnas.map((c) => (
                    <Table.Td key={c.etiqueta} tt="uppercase">
                      {c.valor(fila) || '—'}
                    </Table.Td>
                  ))}
                  {puedeEditar && (
                    <Table.Td>
                      <Group gap={2} justify="flex-end" wrap="nowrap">
                        <Tooltip label="Editar">
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Editar ${config.nombreDe(fila)}`}
                            onClick={() => setEditando({ fila })}
                          >
                            <IconEdit size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label="Eliminar">
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Eliminar ${config.nombreDe(fila)}`}
                            onClick={() => confirmarEliminar(fila)}
                          >
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editando && (
        <ModalDeHijo
          config={config}
          idCliente={idCliente}
          fila={editando.fila}
          alCerrar={() => setEditando(null)}
        />
      )}
    </Stack>
  );
}
