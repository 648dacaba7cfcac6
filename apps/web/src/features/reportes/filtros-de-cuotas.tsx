import { Button, Grid, Group, SegmentedControl, Select } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilterOff } from '@tabler/icons-react';
import { CampoDeBusqueda } from '../../components/campo-de-busqueda';
import { CampoDeFecha } from '../../components/campo-de-fecha';
import { type FiltrosDeCuotas, filtraAlgoMas, SIN_FILTROS, type TipoDeCuota } from './filtros';

const TIPOS: { value: TipoDeCuota; label: string }[] = [
  { value: 'TODAS', label: 'Todas' },
  { value: 'PROXIMAS', label: 'Próximas' },
  { value: 'VENCIDAS', label: 'Vencidas' },
];

export interface Opcion {
  id: number;
  nombre: string;
}

/** Las opciones de un selector, con la elegida aunque no esté entre ellas (llegó por la dirección). */
function opcionesCon(opciones: Opcion[], elegida: number | null, nombre: string) {
  const datos = opciones.map((o) => ({ value: String(o.id), label: o.nombre }));
  if (elegida && !opciones.some((o) => o.id === elegida)) {
    datos.push({ value: String(elegida), label: `${nombre} ${elegida}` });
  }
  return datos;
}

/**
 * Filtros del reporte de cuotas. Las rutas y los cobradores son los del reporte de cartera (los que el usuario puede
 * ver, con el mismo permiso): sin ellos no hay selector.
 */
export function FiltrosDeCuotasDelReporte(props: {
  filtros: FiltrosDeCuotas;
  cambiar: (cambios: Partial<FiltrosDeCuotas>) => void;
  texto: string;
  alEscribir: (texto: string) => void;
  rutas: Opcion[] | null;
  cobradores: Opcion[] | null;
}) {
  const { filtros, cambiar, rutas, cobradores } = props;
  const telefono = useMediaQuery('(max-width: 48em)');
  return (
    <>
      <SegmentedControl
        aria-label="Cuotas a mostrar"
        data={TIPOS}
        value={filtros.tipo}
        onChange={(v) => cambiar({ tipo: v as TipoDeCuota })}
        fullWidth={telefono}
        mb="sm"
      />
      <Grid columns={24} gap="sm" align="flex-end" mb="md">
        <Grid.Col span={{ base: 24, lg: 6 }}>
          <CampoDeBusqueda
            placeholder="Cliente, cédula o préstamo"
            valor={props.texto}
            alCambiar={props.alEscribir}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <CampoDeFecha
            label="Vence desde"
            value={filtros.desde}
            max={filtros.hasta}
            onChange={(fecha) => cambiar({ desde: fecha || null })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <CampoDeFecha
            label="Vence hasta"
            value={filtros.hasta}
            min={filtros.desde}
            onChange={(fecha) => cambiar({ hasta: fecha || null })}
          />
        </Grid.Col>
        {rutas && (
          <Grid.Col span={{ base: 12, md: 6, lg: 5 }}>
            <Select
              label="Ruta"
              placeholder="Todas"
              data={opcionesCon(rutas, filtros.ruta, 'Ruta')}
              value={filtros.ruta ? String(filtros.ruta) : null}
              onChange={(v) => cambiar({ ruta: v ? Number(v) : null })}
              clearable
              searchable
            />
          </Grid.Col>
        )}
        {cobradores && (
          <Grid.Col span={{ base: 12, md: 6, lg: 5 }}>
            <Select
              label="Cobrador"
              placeholder="Todos"
              data={opcionesCon(cobradores, filtros.cobrador, 'Cobrador')}
              value={filtros.cobrador ? String(filtros.cobrador) : null}
              onChange={(v) => cambiar({ cobrador: v ? Number(v) : null })}
              clearable
              searchable
            />
          </Grid.Col>
        )}
      </Grid>
      {filtraAlgoMas(filtros) && (
        <Group justify="flex-end" mt={-8} mb="sm">
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={() => {
              props.alEscribir('');
              cambiar({ ...SIN_FILTROS, tipo: filtros.tipo });
            }}
          >
            Quitar filtros
          </Button>
        </Group>
      )}
    </>
  );
}
