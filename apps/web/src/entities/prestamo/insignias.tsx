import { Badge } from '@mantine/core';

/** Colores de los estados: mora rojo, saldado verde, vigente azul, cancelado gris. CERRADO y PAGADO son SALDADO. */
const COLOR: Record<string, string> = {
  VIGENTE: 'blue.9',
  ACTIVO: 'blue.9',
  'EN MORA': 'red.9',
  ATRASADO: 'red.9',
  SALDADO: 'teal.9',
  CANCELADO: 'gray.7',
};
const SINONIMOS: Record<string, string> = { CERRADO: 'SALDADO', PAGADO: 'SALDADO' };

export function InsigniaPrestamo({ estado }: { estado: string }) {
  const mostrado = SINONIMOS[estado] ?? estado;
  return <Badge color={COLOR[mostrado] ?? 'gray.7'}>{mostrado}</Badge>;
}

/** Estados de una cuota: pagada verde, vencida roja, parcial naranja, pendiente gris. */
const COLOR_DE_CUOTA: Record<string, string> = {
  PAGADA: 'teal.9',
  VENCIDA: 'red.9',
  PARCIAL: 'orange.9',
  PENDIENTE: 'gray.7',
};

export function InsigniaCuota({ estado }: { estado: string }) {
  return (
    <Badge color={COLOR_DE_CUOTA[estado] ?? 'gray.7'} size="sm">
      {estado}
    </Badge>
  );
}
