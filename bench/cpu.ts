// La CPU gastada por procesos y por la máquina, leída de /proc (Linux), para repartirla entre las peticiones de un banco.
import fs from 'node:fs';

/** Los campos de /proc/<pid>/stat después del nombre del proceso (el 0 es el estado). */
function campos(pid: number | string): string[] {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** Milisegundos de CPU (usuario y sistema) de un proceso, de /proc/<pid>/stat. */
export function cpuDe(pid: number | string): { total: number; sistema: number } {
  const c = campos(pid);
  const ms = (i: number) => Number(c[i]) * 10;
  return { total: ms(11) + ms(12), sistema: ms(12) };
}

/**
 * CPU de todos los procesos de PostgreSQL: los vivos, y los que ya terminaron (el proceso principal suma la de sus hijos
 * al recogerlos, en `cutime` y `cstime`), así que una conexión que se cierra a mitad de la medición no se pierde.
 */
export function cpuDePostgres(): number {
  let total = 0;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      const c = campos(pid);
      const padre = c[1] ?? '';
      const principal = fs.readFileSync(`/proc/${padre}/comm`, 'utf8').trim() !== 'postgres';
      total += cpuDe(pid).total + (principal ? (Number(c[13]) + Number(c[14])) * 10 : 0);
    } catch {
      // El proceso terminó entre la lista y la lectura.
    }
  }
  return total;
}

/** CPU ocupada y total de la máquina (todas las CPU), de /proc/stat. */
export function cpuDeLaMaquina(): { ocupada: number; total: number } {
  const [, ...valores] = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/);
  const t = valores.map((v) => Number(v) * 10);
  const ociosa = (t[3] ?? 0) + (t[4] ?? 0);
  const total = t.reduce((a, b) => a + b, 0);
  return { ocupada: total - ociosa, total };
}
