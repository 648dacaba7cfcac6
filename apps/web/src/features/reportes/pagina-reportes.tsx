import { Box } from '@mantine/core';
import { formatearFecha } from '@prestamos/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { EncabezadoDePagina } from '../../components/encabezado-de-pagina';
import { puede, useSesion } from '../../lib/sesion';
import { usePaginasPorCursor } from '../../lib/use-paginas-por-cursor';
import { carteraQuery, cuotasDeReporteQuery } from './api';
import { CarteraDelReporte } from './cartera-del-reporte';
import { CuotasDelReporte } from './cuotas-del-reporte';
import { enlacesDelReporte } from './enlaces';
import { TarjetasDeCuotas } from './tarjetas-de-cuotas';
import { useDescarga } from './use-descarga';
import { useFiltrosDelReporte } from './use-filtros';

/** Sin cuotas que mostrar, la lista empieza con las de esta página (docs/producto.md#reportes). */
const TAMANO_INICIAL = 10;

/**
 * /app/reportes (docs/producto.md#reportes; issue 13): cuotas próximas a vencer y vencidas con sus totales, filtros
 * en la dirección y CSV; la salud de la cartera (PAR, antigüedad del atraso por empresa, ruta y cobrador) y la
 * eficiencia de cobro de 30 días. Todo a la fecha de negocio de hoy en Santo Domingo.
 */
export function PaginaReportes() {
  const sesion = useSesion();
  const enlaces = enlacesDelReporte((permiso) => puede(sesion, permiso));
  const { filtros, cambiar, texto, setTexto } = useFiltrosDelReporte();
  const [tamano, setTamano] = useState(TAMANO_INICIAL);
  const paginas = usePaginasPorCursor({ ...filtros, tamano });
  const cuotas = useQuery(
    cuotasDeReporteQuery({ ...filtros, page: paginas.pagina, pageSize: tamano, cursor: paginas.cursor }),
  );
  const cartera = useQuery(carteraQuery);
  const descarga = useDescarga();

  // Un número de la cartera que lleva a sus cuotas vencidas cambia los filtros de esta misma pantalla: se sube a verlas.
  const lista = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const verCuotas = (location.state as { verCuotas?: boolean } | null)?.verCuotas ? location.key : null;
  useEffect(() => {
    if (verCuotas) lista.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [verCuotas]);

  // Las rutas y los cobradores para filtrar son los del reporte de cartera: los que el usuario ve, con su permiso.
  const rutas = cartera.data?.porRuta
    .filter((r) => r.id_ruta > 0)
    .map((r) => ({ id: r.id_ruta, nombre: r.nombre }));
  const cobradores = cartera.data?.porCobrador
    .filter((c) => c.id_usuario > 0)
    .map((c) => ({ id: c.id_usuario, nombre: c.nombre }));
  const fecha = cuotas.data?.fecha ?? cartera.data?.fecha;

  return (
    <>
      <EncabezadoDePagina
        titulo="Reportes"
        descripcion={`Cuotas por vencer y vencidas, y la salud de la cartera${fecha ? ` al ${formatearFecha(fecha)}` : ''}.`}
      />
      <TarjetasDeCuotas reporte={cuotas.data} filtros={filtros} alElegir={(tipo) => cambiar({ tipo })} />
      <Box ref={lista} mb="md" style={{ scrollMarginTop: 72 }}>
        <CuotasDelReporte
          filtros={filtros}
          cambiar={cambiar}
          texto={texto}
          alEscribir={setTexto}
          consulta={cuotas}
          paginas={paginas}
          tamano={tamano}
          alCambiarTamano={setTamano}
          rutas={rutas && rutas.length > 0 ? rutas : null}
          cobradores={cobradores && cobradores.length > 0 ? cobradores : null}
          enlaces={enlaces}
          descarga={descarga}
        />
      </Box>
      <CarteraDelReporte consulta={cartera} enlaces={enlaces} descarga={descarga} />
    </>
  );
}
