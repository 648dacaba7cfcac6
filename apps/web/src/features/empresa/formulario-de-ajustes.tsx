import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import type { AjustesEmpresa, EmpresaInfo } from '@prestamos/contract';
import { DIAS_MAXIMOS_DE_DIFERIMIENTO, errorDelFormato, errorDelPrefijo, SERIES } from '@prestamos/domain';
import { IconRestore } from '@tabler/icons-react';
import { ApiError, mensajeDe } from '../../lib/api-error';
import { notificar } from '../../lib/notificar';
import {
  errorDeInactividad,
  errorDelLogoUrl,
  type Numeracion,
  PREFERENCIAS_POR_DEFECTO,
  SERIES_POR_DEFECTO,
  type Series,
  type ValoresDeAjustes,
  valoresDeAjustes,
} from './ajustes';
import { useGuardarAjustes, useRestablecerAjustes } from './api-ajustes';
import { SeccionNumeracion } from './seccion-numeracion';
import {
  ajustesFueraDeTope,
  SeccionEmpresaInactiva,
  SeccionIdentidad,
  SeccionMora,
  SeccionPreferencias,
  SeccionSesiones,
} from './secciones-de-ajustes';

export interface FormularioDeAjustes extends ValoresDeAjustes {
  nombre_empresa: string;
  logo_url: string;
  series: Series;
}

const REGLAS_DE_SERIE = { prefijo: errorDelPrefijo, formato: errorDelFormato };
const { minimo: MINIMO_DIFERIR, maximo: MAXIMO_DIFERIR } = DIAS_MAXIMOS_DE_DIFERIMIENTO;
const CAMPOS_DE_SERIE = SERIES.flatMap((t) => [`series.${t}.prefijo`, `series.${t}.formato`]);

/** Los errores de las series llegan como `items.0.prefijo`: van al campo de esa serie. */
function erroresEnCampos(error: unknown): Record<string, string> {
  const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
  return Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [
      k.replace(/^items\.(\d)\./, (_, i) => `series.${SERIES[Number(i)]}.`),
      v,
    ]),
  );
}

interface Props {
  info: EmpresaInfo;
  ajustes: AjustesEmpresa;
  numeracion: Numeracion;
  esSoporte: boolean;
}

export function FormularioAjustes({ info, ajustes, numeracion, esSoporte }: Props) {
  const guardar = useGuardarAjustes();
  const restablecer = useRestablecerAjustes();
  const form = useForm<FormularioDeAjustes>({
    initialValues: {
      nombre_empresa: info.nombre_empresa,
      logo_url: info.logo_url ?? '',
      ...valoresDeAjustes(ajustes),
      series: numeracion.series,
    },
    validateInputOnChange: CAMPOS_DE_SERIE,
    validate: {
      nombre_empresa: (v) => (v.trim() ? null : 'Ingresa el nombre de la empresa.'),
      logo_url: errorDelLogoUrl,
      mora_porcentaje: (v) =>
        v !== '' && Number(v) >= 0 && Number(v) <= 100 ? null : 'La mora va de 0 a 100 %.',
      dias_gracia: (v) =>
        v !== '' && Number(v) >= 0 && Number(v) <= 365 ? null : 'Los días de gracia van de 0 a 365.',
      dias_maximos_diferimiento: (v) =>
        v !== '' && Number.isInteger(Number(v)) && Number(v) >= MINIMO_DIFERIR && Number(v) <= MAXIMO_DIFERIR
          ? null
          : `Los días máximos para diferir van de ${MINIMO_DIFERIR} a ${MAXIMO_DIFERIR}.`,
      inactividad_operador_min: errorDeInactividad,
      series: { PRESTAMOS: REGLAS_DE_SERIE, RECIBO: REGLAS_DE_SERIE },
    },
  });

  const enviar = form.onSubmit(({ nombre_empresa, logo_url, series, ...valores }) =>
    guardar.mutate(
      {
        // La ficha va entera: nombre y logo de aquí, lo demás como está (esta pantalla no lo edita).
        ficha: {
          nombre_empresa,
          logo_url: logo_url.trim() || null,
          direccion: info.direccion,
          telefono: info.telefono,
          correo: info.correo,
        },
        valores,
        series,
        esSoporte,
      },
      {
        onSuccess: () => notificar.exito('Ajustes guardados'),
        onError: (error) => {
          form.setErrors(erroresEnCampos(error));
          notificar.error(mensajeDe(error, 'No se pudo guardar.'));
        },
      },
    ),
  );

  // Restablecer guarda en el acto: se confirma antes, como toda acción que no se deshace con un clic.
  const alRestablecer = () =>
    modals.openConfirmModal({
      title: 'Restablecer ajustes',
      children: (
        <Text size="sm">
          Las preferencias y la numeración de préstamos y recibos vuelven a las de fábrica. El nombre, el
          logo, la mora y la inactividad de los cobradores no cambian.
        </Text>
      ),
      labels: { confirm: 'Restablecer', cancel: 'Cancelar' },
      confirmProps: { color: 'orange.9' },
      onConfirm: () =>
        restablecer.mutate(undefined, {
          onSuccess: () => {
            form.setValues({ ...PREFERENCIAS_POR_DEFECTO, series: SERIES_POR_DEFECTO });
            form.clearErrors();
            notificar.exito('Preferencias restablecidas');
          },
          onError: (error) =>
            notificar.error(mensajeDe(error, 'No se pudieron restablecer las preferencias.')),
        }),
    });

  return (
    <form onSubmit={enviar} noValidate>
      <Stack>
        <SeccionIdentidad form={form} />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <SeccionPreferencias form={form} />
          <SeccionMora form={form} />
        </SimpleGrid>
        <SeccionSesiones form={form} />
        {esSoporte && <SeccionEmpresaInactiva form={form} />}
        <SeccionNumeracion form={form} siguientes={numeracion.siguientes} />
        <Group justify="flex-end">
          <Button
            variant="default"
            leftSection={<IconRestore size={18} aria-hidden />}
            loading={restablecer.isPending}
            onClick={alRestablecer}
          >
            Restablecer
          </Button>
          <Button type="submit" loading={guardar.isPending} disabled={ajustesFueraDeTope(form.values)}>
            Guardar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
