import { Alert, Anchor, Button, Center, Group, Loader } from '@mantine/core';
import { IconArrowLeft, IconEdit } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { EncabezadoDePagina } from '../../components/encabezado-de-pagina';
import { InsigniaEstado } from '../../components/insignia-estado';
import { ApiError, mensajeDe } from '../../lib/api-error';
import { puede, useSesion } from '../../lib/sesion';
import { rutaQuery } from './api';
import { Asignaciones } from './asignaciones';
import { ModalRuta } from './modal-ruta';

const volver = (
  <Anchor component={Link} to="/app/rutas" size="sm">
    <Group gap={4} component="span">
      <IconArrowLeft size={16} aria-hidden />
      Volver a rutas
    </Group>
  </Anchor>
);

/** El id de la dirección: un entero positivo, o null. */
function idDeRuta(texto: string | undefined): number | null {
  const id = Number(texto);
  return /^\d+$/.test(texto ?? '') && id > 0 && id <= 2_147_483_647 ? id : null;
}

function ErrorDeRuta({ titulo, mensaje }: { titulo: string; mensaje?: string }) {
  return (
    <>
      <EncabezadoDePagina titulo="Ruta" />
      <Alert color="red" title={titulo} mb="md">
        {mensaje}
      </Alert>
      {volver}
    </>
  );
}

/** /app/rutas/{id} (docs/producto.md#rutas-y-cobradores): la ruta, sus clientes en orden de visita y sus cobradores. */
export function PaginaRuta() {
  const id = idDeRuta(useParams().id);
  if (id === null) return <ErrorDeRuta titulo="Id inválido" />;
  return <Ruta key={id} id={id} />;
}

function Ruta({ id }: { id: number }) {
  const sesion = useSesion();
  const editable = puede(sesion, 'rutas.editar');
  const detalle = useQuery(rutaQuery(id, { q: '', page: 1 }));
  const [editando, setEditando] = useState(false);

  if (detalle.isPending) {
    return (
      <Center h="40vh">
        <Loader aria-label="Cargando la ruta" />
      </Center>
    );
  }
  if (detalle.isError) {
    const noEsta = detalle.error instanceof ApiError && detalle.error.status === 404;
    return (
      <ErrorDeRuta
        titulo={noEsta ? 'No encontrada' : 'No se pudo cargar la ruta'}
        mensaje={mensajeDe(detalle.error, noEsta ? 'Ruta no encontrada' : 'Intenta nuevamente.')}
      />
    );
  }
  const { ruta } = detalle.data;
  return (
    <>
      {volver}
      <EncabezadoDePagina
        titulo={ruta.nombre}
        descripcion={ruta.descripcion ?? undefined}
        acciones={
          <Group gap="sm">
            <InsigniaEstado estado={ruta.estado} />
            {editable && (
              <Button
                variant="default"
                leftSection={<IconEdit size={18} aria-hidden />}
                onClick={() => setEditando(true)}
              >
                Editar ruta
              </Button>
            )}
          </Group>
        }
      />
      <Asignaciones detalle={detalle.data} editable={editable} />
      {editando && <ModalRuta ruta={ruta} alCerrar={() => setEditando(false)} />}
    </>
  );
}
