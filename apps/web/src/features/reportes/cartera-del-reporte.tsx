import { Grid, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReporteDeCartera } from '@prestamos/contract';
import { formatearFecha, formatearPesos, textoDeUmbral } from '@prestamos/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { textoDePrestamos } from '../../components/numeros';
import { Seccion } from '../../components/seccion';
import { BotonDeExportar } from './boton-de-exportar';
import { EficienciaDeCobro } from './eficiencia-de-cobro';
import type { EnlacesDelReporte } from './enlaces';
import { EstadoDelReporte } from './estado-del-reporte';
import { type GrupoDeCartera, TablaDeGrupos, TarjetasDeGrupos } from './grupos-de-cartera';
import { SaludDeLaCartera } from './salud-de-cartera';
import type { Descarga } from './use-descarga';

function grupos(r: ReporteDeCartera, enlaces: EnlacesDelReporte) {
  const porRuta: GrupoDeCartera[] = r.porRuta.map((x) => ({
    clave: x.id_ruta,
    nombre: x.nombre,
    enlaceDelNombre: enlaces.ruta(x.id_ruta),
    enlaceDeVencidas: enlaces.vencidasDeRuta(x.id_ruta),
    salud: x,
  }));
  const porCobrador: GrupoDeCartera[] = r.porCobrador.map((x) => ({
    clave: x.id_usuario,
    nombre: x.nombre,
    enlaceDelNombre: null,
    enlaceDeVencidas: enlaces.vencidasDeCobrador(x.id_usuario),
    salud: x,
  }));
  return { porRuta, porCobrador };
}

function Grupos(props: { titulo: string; descripcion: string; grupos: GrupoDeCartera[]; vacio: string }) {
  const telefono = useMediaQuery('(max-width: 48em)');
  return (
    <Seccion
      titulo={`Por ${props.titulo}`}
      descripcion={`${props.descripcion} En mora y PAR 1: ${textoDeUmbral(1)}.`}
      nivel={3}
    >
      {props.grupos.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {props.vacio}
        </Text>
      ) : telefono ? (
        <TarjetasDeGrupos grupos={props.grupos} />
      ) : (
        <TablaDeGrupos titulo={props.titulo} grupos={props.grupos} />
      )}
    </Seccion>
  );
}

/**
 * La salud de la cartera (issue 13): PAR 1/30/90 y antigüedad del atraso de la empresa, lo mismo por ruta y por
 * cobrador, y la eficiencia de cobro de los últimos 30 días; con su CSV.
 */
export function CarteraDelReporte(props: {
  consulta: UseQueryResult<ReporteDeCartera>;
  enlaces: EnlacesDelReporte;
  descarga: Descarga;
}) {
  const { consulta, enlaces } = props;
  const r = consulta.data;
  const filasDelCsv = r ? 1 + r.porRuta.length + r.porCobrador.length : null;
  const { porRuta, porCobrador } = r ? grupos(r, enlaces) : { porRuta: [], porCobrador: [] };
  return (
    <>
      <Seccion
        titulo="Salud de la cartera"
        descripcion={
          r
            ? `Préstamos vigentes al ${formatearFecha(r.fecha)}: ${textoDePrestamos(r.cartera.prestamos)}, ${formatearPesos(r.cartera.capital)} de capital pendiente.`
            : 'PAR y antigüedad del atraso de los préstamos vigentes.'
        }
        acciones={
          <BotonDeExportar
            etiqueta="Exportar cartera (CSV)"
            descarga={props.descarga}
            pedido={{ ruta: '/reportes/cartera.csv', base: 'cartera', esperadas: filasDelCsv }}
          />
        }
      >
        <EstadoDelReporte consulta={consulta} cargando="Cargando la cartera" />
        {r &&
          (r.cartera.prestamos === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              No hay préstamos vigentes.
            </Text>
          ) : (
            <SaludDeLaCartera salud={r.cartera} enlaces={enlaces} />
          ))}
      </Seccion>
      {r && (
        <Grid gap="md" mt="md">
          <Grid.Col span={12}>
            <Grupos
              titulo="ruta"
              descripcion="Un cliente en dos rutas cuenta en las dos."
              grupos={porRuta}
              vacio="No hay rutas con préstamos vigentes."
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Grupos
              titulo="cobrador"
              descripcion="La cartera de los clientes de las rutas de cada cobrador."
              grupos={porCobrador}
              vacio="No hay cobradores asignados a rutas."
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Seccion
              titulo="Eficiencia de cobro"
              descripcion="Últimos 30 días: lo cobrado sobre lo que vencía."
              nivel={3}
            >
              <EficienciaDeCobro eficiencia={r.eficiencia} />
            </Seccion>
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}
