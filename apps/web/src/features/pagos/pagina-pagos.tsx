import { Alert, Card } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { EncabezadoDePagina } from '../../components/encabezado-de-pagina';
import { FinDeLista } from '../../components/fin-de-lista';
import { mensajeDe } from '../../lib/api-error';
import { usePaginacionDeLista } from '../../lib/use-paginas-por-cursor';
import { cuotasQuery } from './api';
import { FiltroDeCliente } from './filtro-de-cliente';
import { FiltrosDeCuotas, useFiltrosDeCuotas } from './filtros-de-cuotas';
import { TablaDeCuotas, TarjetasDeCuotas } from './lista-de-cuotas';

/**
 * Cuotas por cobrar (docs/producto.md#cobros): filtros de rango y estado, búsqueda, cliente fijo y las acciones de
 * cada cuota.
 */
export function PaginaPagos() {
  const filtros = useFiltrosDeCuotas();
  const { q, rango, estado, idCliente } = filtros;
  const paginacion = usePaginacionDeLista({ q, rango, estado, id_cliente: idCliente });
  const lista = useQuery(
    cuotasQuery({
      pageSize: paginacion.tamano,
      q,
      rango,
      estado,
      id_cliente: idCliente,
      page: paginacion.pagina,
      cursor: paginacion.cursor,
    }),
  );
  const telefono = useMediaQuery('(max-width: 48em)');
  const cuotas = lista.data?.items ?? [];

  return (
    <>
      <EncabezadoDePagina titulo="Pagos" descripcion="Cuotas por cobrar: recibe, difiere o cancela pagos." />
      <Card withBorder padding="md">
        {idCliente && <FiltroDeCliente id={idCliente} alCambiar={filtros.cambiarCliente} />}
        <FiltrosDeCuotas filtros={filtros} telefono={telefono} />
        {lista.isError && (
          <Alert color="red" mb="md">
            {mensajeDe(lista.error, 'No se pudo cargar')}
          </Alert>
        )}
        {telefono ? <TarjetasDeCuotas cuotas={cuotas} /> : <TablaDeCuotas cuotas={cuotas} />}
        <FinDeLista
          consulta={lista}
          paginacion={paginacion}
          nombres={['cuota', 'cuotas']}
          vacia={
            estado === 'PENDIENTES' && rango === 'TODOS' && !q
              ? 'No hay cuotas por cobrar.'
              : 'Ninguna cuota coincide con los filtros.'
          }
        />
      </Card>
    </>
  );
}
