import { Grid, Select, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { errorDelCodigoDeEmpresa, filtrarCodigoDeEmpresa } from '@prestamos/domain';
import type { ChangeEvent, ReactNode } from 'react';

const SOLO_SOPORTE_CAMBIA_EL_CODIGO = 'Solo soporte puede cambiar el código de empresa';
const ESTADOS = ['ACTIVO', 'INACTIVO', 'SUSPENDIDO'];

export const correoValido = (v: string) =>
  !v.trim() || /^\S+@\S+\.\S+$/.test(v.trim()) ? null : 'Correo electrónico inválido.';

/** Las reglas de la ficha de la empresa, las mismas en el alta y al editarla. */
export const reglasDeFicha = {
  nombre_empresa: (v: string) => (v.trim() ? null : 'Ingresa el nombre de la empresa.'),
  rnc: (v: string) => errorDelCodigoDeEmpresa(v),
  correo: correoValido,
};

type Campo = 'nombre_empresa' | 'rnc' | 'correo' | 'telefono' | 'direccion' | 'estado';

/**
 * La ficha de una empresa: nombre, código (con él se inicia sesión: se filtra mientras se escribe), correo, teléfono y
 * dirección. En el alta el código es obligatorio y se elige el estado; al editar, el código solo lo cambia soporte
 * (docs/producto.md#empresas-y-planes).
 */
export function CamposDeEmpresa(props: {
  entrada: (campo: Campo) => GetInputPropsReturnType;
  fijarCodigo: (codigo: string) => void;
  alta: boolean;
  esSoporte?: boolean;
}) {
  const { entrada, alta, esSoporte = false } = props;
  const columna = (sm: number, campo: ReactNode) => <Grid.Col span={{ base: 12, sm }}>{campo}</Grid.Col>;
  const alCambiarCodigo = (e: ChangeEvent<HTMLInputElement>) =>
    props.fijarCodigo(filtrarCodigoDeEmpresa(e.currentTarget.value));
  const codigo = alta ? (
    <TextInput
      label="Código de empresa"
      withAsterisk
      description="Con él se inicia sesión: A-Z, 0-9, - y _, de 3 a 12."
      maxLength={12}
      autoComplete="off"
      {...entrada('rnc')}
      onChange={alCambiarCodigo}
    />
  ) : (
    <TextInput
      label="Código de empresa"
      disabled={!esSoporte}
      description={esSoporte ? 'Con él se inicia sesión.' : SOLO_SOPORTE_CAMBIA_EL_CODIGO}
      {...entrada('rnc')}
      onChange={alCambiarCodigo}
    />
  );
  const correo = <TextInput label="Correo" type="email" {...entrada('correo')} />;
  const telefono = <TextInput label="Teléfono" type="tel" {...entrada('telefono')} />;
  const direccion = (
    <Grid.Col span={12}>
      <TextInput label="Dirección" {...entrada('direccion')} />
    </Grid.Col>
  );
  return (
    <Grid>
      {columna(
        8,
        <TextInput label="Nombre de la empresa" withAsterisk data-autofocus {...entrada('nombre_empresa')} />,
      )}
      {columna(4, codigo)}
      {alta ? (
        <>
          {columna(4, correo)}
          {columna(4, telefono)}
          {columna(4, <Select label="Estado" data={ESTADOS} allowDeselect={false} {...entrada('estado')} />)}
          {direccion}
        </>
      ) : (
        <>
          {direccion}
          {columna(6, telefono)}
          {columna(6, correo)}
        </>
      )}
    </Grid>
  );
}
