import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { mensajeDe } from '../../lib/api-error';
import { etiquetaDeUsuario, usuarioQuery, usuariosBuscadosQuery } from './api';

/**
 * Elegir un usuario buscándolo en el servidor mientras se escribe. El elegido siempre está entre las opciones: si no,
 * el selector no sabría qué nombre mostrar.
 */
export function SelectorDeUsuario(props: {
  etiqueta: string;
  valor: number | null;
  alCambiar: (id: number | null) => void;
  placeholder?: string;
  /** Texto de la pantalla si la búsqueda falla sin mensaje del servidor. */
  mensajeDeError: string;
  borrable?: boolean;
  ancho?: number | string;
  anchoMaximo?: number;
}) {
  const [texto, setTexto] = useState('');
  // La lista se pide al abrir el selector: la pantalla que lo lleva (la caja) no espera por usuarios que quizá no mire.
  const [abierto, setAbierto] = useState(false);
  const elegido = useQuery({ ...usuarioQuery(props.valor ?? 0), enabled: props.valor !== null });
  const usuario = props.valor !== null ? (elegido.data ?? null) : null;
  // Tras elegir, el cuadro muestra el nombre del elegido: eso no es una búsqueda, y al abrirlo se ven todos.
  const [busqueda] = useDebouncedValue(
    usuario && texto === etiquetaDeUsuario(usuario) ? '' : texto.trim(),
    250,
  );
  const usuarios = useQuery({ ...usuariosBuscadosQuery(busqueda), enabled: abierto || busqueda !== '' });
  const encontrados = usuarios.data ?? [];
  const opciones = [
    ...(usuario && !encontrados.some((u) => u.id === usuario.id) ? [usuario] : []),
    ...encontrados,
  ].map((u) => ({ value: String(u.id), label: etiquetaDeUsuario(u) }));
  const error = usuarios.error ?? elegido.error;
  return (
    <Select
      label={props.etiqueta}
      placeholder={props.placeholder ?? 'Busca por usuario o nombre'}
      searchable
      searchValue={texto}
      onSearchChange={setTexto}
      onDropdownOpen={() => setAbierto(true)}
      filter={({ options }) => options}
      data={opciones}
      value={props.valor === null ? null : String(props.valor)}
      onChange={(v) => props.alCambiar(v ? Number(v) : null)}
      nothingFoundMessage={usuarios.isFetching ? 'Buscando…' : 'Sin coincidencias'}
      clearable={props.borrable}
      error={error ? mensajeDe(error, props.mensajeDeError) : undefined}
      w={props.ancho}
      maw={props.anchoMaximo}
    />
  );
}
