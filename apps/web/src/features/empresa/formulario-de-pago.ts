import type { RegistrarPagoDePlanBody } from '@prestamos/contract';
import { CONCEPTO_DE_PAGO_DE_PLAN, type METODOS_DE_PAGO_DE_PLAN } from '@prestamos/domain';

export interface ValoresDePago {
  fecha: string;
  monto: number | string;
  metodo: (typeof METODOS_DE_PAGO_DE_PLAN)[number];
  referencia: string;
  concepto: string;
}

/** Hoy, EFECTIVO y 'Renovación mensual'; el monto lo escribe quien cobra. */
export function valoresDePago(hoy: string): ValoresDePago {
  return { fecha: hoy, monto: '', metodo: 'EFECTIVO', referencia: '', concepto: CONCEPTO_DE_PAGO_DE_PLAN };
}

export function errorDeMonto(v: number | string): string | null {
  return v !== '' && Number(v) > 0 ? null : 'Indique un monto válido';
}

export function cuerpoDePago(v: ValoresDePago): RegistrarPagoDePlanBody {
  return {
    fecha: v.fecha || null,
    monto: Number(v.monto),
    metodo: v.metodo,
    referencia: v.referencia.trim() || null,
    concepto: v.concepto.trim() || CONCEPTO_DE_PAGO_DE_PLAN,
  };
}
