import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite no bloquea su carpeta: dos procesos abriéndola a la vez la corromperían. Este archivo de bloqueo guarda el
 * PID del dueño; si ese proceso ya no existe (el servidor murió sin limpiar), el bloqueo se toma de nuevo.
 */
export function bloquearCarpetaDeDatos(carpeta: string): () => void {
  fs.mkdirSync(carpeta, { recursive: true });
  const archivo = path.join(carpeta, 'servidor.lock');
  for (let intento = 0; intento < 2; intento++) {
    try {
      fs.writeFileSync(archivo, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(archivo, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(fs.readFileSync(archivo, 'utf8'));
      if (procesoVivo(pid)) {
        throw new Error(
          `La carpeta de datos ${carpeta} ya la usa otro servidor (proceso ${pid}). ` +
            'Detén ese servidor o usa otra carpeta con DATA_DIR.',
        );
      }
      fs.rmSync(archivo, { force: true });
    }
  }
  throw new Error(`No se pudo bloquear la carpeta de datos ${carpeta}.`);
}

/** El proceso vivo que tiene la carpeta (un servidor andando), o null. */
export function duenoDeLaCarpeta(carpeta: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(carpeta, 'servidor.lock'), 'utf8'));
    return procesoVivo(pid) ? pid : null;
  } catch {
    return null;
  }
}

function procesoVivo(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
