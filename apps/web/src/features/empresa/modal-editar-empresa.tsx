import { Button, Grid, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import type { EmpresaInfo } from '@prestamos/contract';
import { errorDelCodigoDeEmpresa, filtrarCodigoDeEmpresa } from '@prestamos/domain';
import { mensajeDe } from '../../lib/api-error';
import { erroresDelServidor } from '../../lib/formularios';
import { notificar } from '../../lib/notificar';
import { useGuardarEmpresaInfo } from './api';

export const SOLO_SOPORTE_CAMBIA_EL_CODIGO = 'Solo soporte puede cambiar el código de empresa';

/** Editar la ficha (PUT /empresa/info). El código, con el que se entra, solo lo cambia soporte (spec 000 §5). */
export function ModalEditarEmpresa(props: {
  empresa: EmpresaInfo;
  esSoporte: boolean;
  alCerrar: () => void;
}) {
  const { empresa, esSoporte } = props;
  const guardar = useGuardarEmpresaInfo();
  const telefono = useMediaQuery('(max-width: 36em)');
  const form = useForm({
    initialValues: {
      nombre_empresa: empresa.nombre_empresa,
      rnc: empresa.rnc,
      direccion: empresa.direccion ?? '',
      telefono: empresa.telefono ?? '',
      correo: empresa.correo ?? '',
    },
    validate: {
      nombre_empresa: (v) => (v.trim() ? null : 'Ingresa el nombre de la empresa.'),
      rnc: (v) => errorDelCodigoDeEmpresa(v),
      correo: (v) => (!v.trim() || /^\S+@\S+\.\S+$/.test(v.trim()) ? null : 'Correo electrónico inválido.'),
    },
  });

  const enviar = form.onSubmit(({ rnc, ...datos }) =>
    guardar.mutate(
      // Quien no es soporte no envía el código: así nunca choca con la regla. El logo se cambia aparte.
      { ...datos, logo_url: empresa.logo_url, ...(esSoporte ? { rnc } : {}) },
      {
        onSuccess: (r) => {
          notificar.exito(r.message || 'Cambios guardados');
          props.alCerrar();
        },
        onError: (error) => {
          erroresDelServidor(form, error);
          notificar.error(mensajeDe(error, 'No se pudieron guardar los cambios de la empresa.'));
        },
      },
    ),
  );

  return (
    <Modal opened onClose={props.alCerrar} title="Editar empresa" size="lg" fullScreen={telefono}>
      <form onSubmit={enviar} noValidate>
        <Stack>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <TextInput
                label="Nombre de la empresa"
                withAsterisk
                data-autofocus
                {...form.getInputProps('nombre_empresa')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label="Código de empresa"
                disabled={!esSoporte}
                description={esSoporte ? 'Con él se inicia sesión.' : SOLO_SOPORTE_CAMBIA_EL_CODIGO}
                {...form.getInputProps('rnc')}
                onChange={(e) => form.setFieldValue('rnc', filtrarCodigoDeEmpresa(e.currentTarget.value))}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput label="Dirección" {...form.getInputProps('direccion')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Teléfono" type="tel" {...form.getInputProps('telefono')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Correo" type="email" {...form.getInputProps('correo')} />
            </Grid.Col>
          </Grid>
          <Group justify="flex-end">
            <Button variant="default" onClick={props.alCerrar}>
              Cancelar
            </Button>
            <Button type="submit" loading={guardar.isPending}>
              Guardar cambios
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
