/**
 * Cuánta CPU gasta cada clase de proceso mientras corre un comando: los recorridos están limitados por la CPU y el
 * tiempo de pared solo dice que tardaron, no quién gastó. Lee `/proc` cada medio segundo (solo Linux) y, al terminar el
 * comando, imprime los segundos de CPU por clase (el renderizador de Chromium, su proceso de navegador, los servidores
 * de los recorridos, Playwright…) y el tiempo de pared.
 *
 *   npx tsx scripts/cpu-por-proceso.ts -- npx playwright test
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Ticks del reloj del núcleo por segundo en `/proc/<pid>/stat` (USER_HZ, 100 en Linux). */
const TICKS_POR_SEGUNDO = 100;

/** La clase de un proceso por su línea de comando. */
export function claseDe(comando: string): string {
  if (/chrom(e|ium)/.test(comando)) {
    const tipo = /--type=([\w-]+)/.exec(comando)?.[1];
    return tipo ? `chromium ${tipo}` : 'chromium navegador';
  }
  if (comando.includes('dist/main.js')) return 'servidor de la app';
  if (comando.includes('playwright')) return 'playwright';
  if (comando.includes('vitest')) return 'vitest';
  if (/\bnode\b|tsx/.test(comando)) return 'otro node';
  return 'otro';
}

function leer(ruta: string): string | null {
  try {
    return readFileSync(ruta, 'utf8');
  } catch {
    return null;
  }
}

/** Segundos de CPU (usuario + sistema) del proceso, del campo 14 y 15 de su `stat`. */
function cpuDe(pid: string): number | null {
  const stat = leer(`/proc/${pid}/stat`);
  if (!stat) return null;
  const campos = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(campos[11]) + Number(campos[12])) / TICKS_POR_SEGUNDO;
}

interface Visto {
  clase: string;
  inicial: number;
  ultimo: number;
}

function muestrear(vistos: Map<string, Visto>, primeraVez: boolean) {
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const cpu = cpuDe(pid);
    if (cpu === null) continue;
    const visto = vistos.get(pid);
    if (visto) {
      visto.ultimo = cpu;
      continue;
    }
    const comando = leer(`/proc/${pid}/cmdline`)?.replaceAll('\0', ' ') ?? '';
    // Lo que ya corría al empezar cuenta desde ahí; lo que nació después, desde cero.
    vistos.set(pid, { clase: claseDe(comando), inicial: primeraVez ? cpu : 0, ultimo: cpu });
  }
}

async function main(comando: string[]) {
  if (comando.length === 0) throw new Error('Uso: tsx scripts/cpu-por-proceso.ts -- <comando>');
  const vistos = new Map<string, Visto>();
  const inicio = Date.now();
  muestrear(vistos, true);
  const reloj = setInterval(() => muestrear(vistos, false), 500);
  const hijo = spawn(comando[0] as string, comando.slice(1), { stdio: 'inherit' });
  const codigo = await new Promise<number>((listo) => hijo.once('exit', (c) => listo(c ?? 1)));
  clearInterval(reloj);
  muestrear(vistos, false);
  const porClase = new Map<string, number>();
  for (const { clase, inicial, ultimo } of vistos.values())
    porClase.set(clase, (porClase.get(clase) ?? 0) + ultimo - inicial);
  const filas = [...porClase].filter(([, s]) => s >= 0.5).sort((a, b) => b[1] - a[1]);
  const total = filas.reduce((suma, [, s]) => suma + s, 0);
  console.log(`\n| Procesos | CPU (s) |\n| --- | -: |`);
  for (const [clase, segundos] of filas) console.log(`| ${clase} | ${segundos.toFixed(1)} |`);
  console.log(`| **Total** | ${total.toFixed(1)} |`);
  console.log(`\nPared: ${((Date.now() - inicio) / 1000).toFixed(0)} s; el comando terminó con ${codigo}.`);
  process.exitCode = codigo;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const separador = process.argv.indexOf('--');
  await main(separador === -1 ? process.argv.slice(2) : process.argv.slice(separador + 1));
}
