import { Alert, Card, Grid, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { formatearPesos } from '@prestamos/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CampoDeBusqueda } from '../../components/campo-de-busqueda';
import { CampoDeFecha } from '../../components/campo-de-fecha';
import { Cifra } from '../../components/cifra';
import { EncabezadoDePagina } from '../../components/encabezado-de-pagina';
import { PieDeLista } from '../../components/paginacion';
import { mensajeDe } from '../../lib/api-error';
import { pagosDePlanesQuery, soloDigitos } from './api';
import { TablaDePagos, TarjetasDePagos } from './tabla-de-pagos';

/** /app/admin/pagos-planes (SUPERADMIN): lo que pagaron todas las empresas por su plan, con filtros y totales. */
export function PaginaPagosPlanes() {
  const [texto, setTexto] = useState('');
  const [empresa, setEmpresa] = useState('');
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [q] = useDebouncedValue(texto.trim(), 300);
  const [empresaId] = useDebouncedValue(empresa, 300);
  const lista = useQuery(pagosDePlanesQuery({ q, empresaId, desde, hasta, page, pageSize }));
  const telefono = useMediaQuery('(max-width: 48em)');
  const items = lista.data?.items ?? [];
  // Cambiar un filtro vuelve a la primera página.
  const filtrar = (fijar: (v: string) => void) => (v: string) => {
    fijar(v);
    setPage(1);
  };

  return (
    <>
      <EncabezadoDePagina
        titulo="Pagos de planes · Empresas"
        descripcion="Lo que cada empresa pagó por su plan."
      />
      <Card withBorder padding="md">
        <Grid mb="md" gap="sm" align="flex-end">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <CampoDeBusqueda
              placeholder="Empresa, concepto o referencia"
              valor={texto}
              alCambiar={filtrar(setTexto)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 3 }}>
            <TextInput
              label="ID de empresa"
              inputMode="numeric"
              value={empresa}
              onChange={(e) => filtrar(setEmpresa)(soloDigitos(e.currentTarget.value))}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 2 }}>
            <CampoDeFecha label="Desde" value={desde} max={hasta} onChange={filtrar(setDesde)} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 2 }}>
            <CampoDeFecha label="Hasta" value={hasta} min={desde} onChange={filtrar(setHasta)} />
          </Grid.Col>
        </Grid>
        {lista.data && (
          <SimpleGrid cols={2} mb="md" maw={420} aria-live="polite">
            <Cifra etiqueta="Pagos" valor={String(lista.data.total)} />
            <Cifra etiqueta="Total" valor={formatearPesos(lista.data.sum_total)} destacado />
          </SimpleGrid>
        )}
        {lista.isError && (
          <Alert color="red" mb="md">
            {mensajeDe(lista.error, 'Error cargando pagos')}
          </Alert>
        )}
        {telefono ? <TarjetasDePagos items={items} /> : <TablaDePagos items={items} />}
        {lista.data?.items.length === 0 && (
          <Text c="dimmed" ta="center" py="md">
            Ningún pago coincide con los filtros.
          </Text>
        )}
        {lista.data && (
          <PieDeLista
            lista={lista.data}
            nombres={['pago', 'pagos']}
            pagina={page}
            tamano={pageSize}
            alCambiarPagina={setPage}
            alCambiarTamano={setPageSize}
          />
        )}
      </Card>
    </>
  );
}
