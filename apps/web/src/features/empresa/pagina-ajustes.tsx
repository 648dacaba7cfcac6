import { Alert, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EncabezadoDePagina } from '../../components/encabezado-de-pagina';
import { NoAutorizado } from '../../components/no-autorizado';
import { mensajeDe } from '../../lib/api-error';
import { esAdministrador, puede, useSesion } from '../../lib/sesion';
import { empresaInfoQuery } from './api';
import { ajustesQuery, secuenciasQuery } from './api-ajustes';
import { FormularioAjustes } from './formulario-de-ajustes';

/**
 * /app/empresa/ajustes (docs/producto.md#empresas-y-planes): nombre y logo, preferencias, mora, mensaje de inactiva y
 * numeración.
 */
export function PaginaAjustes() {
  const sesion = useSesion();
  const administra = esAdministrador(sesion);
  const info = useQuery({ ...empresaInfoQuery, enabled: administra });
  const ajustes = useQuery({ ...ajustesQuery, enabled: administra });
  const numeracion = useQuery({ ...secuenciasQuery, enabled: administra });
  if (!administra) return <NoAutorizado />;
  const error = info.error ?? ajustes.error ?? numeracion.error;
  return (
    <>
      <EncabezadoDePagina
        titulo="Ajustes de la empresa"
        descripcion="Cómo se ve la empresa en el menú, sus reglas y la numeración de préstamos y recibos."
      />
      {error && (
        <Alert color="red">{mensajeDe(error, 'No se pudieron cargar los datos de la empresa.')}</Alert>
      )}
      {!error && (!info.data || !ajustes.data || !numeracion.data) && (
        <Stack>
          <Skeleton h={140} />
          <Skeleton h={220} />
        </Stack>
      )}
      {info.data && ajustes.data && numeracion.data && (
        <FormularioAjustes
          info={info.data}
          ajustes={ajustes.data}
          numeracion={numeracion.data}
          esSoporte={puede(sesion, 'SUPERADMIN')}
        />
      )}
    </>
  );
}
