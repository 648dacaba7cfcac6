import { Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReporteDeCuotas } from '@prestamos/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { PieDeLista } from '../../components/paginacion';
import { Seccion } from '../../components/seccion';
import type { PaginasPorCursor } from '../../lib/use-paginas-por-cursor';
import { BotonDeExportar } from './boton-de-exportar';
import type { EnlacesDelReporte } from './enlaces';
import { EstadoDelReporte } from './estado-del-reporte';
import { type FiltrosDeCuotas, filtraAlgoMas } from './filtros';
import { FiltrosDeCuotasDelReporte, type Opcion } from './filtros-de-cuotas';
import { TablaDeCuotas, TarjetasDeCuotas } from './lista-de-cuotas';
import type { Descarga } from './use-descarga';

function textoSinCuotas(f: FiltrosDeCuotas): string {
  if (filtraAlgoMas(f)) return 'Ninguna cuota coincide con los filtros.';
  if (f.tipo === 'VENCIDAS') return 'No hay cuotas vencidas: la cartera está al día.';
  if (f.tipo === 'PROXIMAS') return 'Ninguna cuota vence en los próximos 7 días.';
  return 'No hay cuotas vencidas ni por vencer en los próximos 7 días.';
}

/** La lista de cuotas del reporte con sus filtros, su paginación y su CSV (con los mismos filtros). */
export function CuotasDelReporte(props: {
  filtros: FiltrosDeCuotas;
  cambiar: (cambios: Partial<FiltrosDeCuotas>) => void;
  texto: string;
  alEscribir: (texto: string) => void;
  consulta: UseQueryResult<ReporteDeCuotas>;
  paginas: PaginasPorCursor;
  tamano: number;
  alCambiarTamano: (tamano: number) => void;
  rutas: Opcion[] | null;
  cobradores: Opcion[] | null;
  enlaces: EnlacesDelReporte;
  descarga: Descarga;
}) {
  const { filtros, consulta, enlaces } = props;
  const telefono = useMediaQuery('(max-width: 48em)');
  const lista = consulta.data;
  // La barra sabe cuántas filas vienen solo si el total es exacto y es el de los filtros que se exportan.
  const esperadas = lista && !lista.total_aproximado && !consulta.isPlaceholderData ? lista.total : null;
  return (
    <Seccion
      titulo="Cuotas"
      descripcion="Vencidas y por vencer en los próximos 7 días, de la más atrasada a la que vence más tarde."
      acciones={
        <BotonDeExportar
          etiqueta="Exportar cuotas (CSV)"
          descarga={props.descarga}
          pedido={{
            ruta: '/reportes/cuotas.csv',
            query: { ...filtros },
            base: 'cuotas',
            esperadas,
          }}
        />
      }
    >
      <FiltrosDeCuotasDelReporte
        filtros={filtros}
        cambiar={props.cambiar}
        texto={props.texto}
        alEscribir={props.alEscribir}
        rutas={props.rutas}
        cobradores={props.cobradores}
      />
      <EstadoDelReporte consulta={consulta} cargando="Cargando las cuotas" />
      {lista &&
        lista.cuotas.length > 0 &&
        (telefono ? (
          <TarjetasDeCuotas cuotas={lista.cuotas} enlaces={enlaces} />
        ) : (
          <TablaDeCuotas cuotas={lista.cuotas} enlaces={enlaces} />
        ))}
      {lista?.cuotas.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {textoSinCuotas(filtros)}
        </Text>
      )}
      {lista && lista.cuotas.length > 0 && (
        <PieDeLista
          lista={lista}
          nombres={['cuota', 'cuotas']}
          pagina={props.paginas.pagina}
          tamano={props.tamano}
          alCambiarPagina={props.paginas.irA}
          alCambiarTamano={props.alCambiarTamano}
          provisional={consulta.isPlaceholderData}
        />
      )}
    </Seccion>
  );
}
