import { Alert, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import type { MovimientoDeCaja } from '@prestamos/contract';
import { IconReceiptOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { CampoDeBusqueda } from '../../components/campo-de-busqueda';
import { PieDeLista } from '../../components/paginacion';
import { SelectorDeUsuario } from '../../entities/usuario/selector-de-usuario';
import { mensajeDe } from '../../lib/api-error';
import { usePaginasPorCursor } from '../../lib/use-paginas-por-cursor';
import { movimientosQuery, RESPUESTA_INVALIDA } from './api';
import { ModalCancelarMovimiento } from './modal-cancelar-movimiento';
import { TablaDeMovimientos, TarjetasDeMovimientos } from './vista-de-movimientos';

const TIPOS = [
  { value: '', label: 'Todos' },
  { value: 'INGRESO', label: 'Ingresos' },
  { value: 'EGRESO', label: 'Egresos' },
];

/**
 * Movimientos de la caja, del más reciente al más antiguo, con búsqueda por descripción, tipo, cobrador (quien ve los
 * usuarios) y paginación.
 */
export function ListaDeMovimientos(props: {
  puedeCancelar: boolean;
  /** null: sin filtro de cobrador (el usuario no puede listar usuarios). */
  cobrador: { id: number | null; alCambiar: (id: number | null) => void } | null;
}) {
  const { puedeCancelar, cobrador } = props;
  const [texto, setTexto] = useState('');
  const [q] = useDebouncedValue(texto.trim(), 250);
  const [tipo, setTipo] = useState('');
  const [pageSize, setPageSize] = useState(10);
  const id_usuario = cobrador?.id ?? null;
  const paginas = usePaginasPorCursor({ pageSize, q, tipo, id_usuario });
  const lista = useQuery(
    movimientosQuery({ page: paginas.pagina, cursor: paginas.cursor, pageSize, q, tipo, id_usuario }),
  );
  const [cancelando, setCancelando] = useState<MovimientoDeCaja | null>(null);
  const telefono = useMediaQuery('(max-width: 48em)');
  const idTitulo = useId();
  const alCancelar = puedeCancelar ? setCancelando : null;
  const items = lista.data?.items ?? [];

  return (
    <Card withBorder padding="md" component="section" aria-labelledby={idTitulo}>
      <Title order={2} size="h4" mb="sm" id={idTitulo}>
        Movimientos
      </Title>
      <Group mb="md" gap="sm" align="flex-end">
        <CampoDeBusqueda placeholder="Descripción" valor={texto} alCambiar={setTexto} anchoMinimo={160} />
        <Select
          label="Tipo"
          data={TIPOS}
          value={tipo}
          onChange={(v) => setTipo(v ?? '')}
          allowDeselect={false}
          w={130}
        />
        {cobrador && (
          <SelectorDeUsuario
            etiqueta="Cobrador"
            valor={cobrador.id}
            alCambiar={cobrador.alCambiar}
            placeholder="Todos"
            mensajeDeError="No se pudieron cargar los usuarios"
            borrable
            ancho={240}
          />
        )}
      </Group>
      {lista.isError && (
        <Alert color="red" mb="md">
          {mensajeDe(lista.error, RESPUESTA_INVALIDA)}
        </Alert>
      )}
      {telefono ? (
        <TarjetasDeMovimientos items={items} alCancelar={alCancelar} />
      ) : (
        <TablaDeMovimientos items={items} alCancelar={alCancelar} />
      )}
      {lista.data?.items.length === 0 && (
        <Stack align="center" gap={4} py="lg">
          <IconReceiptOff size={32} color="var(--mantine-color-gray-6)" aria-hidden />
          <Text c="dimmed" ta="center">
            {q || tipo || id_usuario
              ? 'Ningún movimiento coincide con la búsqueda.'
              : 'Aún no hay movimientos en la caja.'}
          </Text>
        </Stack>
      )}
      {lista.data && (
        <PieDeLista
          lista={lista.data}
          nombres={['movimiento', 'movimientos']}
          pagina={paginas.pagina}
          tamano={pageSize}
          alCambiarPagina={paginas.irA}
          alCambiarTamano={setPageSize}
          provisional={lista.isPlaceholderData}
        />
      )}
      {cancelando && (
        <ModalCancelarMovimiento
          key={cancelando.id_movimiento}
          movimiento={cancelando}
          alCerrar={() => setCancelando(null)}
        />
      )}
    </Card>
  );
}
