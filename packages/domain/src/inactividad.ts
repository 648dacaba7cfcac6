/**
 * Minutos sin actividad que una empresa puede elegir para sus OPERADOR (issue 34): el cobrador en la ruta no vuelve a
 * entrar cada 5 minutos, y una sesión abierta en un teléfono perdido no dura más de media hora.
 */
export const MINUTOS_DE_INACTIVIDAD_DEL_OPERADOR = { minimo: 5, maximo: 30 } as const;

/**
 * Segundos sin actividad que cierran la sesión: para un OPERADOR, los minutos que eligió su empresa, si eligió; para
 * los demás roles, y si no eligió, `porDefecto` (IDLE_SECONDS del servidor).
 */
export function segundosDeInactividad(
  rol: string,
  minutosDelOperador: number | null,
  porDefecto: number,
): number {
  return rol === 'OPERADOR' && minutosDelOperador !== null ? minutosDelOperador * 60 : porDefecto;
}
