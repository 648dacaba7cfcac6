import { Button, FileButton, Grid, Group, Stack } from '@mantine/core';
import type { Cliente } from '@prestamos/contract';
import { avisoDeCedula } from '@prestamos/domain';
import { IconArrowLeft, IconCamera, IconCash, IconEdit, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ACEPTA_FOTO, errorDeFoto } from '../../entities/cliente/foto';
import { FotoCliente } from '../../entities/cliente/foto-cliente';
import { mensajeDe } from '../../lib/api-error';
import { notificar } from '../../lib/notificar';
import { puede, useSesion } from '../../lib/sesion';
import { useQuitarFoto, useSubirFoto } from './api';
import { Dato } from './modal-info-cliente';

export function PestanaDatos({ cliente, alEditar }: { cliente: Cliente; alEditar: () => void }) {
  const sesion = useSesion();
  const subir = useSubirFoto(cliente.id_cliente);
  const quitar = useQuitarFoto(cliente.id_cliente);
  const puedeEditar = puede(sesion, 'clientes.editar');

  const elegirFoto = (archivo: File | null) => {
    if (!archivo) return;
    const error = errorDeFoto(archivo);
    if (error) return notificar.error(error);
    subir.mutate(archivo, {
      onSuccess: (r) => notificar.exito(r.message),
      onError: (error) => notificar.error(mensajeDe(error, 'No se pudo subir la foto.')),
    });
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Stack align="center" gap="sm">
          <FotoCliente
            url={cliente.foto_url}
            nombre={`${cliente.nombres} ${cliente.apellidos}`}
            size={160}
            radius="md"
          />
          {puedeEditar && (
            <Group gap="xs" justify="center">
              <FileButton onChange={elegirFoto} accept={ACEPTA_FOTO}>
                {(props) => (
                  <Button
                    {...props}
                    variant="light"
                    size="xs"
                    leftSection={<IconCamera size={16} aria-hidden />}
                    loading={subir.isPending}
                  >
                    {cliente.foto_url ? 'Cambiar foto' : 'Subir foto'}
                  </Button>
                )}
              </FileButton>
              {cliente.foto_url && (
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  loading={quitar.isPending}
                  onClick={() =>
                    quitar.mutate(undefined, {
                      onSuccess: (r) => notificar.exito(r.message),
                      onError: (error) => notificar.error(mensajeDe(error, 'No se pudo quitar la foto.')),
                    })
                  }
                >
                  Quitar foto
                </Button>
              )}
            </Group>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Dato etiqueta="Nombre" valor={`${cliente.nombres} ${cliente.apellidos}`} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Dato etiqueta="Cédula" valor={cliente.cedula} aviso={avisoDeCedula(cliente.cedula)} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Dato etiqueta="Teléfono" valor={cliente.telefono} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Dato etiqueta="Móvil" valor={cliente.movil} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Dato etiqueta="Correo" valor={cliente.correo} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Dato etiqueta="Estado" valor={cliente.estado} />
          </Grid.Col>
          <Grid.Col span={12}>
            <Dato etiqueta="Dirección" valor={cliente.direccion} />
          </Grid.Col>
        </Grid>
        <Group mt="lg" gap="sm">
          {puede(sesion, 'pagos.registrar') && (
            <Button
              component={Link}
              to={`/app/pagos?cliente=${cliente.id_cliente}`}
              leftSection={<IconCash size={18} aria-hidden />}
            >
              Registrar pago
            </Button>
          )}
          {puedeEditar && (
            <Button variant="light" onClick={alEditar} leftSection={<IconEdit size={18} aria-hidden />}>
              Editar
            </Button>
          )}
          <Button
            variant="default"
            component={Link}
            to="/app/clientes"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
          >
            Volver
          </Button>
        </Group>
      </Grid.Col>
    </Grid>
  );
}
