import { Alert, Button, Card } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Cliente } from '@prestamos/contract';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EncabezadoDePagina } from '../../components/encabezado-de-pagina';
import { FinDeLista } from '../../components/fin-de-lista';
import { ModalCliente } from '../../entities/cliente/modal-cliente';
import { mensajeDe } from '../../lib/api-error';
import { puede, useSesion } from '../../lib/sesion';
import { usePaginacionDeLista } from '../../lib/use-paginas-por-cursor';
import { useAccionesDeCliente } from './acciones-de-cliente';
import { clientesQuery } from './api';
import { FiltrosDeClientes, useFiltrosDeClientes } from './filtros-de-clientes';
import { ModalInfoCliente } from './modal-info-cliente';
import type { AccionesDeFila } from './nombre-con-foto';
import { TablaDeClientes } from './tabla-de-clientes';
import { TarjetasDeClientes } from './tarjetas-de-clientes';

export function PaginaClientes() {
  const sesion = useSesion();
  const filtros = useFiltrosDeClientes();
  const { q, estado } = filtros;
  const paginacion = usePaginacionDeLista({ q, estado });
  const lista = useQuery(
    clientesQuery({
      page: paginacion.pagina,
      cursor: paginacion.cursor,
      pageSize: paginacion.tamano,
      q,
      estado,
    }),
  );
  const [editando, setEditando] = useState<{ cliente: Cliente | null } | null>(null);
  const [viendo, setViendo] = useState<Cliente | null>(null);
  const { alternarEstado, confirmarEliminar } = useAccionesDeCliente();
  const telefono = useMediaQuery('(max-width: 48em)');
  const puedeEditar = puede(sesion, 'clientes.editar');
  const puedeEliminar = puede(sesion, 'clientes.eliminar');

  const acciones = (c: Cliente): AccionesDeFila => ({
    ver: () => setViendo(c),
    editar: puedeEditar ? () => setEditando({ cliente: c }) : null,
    estado: puedeEditar ? () => alternarEstado(c) : null,
    eliminar: puedeEliminar ? () => confirmarEliminar(c) : null,
  });
  const clientes = lista.data?.items ?? [];

  return (
    <>
      <EncabezadoDePagina
        titulo="Clientes"
        descripcion="Tu cartera: datos, garantes, referencias y préstamos de cada cliente."
        acciones={
          puede(sesion, 'clientes.crear') && (
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => setEditando({ cliente: null })}
            >
              Nuevo cliente
            </Button>
          )
        }
      />
      <Card withBorder padding="md">
        <FiltrosDeClientes filtros={filtros} />
        {lista.isError && (
          <Alert color="red" mb="md">
            {mensajeDe(lista.error, 'Error cargando clientes')}
          </Alert>
        )}
        {telefono ? (
          <TarjetasDeClientes clientes={clientes} acciones={acciones} />
        ) : (
          <TablaDeClientes clientes={clientes} acciones={acciones} />
        )}
        <FinDeLista
          consulta={lista}
          paginacion={paginacion}
          nombres={['cliente', 'clientes']}
          vacia={
            q || estado
              ? 'Ningún cliente coincide con la búsqueda.'
              : 'Aún no hay clientes. Registra el primero.'
          }
        />
      </Card>
      {editando && (
        <ModalCliente
          key={editando.cliente?.id_cliente ?? 'nuevo'}
          abierto
          cliente={editando.cliente}
          alCerrar={() => setEditando(null)}
          alGuardar={() => setEditando(null)}
        />
      )}
      <ModalInfoCliente cliente={viendo} alCerrar={() => setViendo(null)} />
    </>
  );
}
