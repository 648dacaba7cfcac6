import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import type { EmpresaInfo } from '@prestamos/contract';
import { mensajeDe } from '../../lib/api-error';
import { erroresDelServidor } from '../../lib/formularios';
import { notificar } from '../../lib/notificar';
import { useGuardarEmpresaInfo } from './api';
import { CamposDeEmpresa, reglasDeFicha } from './campos-de-empresa';

/**
 * Editar la ficha (PUT /empresa/info). El código, con el que se entra, solo lo cambia soporte
 * (docs/producto.md#empresas-y-planes).
 */
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
    validate: reglasDeFicha,
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
          <CamposDeEmpresa
            entrada={(campo) => form.getInputProps(campo)}
            fijarCodigo={(codigo) => form.setFieldValue('rnc', codigo)}
            alta={false}
            esSoporte={esSoporte}
          />
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
