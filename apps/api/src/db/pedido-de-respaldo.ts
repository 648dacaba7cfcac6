import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BaseDeDatos } from './conexion';

/**
 * Con la base embebida, solo el servidor puede abrir su carpeta (PGlite no admite dos procesos). `npm run respaldo`
 * le pide el respaldo así: deja un pedido en la carpeta de datos y le manda SIGUSR2; el servidor lo escribe y deja
 * el resultado al lado.
 */
const PEDIDO = 'respaldo.pedido.json';
const resultado = (id: string) => `respaldo.${id}.resultado.json`;

export function atenderPedidosDeRespaldo(
  base: BaseDeDatos,
  carpeta: string,
  log: (m: string) => void,
): () => void {
  const atender = async () => {
    let pedido: { id: string; archivo: string };
    try {
      pedido = JSON.parse(fs.readFileSync(path.join(carpeta, PEDIDO), 'utf8'));
    } catch {
      return;
    }
    const salida = path.join(carpeta, resultado(pedido.id));
    try {
      await base.respaldar(pedido.archivo);
      fs.writeFileSync(salida, JSON.stringify({ ok: true }));
      log(`Respaldo escrito en ${pedido.archivo}`);
    } catch (error) {
      fs.writeFileSync(salida, JSON.stringify({ ok: false, message: String((error as Error).message) }));
    }
  };
  const alRecibir = () => void atender();
  process.on('SIGUSR2', alRecibir);
  return () => process.off('SIGUSR2', alRecibir);
}

/** Pide el respaldo al servidor que tiene la carpeta y espera su resultado (hasta 5 minutos). */
export async function pedirRespaldoAlServidor(carpeta: string, pid: number, archivo: string): Promise<void> {
  const id = randomUUID();
  fs.writeFileSync(path.join(carpeta, PEDIDO), JSON.stringify({ id, archivo: path.resolve(archivo) }));
  process.kill(pid, 'SIGUSR2');
  const salida = path.join(carpeta, resultado(id));
  for (let i = 0; i < 3000; i++) {
    if (fs.existsSync(salida)) {
      const r = JSON.parse(fs.readFileSync(salida, 'utf8')) as { ok: boolean; message?: string };
      fs.rmSync(salida, { force: true });
      fs.rmSync(path.join(carpeta, PEDIDO), { force: true });
      if (!r.ok) throw new Error(`El servidor no pudo respaldar: ${r.message}`);
      return;
    }
    await new Promise((listo) => setTimeout(listo, 100));
  }
  throw new Error('El servidor no respondió al pedido de respaldo en 5 minutos.');
}
