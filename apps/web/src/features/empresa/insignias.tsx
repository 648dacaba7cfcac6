import { Badge } from '@mantine/core';

/** VIGENTE verde, PENDIENTE amarillo, VENCIDO rojo, cualquier otro gris (tonos con contraste AA). */
const COLOR_DE_PLAN: Record<string, string> = {
  VIGENTE: 'teal.9',
  PENDIENTE: 'yellow.4',
  VENCIDO: 'red.9',
};

export function InsigniaPlan({ estado }: { estado: string | null }) {
  const color = COLOR_DE_PLAN[estado ?? ''] ?? 'gray.7';
  // El amarillo claro solo se lee con texto oscuro.
  return (
    <Badge color={color} c={estado === 'PENDIENTE' ? 'dark.8' : undefined}>
      {estado ?? 'SIN PLAN'}
    </Badge>
  );
}

/** La empresa: ACTIVO verde, SUSPENDIDO rojo, INACTIVO gris. */
export function InsigniaEmpresa({ estado }: { estado: string }) {
  const color = estado === 'ACTIVO' ? 'teal.9' : estado === 'SUSPENDIDO' ? 'red.9' : 'gray.7';
  return <Badge color={color}>{estado}</Badge>;
}

/** "2 / 3", o "2 / sin límite". */
export function usoDeLimite(usados: number, limite: number | null): string {
  return `${usados} / ${limite ?? 'sin límite'}`;
}

/** Días que le quedan al plan, o cuánto hace que venció. */
export function textoDeDias(dias: number | null): string {
  if (dias === null) return '—';
  if (dias < 0) return `Venció hace ${-dias} ${dias === -1 ? 'día' : 'días'}`;
  return `${dias} ${dias === 1 ? 'día' : 'días'}`;
}
