import { Alert, Button, Card, Group, Select } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { CampoDeBusqueda } from '../../components/campo-de-busqueda';
import { EncabezadoDePagina } from '../../components/encabezado-de-pagina';
import { FinDeLista } from '../../components/fin-de-lista';
import { mensajeDe } from '../../lib/api-error';
import { useFiltroEnUrl } from '../../lib/filtro-en-url';
import { puede, useSesion } from '../../lib/sesion';
import { usePaginacionDeLista } from '../../lib/use-paginas-por-cursor';
import { useConfirmarCancelacion } from './acciones';
import { prestamosQuery } from './api';
import { AvisoDePrestamoCreado, useRecienCreado } from './aviso-de-prestamo-creado';
import { TablaDePrestamos, TarjetasDePrestamos } from './lista-de-prestamos';

const ESTADOS = [
  { value: '', label: 'Todos' },
  { value: 'VIGENTE', label: 'VIGENTE' },
  { value: 'EN MORA', label: 'EN MORA' },
  { value: 'SALDADO', label: 'SALDADO' },
  { value: 'CANCELADO', label: 'CANCELADO' },
];

export function PaginaPrestamos() {
  const sesion = useSesion();
  const [texto, setTexto] = useState('');
  const [q] = useDebouncedValue(texto.trim(), 250);
  const [estado, setEstado] = useFiltroEnUrl('estado', ESTADOS, '');
  const paginacion = usePaginacionDeLista({ q, estado });
  const lista = useQuery(
    prestamosQuery({
      page: paginacion.pagina,
      cursor: paginacion.cursor,
      pageSize: paginacion.tamano,
      q,
      estado,
    }),
  );
  const recien = useRecienCreado();
  const confirmarCancelacion = useConfirmarCancelacion();
  const telefono = useMediaQuery('(max-width: 48em)');
  const filas = {
    prestamos: lista.data?.items ?? [],
    resaltado: recien?.codigo ?? null,
    alCancelar: puede(sesion, 'prestamos.eliminar') ? confirmarCancelacion : null,
  };

  return (
    <>
      <EncabezadoDePagina
        titulo="Préstamos"
        descripcion="Cartera de préstamos: vigentes, en mora, saldados y cancelados."
        acciones={
          puede(sesion, 'prestamos.crear') && (
            <Button
              component={Link}
              to="/app/prestamos/nuevo"
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              Nuevo préstamo
            </Button>
          )
        }
      />
      {recien && <AvisoDePrestamoCreado recien={recien} />}
      <Card withBorder padding="md">
        <Group mb="md" gap="sm" align="flex-end">
          <CampoDeBusqueda placeholder="Cliente o código" valor={texto} alCambiar={setTexto} />
          <Select
            label="Estado"
            data={ESTADOS}
            value={estado}
            onChange={(v) => setEstado(v ?? '')}
            allowDeselect={false}
            w={150}
          />
        </Group>
        {lista.isError && (
          <Alert color="red" mb="md">
            {mensajeDe(lista.error, 'No se pudo cargar la lista')}
          </Alert>
        )}
        {telefono ? <TarjetasDePrestamos {...filas} /> : <TablaDePrestamos {...filas} />}
        <FinDeLista
          consulta={lista}
          paginacion={paginacion}
          nombres={['préstamo', 'préstamos']}
          vacia={q || estado ? 'Ningún préstamo coincide con la búsqueda.' : 'Aún no hay préstamos.'}
        />
      </Card>
    </>
  );
}
