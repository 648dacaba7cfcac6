import { Select } from '@mantine/core';
import { METODOS_DE_PAGO } from '@prestamos/contract';
import { EntradaDePesos } from '../../components/entrada-de-pesos';

export type MetodoDePago = (typeof METODOS_DE_PAGO)[number];

/** Los dos campos de todo cobro, en la oficina y sin señal: el monto (con el error del reparto) y el método. */
export function MontoYMetodo(props: {
  monto: number;
  alCambiarMonto: (monto: number) => void;
  metodo: MetodoDePago;
  alCambiarMetodo: (metodo: MetodoDePago) => void;
  error?: string;
}) {
  return (
    <>
      <EntradaDePesos
        label="Monto a cobrar (RD$)"
        value={props.monto}
        onChange={(v) => props.alCambiarMonto(typeof v === 'number' ? v : 0)}
        hideControls
        inputMode="decimal"
        data-autofocus
        error={props.error}
      />
      <Select
        label="Método de pago"
        data={[...METODOS_DE_PAGO]}
        value={props.metodo}
        onChange={(v) => props.alCambiarMetodo(METODOS_DE_PAGO.find((m) => m === v) ?? 'EFECTIVO')}
        allowDeselect={false}
      />
    </>
  );
}
