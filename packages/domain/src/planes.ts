/** Planes comerciales (spec 000 §1 y §9): precio mensual y límites de usuarios y clientes. */
export const PLANES = [
  {
    codigo: 'BASICO',
    nombre: 'Básico',
    precioCentavos: 80_000,
    usuarios: 3,
    clientes: 40,
    soporte: 'Soporte básico',
  },
  {
    codigo: 'MEDIO',
    nombre: 'Medio',
    precioCentavos: 100_000,
    usuarios: 5,
    clientes: 50,
    soporte: 'Soporte prioritario',
  },
  {
    codigo: 'SUPERIOR',
    nombre: 'Superior',
    precioCentavos: 150_000,
    usuarios: 10,
    clientes: 150,
    soporte: 'Soporte prioritario y acompañamiento',
  },
] as const;

export type CodigoPlan = (typeof PLANES)[number]['codigo'];

export function buscarPlan(codigo: string | null | undefined) {
  return PLANES.find((p) => p.codigo === codigo?.toUpperCase());
}
