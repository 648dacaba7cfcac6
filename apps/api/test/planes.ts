import type pg from 'pg';

/** Un nodo de un plan de auto_explain en JSON (EXPLAIN ANALYZE de cada sentencia, también las de funciones). */
interface Nodo {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Join Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: Nodo[];
}

/** Un nodo que leyó filas, con la sentencia a la que pertenece. */
export interface Lectura {
  filas: number;
  nodo: string;
  sentencia: string;
  plan?: string;
}

/**
 * Sesión de la base que explica cada sentencia que corre, también las que corren dentro de funciones y disparadores
 * (auto_explain, de PostgreSQL), con el plan genérico que una función o una sentencia preparada guarda (el que se usa
 * después de cinco ejecuciones, forzado desde la primera). Los planes llegan como avisos de la conexión.
 */
export const SESION_QUE_EXPLICA = `load 'auto_explain';
  set auto_explain.log_min_duration = 0; set auto_explain.log_nested_statements = on;
  set auto_explain.log_analyze = on; set auto_explain.log_timing = off; set auto_explain.log_format = json;
  set auto_explain.log_level = notice; set plan_cache_mode = force_generic_plan`;

/** Junta los planes de las conexiones que se le dan (`alConectar` de la base). */
export function recolectorDePlanes() {
  let avisos: string[] = [];
  return {
    alConectar(cliente: pg.Client) {
      cliente.on('notice', (aviso) => avisos.push(aviso.message ?? ''));
      void cliente.query(SESION_QUE_EXPLICA);
    },
    /** Vacía lo recogido y devuelve lo que cada nodo de cada plan leyó. */
    lecturas(): Lectura[] {
      const recogidos = avisos;
      avisos = [];
      return recogidos.flatMap((aviso) => {
        const inicio = aviso.indexOf('{');
        if (!aviso.includes('plan:') || inicio < 0) return [];
        const plan = JSON.parse(aviso.slice(inicio)) as { 'Query Text': string; Plan: Nodo };
        return nodos(plan.Plan).map((n) => ({
          filas: filasLeidas(n),
          nodo: `${n['Node Type']}${n['Relation Name'] ? ` on ${n['Relation Name']}` : ''}${n['Index Name'] ? ` using ${n['Index Name']}` : ''}`,
          sentencia: plan['Query Text'].replace(/\s+/g, ' ').slice(0, 160),
          ...(process.env.PLANES_COMPLETOS ? { plan: JSON.stringify(plan.Plan) } : {}),
        }));
      });
    },
  };
}

function nodos(n: Nodo): Nodo[] {
  return [n, ...(n.Plans ?? []).flatMap(nodos)];
}

/**
 * Las filas que un nodo tuvo que mirar en todas sus vueltas: las que devolvió y las que descartó su filtro (EXPLAIN da
 * ambas por vuelta, en promedio).
 */
function filasLeidas(n: Nodo): number {
  const porVuelta =
    (n['Actual Rows'] ?? 0) +
    (n['Rows Removed by Filter'] ?? 0) +
    (n['Rows Removed by Join Filter'] ?? 0) +
    (n['Rows Removed by Index Recheck'] ?? 0);
  return Math.round(porVuelta * (n['Actual Loops'] ?? 1));
}
