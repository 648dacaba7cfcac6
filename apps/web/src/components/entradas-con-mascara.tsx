import { TextInput, type TextInputProps } from '@mantine/core';
import { mascaraCedula, mascaraTelefono } from '@prestamos/domain';

type Props = Omit<TextInputProps, 'onChange' | 'value'> & {
  value?: string | null;
  onChange?: (valor: string) => void;
};

function conMascara(mascara: (texto: string) => string, largo: number, marcador: string) {
  return function EntradaConMascara({ value, onChange, ...resto }: Props) {
    return (
      <TextInput
        inputMode="numeric"
        maxLength={largo}
        placeholder={marcador}
        {...resto}
        value={value ?? ''}
        onChange={(e) => onChange?.(mascara(e.currentTarget.value))}
      />
    );
  };
}

/** Cédula: se escribe con guiones automáticos, 000-0000000-0 (13 caracteres). */
export const EntradaCedula = conMascara(mascaraCedula, 13, '000-0000000-0');

/** Teléfono: 000-000-0000 (12 caracteres). */
export const EntradaTelefono = conMascara(mascaraTelefono, 12, '000-000-0000');
