import { Card, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { SaludDeCartera } from '@prestamos/contract';
import { formatearPesos, UMBRALES_PAR } from '@prestamos/domain';
import { EnlaceOTexto } from '../../components/enlace-o-texto';
import { textoDePorcentaje, textoDePrestamos } from '../../components/numeros';

/** Una ruta o un cobrador con su cartera; los enlaces son null donde no hay pantalla o filtro (id 0: "sin ruta"). */
export interface GrupoDeCartera {
  clave: number;
  nombre: string;
  enlaceDelNombre: string | null;
  /** Las cuotas vencidas de sus clientes (este reporte con su filtro). */
  enlaceDeVencidas: string | null;
  salud: SaludDeCartera;
}

const parDe = (s: SaludDeCartera, umbral: number) =>
  s.par.find((p) => p.umbral === umbral) ?? { umbral, capital: 0, porcentaje: 0 };

/** Capital en mora: el de PAR 1 (un día o más de atraso), el mismo número que da su porcentaje. */
const capitalEnMora = (s: SaludDeCartera) => parDe(s, 1).capital;

function Par({ g, umbral }: { g: GrupoDeCartera; umbral: number }) {
  const par = parDe(g.salud, umbral);
  const texto = textoDePorcentaje(par.porcentaje);
  const color = par.porcentaje > 0 ? 'red.9' : undefined;
  // PAR 1 son los préstamos con alguna cuota vencida: lleva a esas cuotas.
  if (umbral === 1 && par.porcentaje > 0) {
    return (
      <EnlaceOTexto
        a={g.enlaceDeVencidas}
        c={color}
        fw={600}
        state={{ verCuotas: true }}
        aria-label={`${g.nombre}: PAR 1 ${texto}, ver sus cuotas vencidas`}
      >
        {texto}
      </EnlaceOTexto>
    );
  }
  return (
    <Text span inherit c={color} fw={par.porcentaje > 0 ? 600 : undefined}>
      {texto}
    </Text>
  );
}

/** La cartera de cada ruta o cobrador en tabla (escritorio): préstamos, capital, lo que está en mora y su PAR. */
export function TablaDeGrupos(props: { titulo: string; grupos: GrupoDeCartera[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={`Cartera por ${props.titulo}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{props.titulo[0]?.toUpperCase() + props.titulo.slice(1)}</Table.Th>
            <Table.Th ta="right">Préstamos</Table.Th>
            <Table.Th ta="right">Capital pendiente</Table.Th>
            <Table.Th ta="right">Capital en mora</Table.Th>
            {UMBRALES_PAR.map((u) => (
              <Table.Th key={u} ta="right">
                PAR {u}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.grupos.map((g) => (
            <Table.Tr key={g.clave}>
              <Table.Td>
                <EnlaceOTexto a={g.enlaceDelNombre} fw={600}>
                  {g.nombre}
                </EnlaceOTexto>
              </Table.Td>
              <Table.Td ta="right">{g.salud.prestamos}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatearPesos(g.salud.capital)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatearPesos(capitalEnMora(g.salud))}
              </Table.Td>
              {UMBRALES_PAR.map((u) => (
                <Table.Td key={u} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  <Par g={g} umbral={u} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Las mismas filas como tarjetas, para el teléfono. */
export function TarjetasDeGrupos(props: { grupos: GrupoDeCartera[] }) {
  return (
    <Stack gap="sm">
      {props.grupos.map((g) => (
        <Card key={g.clave} withBorder padding="sm" component="article" aria-label={g.nombre}>
          <EnlaceOTexto a={g.enlaceDelNombre} fw={700} style={{ overflowWrap: 'anywhere' }}>
            {g.nombre}
          </EnlaceOTexto>
          <Text size="sm">
            {textoDePrestamos(g.salud.prestamos)} · {formatearPesos(g.salud.capital)} de capital
          </Text>
          <Text size="sm">En mora: {formatearPesos(capitalEnMora(g.salud))}</Text>
          <SimpleGrid cols={3} spacing="xs" mt={6}>
            {UMBRALES_PAR.map((u) => (
              <div key={u}>
                <Text size="xs" fw={700}>
                  PAR {u}
                </Text>
                <Text size="sm">
                  <Par g={g} umbral={u} />
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Card>
      ))}
    </Stack>
  );
}
