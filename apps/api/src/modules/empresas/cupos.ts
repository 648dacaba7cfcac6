import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { filasDe } from '../../db/transacciones';
import { conflicto } from '../../lib/errores';

/** Lo que un límite del plan cuenta: los clientes o los usuarios activos de la empresa. */
export type Recurso = 'clientes' | 'usuarios';

/** Cuántos activos cuenta cada límite: los clientes, de los contadores (sus franjas); los usuarios, pocos, contados. */
const ACTIVOS: Record<Recurso, (idEmpresa: number) => ReturnType<typeof sql>> = {
  clientes: (idEmpresa) =>
    sql`coalesce((select sum(k.clientes_activos) from contador_empresa k where k.id_empresa = ${idEmpresa}), 0)`,
  usuarios: (idEmpresa) =>
    sql`(select count(*) from usuario u where u.id_empresa = ${idEmpresa} and u.estado = 'ACTIVO')`,
};

const MENSAJES: Record<Recurso, (limite: number) => string> = {
  clientes: (limite) =>
    `Tu plan permite hasta ${limite} clientes activos. Desactiva un cliente o amplía el plan.`,
  usuarios: (limite) =>
    `Tu plan permite hasta ${limite} usuarios activos. Desactiva un usuario o amplía el plan.`,
};

/**
 * Bloquea el cupo del recurso (docs/decisiones/0025-escrituras-a-la-vez.md: la fila `cupo`, no la de la empresa, que
 * las llaves foráneas de todas las escrituras comparten) hasta el commit y devuelve su contador: con `numerar`, el
 * siguiente (el número de un cliente nuevo). Las altas y reactivaciones del recurso van así de una en una; lo demás
 * de la empresa no las espera.
 */
export async function bloquearCupo(
  tx: Tx,
  idEmpresa: number,
  recurso: Recurso,
  numerar = false,
): Promise<number> {
  const [fila] = await filasDe<{ ultimo: number }>(
    tx,
    sql`insert into cupo as k (id_empresa, recurso, ultimo) values (${idEmpresa}, ${recurso}, ${numerar ? 1 : 0})
      on conflict (id_empresa, recurso) do update set ultimo = k.ultimo + ${numerar ? 1 : 0}
      returning ultimo`,
  );
  return fila?.ultimo ?? 0;
}

/**
 * Límite del plan (docs/producto.md#empresas-y-planes), salvo licencia permanente: con el cupo ya bloqueado
 * (`bloquearCupo`, en una sentencia anterior, para leer lo que confirmó quien lo tenía), se niega (409) si los
 * activos ya llenan el plan.
 */
export async function exigirCupo(tx: Tx, idEmpresa: number, recurso: Recurso): Promise<void> {
  const [fila] = await filasDe<{ limite: number | null; permanente: boolean; activos: string }>(
    tx,
    sql`select e.limite_${sql.raw(recurso)} as limite, e.licencia_perm as permanente,
        ${ACTIVOS[recurso](idEmpresa)} as activos
      from empresa e where e.id_empresa = ${idEmpresa}`,
  );
  if (!fila || fila.permanente || fila.limite === null) return;
  if (Number(fila.activos) >= fila.limite) {
    throw conflicto(
      MENSAJES[recurso](fila.limite),
      recurso === 'clientes' ? 'LIMITE_CLIENTES' : 'LIMITE_USUARIOS',
    );
  }
}

/**
 * Lo que hace toda alta o reactivación de un cliente o un usuario: bloquear el cupo y, ya bloqueado, exigir el límite
 * del plan. Devuelve el contador del cupo (con `numerar`, el número del cliente nuevo).
 */
export async function tomarCupo(
  tx: Tx,
  idEmpresa: number,
  recurso: Recurso,
  numerar = false,
): Promise<number> {
  const ultimo = await bloquearCupo(tx, idEmpresa, recurso, numerar);
  await exigirCupo(tx, idEmpresa, recurso);
  return ultimo;
}
