import { Alert, Card, Group, Text, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { CampoDeBusqueda } from '../../components/campo-de-busqueda';
import { PieDeLista } from '../../components/paginacion';
import { ApiError, mensajeDe } from '../../lib/api-error';
import { useSesion } from '../../lib/sesion';
import { empresasQuery } from './api-empresas';
import { TablaDeEmpresas, TarjetasDeEmpresas } from './vista-de-empresas';

/** Un 404 es un servidor sin la administración; lo demás, su mensaje o el genérico. */
function errorDeLista(error: unknown): string {
  if (error instanceof ApiError && error.status === 404)
    return 'Administración de empresas no disponible en el backend.';
  return mensajeDe(error, 'Error cargando empresas.');
}

/** Todas las empresas (SUPERADMIN): búsqueda por nombre o código, páginas de 10, 20 o 50. */
export function AdministracionDeEmpresas() {
  const [texto, setTexto] = useState('');
  const [search] = useDebouncedValue(texto.trim(), 300);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const lista = useQuery(empresasQuery({ search, page, pageSize }));
  const telefono = useMediaQuery('(max-width: 48em)');
  const idPropia = useSesion().empresa?.id_empresa;
  const idTitulo = useId();
  const items = lista.data?.items ?? [];
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={idTitulo}>
      <Title order={2} size="h4" mb="sm" id={idTitulo}>
        Empresas
      </Title>
      <Group mb="md">
        <CampoDeBusqueda
          placeholder="Nombre o código"
          valor={texto}
          alCambiar={(t) => {
            setTexto(t);
            setPage(1);
          }}
        />
      </Group>
      {lista.isError && (
        <Alert color="red" mb="md">
          {errorDeLista(lista.error)}
        </Alert>
      )}
      {telefono ? (
        <TarjetasDeEmpresas items={items} idPropia={idPropia} />
      ) : (
        <TablaDeEmpresas items={items} idPropia={idPropia} />
      )}
      {lista.data?.items.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          {search ? 'Ninguna empresa coincide con la búsqueda.' : 'Aún no hay empresas.'}
        </Text>
      )}
      {lista.data && (
        <PieDeLista
          lista={lista.data}
          nombres={['empresa', 'empresas']}
          pagina={page}
          tamano={pageSize}
          alCambiarPagina={setPage}
          alCambiarTamano={setPageSize}
        />
      )}
    </Card>
  );
}
