import { Button, Group, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { CampoDeBusqueda } from '../../components/campo-de-busqueda';
import { useFiltroEnUrl } from '../../lib/filtro-en-url';
import type { FiltroClientes } from './api';

const ESTADOS: { value: FiltroClientes['estado']; label: string }[] = [
  { value: '', label: 'Todos' },
  { value: 'ACTIVO', label: 'ACTIVO' },
  { value: 'INACTIVO', label: 'INACTIVO' },
];

/** Lo escrito en la búsqueda y el estado elegido (en la dirección); `q` es lo que se busca. */
export function useFiltrosDeClientes() {
  const [texto, setTexto] = useState('');
  const [buscado, setBuscado] = useState('');
  const [conRetraso] = useDebouncedValue(texto.trim(), 250);
  const [estado, setEstado] = useFiltroEnUrl('estado', ESTADOS, '');
  // El botón Buscar no espera al retardo: busca ya lo escrito.
  const q = buscado === texto.trim() ? buscado : conRetraso;
  return { texto, setTexto, buscar: () => setBuscado(texto.trim()), estado, setEstado, q };
}

/** Búsqueda por nombre o cédula y filtro por estado de la lista de clientes. */
export function FiltrosDeClientes({ filtros }: { filtros: ReturnType<typeof useFiltrosDeClientes> }) {
  return (
    <Group
      mb="md"
      gap="sm"
      align="flex-end"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        filtros.buscar();
      }}
    >
      <CampoDeBusqueda placeholder="Nombre, cédula" valor={filtros.texto} alCambiar={filtros.setTexto} />
      <Select
        label="Estado"
        data={ESTADOS}
        value={filtros.estado}
        onChange={(v) => filtros.setEstado((v ?? '') as FiltroClientes['estado'])}
        allowDeselect={false}
        w={140}
      />
      <Button type="submit" variant="light">
        Buscar
      </Button>
    </Group>
  );
}
