import { Group, SegmentedControl, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { CampoDeBusqueda } from '../../components/campo-de-busqueda';
import { useDireccionAlDia, useFiltroEnUrl } from '../../lib/filtro-en-url';

const RANGOS = [
  { value: 'TODOS', label: 'Todos' },
  { value: 'HOY', label: 'Hoy' },
  { value: 'SEMANA', label: 'Semana' },
  { value: 'VENCIDOS', label: 'Vencidos' },
];
const ESTADOS = [
  { value: 'PENDIENTES', label: 'Por cobrar' },
  { value: 'TODAS', label: 'Todas' },
  { value: 'PENDIENTE', label: 'PENDIENTE' },
  { value: 'PARCIAL', label: 'PARCIAL' },
  { value: 'VENCIDA', label: 'VENCIDA' },
  { value: 'PAGADA', label: 'PAGADA' },
];

/**
 * Los filtros de las cuotas: lo buscado (llega también como `?q=`), el estado, el rango de vencimiento (en la
 * dirección) y el cliente fijo (`?cliente=`, desde su ficha).
 */
export function useFiltrosDeCuotas() {
  const [params, cambiarDireccion] = useDireccionAlDia();
  const [texto, setTexto] = useState(params.get('q') ?? '');
  const [q] = useDebouncedValue(texto.trim(), 250);
  const [rango, setRango] = useFiltroEnUrl('rango', RANGOS, 'TODOS');
  const [estado, setEstado] = useState('PENDIENTES');
  const idCliente = Number(params.get('cliente')) || null;

  const cambiarCliente = (id: number | null) => {
    cambiarDireccion((p) => {
      if (id) p.set('cliente', String(id));
      else p.delete('cliente');
      return p;
    });
  };

  return { texto, setTexto, q, rango, setRango, estado, setEstado, idCliente, cambiarCliente };
}

/** Búsqueda, estado y rango de vencimiento (en el teléfono, el rango ocupa todo el ancho). */
export function FiltrosDeCuotas(props: {
  filtros: ReturnType<typeof useFiltrosDeCuotas>;
  telefono: boolean;
}) {
  const { filtros } = props;
  return (
    <Stack gap="sm" mb="md">
      <Group gap="sm" align="flex-end">
        <CampoDeBusqueda
          placeholder="Cliente, cédula o código de préstamo"
          valor={filtros.texto}
          alCambiar={filtros.setTexto}
          anchoMinimo={200}
        />
        <Select
          label="Estado"
          data={ESTADOS}
          value={filtros.estado}
          onChange={(v) => filtros.setEstado(v ?? 'PENDIENTES')}
          allowDeselect={false}
          w={150}
        />
      </Group>
      <SegmentedControl
        aria-label="Vencimiento"
        data={RANGOS}
        value={filtros.rango}
        onChange={filtros.setRango}
        fullWidth={props.telefono}
      />
    </Stack>
  );
}
