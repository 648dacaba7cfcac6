import type { EstadoDeOperador, HistorialDeCuota, ResumenDeOperador } from '@prestamos/contract';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { z } from 'zod';
import type { CobroEnCola } from './maquina';

/** El día del cobrador tal como lo bajó con señal: lo que 'Tus rutas' y el cobro necesitan para trabajar sin ella. */
export interface DiaGuardado {
  /** `empresa:usuario`: una copia por cobrador; la de otro usuario se borra al entrar este. */
  dueno: string;
  /** Cuándo se bajó (ms). */
  tomado_en: number;
  resumen: ResumenDeOperador;
  estado: EstadoDeOperador;
  /** La cuota por cobrar de cada cliente con las demás de su préstamo (GET /pagos/{id}/historial), por id_pago. */
  cuotas: Record<number, z.output<typeof HistorialDeCuota>>;
}

interface Esquema extends DBSchema {
  dia: { key: string; value: DiaGuardado };
  cola: { key: string; value: CobroEnCola; indexes: { dueno: string } };
  ajustes: { key: string; value: string | number };
}

let base: Promise<IDBPDatabase<Esquema>> | null = null;

/** La base del teléfono (IndexedDB, con `idb`): el día bajado, la cola de cobros y el número del dispositivo. */
function abrir() {
  base ??= openDB<Esquema>('prestamos-sin-senal', 1, {
    upgrade(db) {
      db.createObjectStore('dia', { keyPath: 'dueno' });
      db.createObjectStore('cola', { keyPath: 'clave' }).createIndex('dueno', 'dueno');
      db.createObjectStore('ajustes');
    },
  });
  return base;
}

/**
 * Guarda el día de este cobrador y borra el de cualquier otro usuario que haya usado el teléfono. Pide además al
 * navegador que no borre la base por falta de espacio (sin eso, Chrome puede vaciarla cuando el teléfono se llena).
 */
export async function guardarDia(dia: DiaGuardado): Promise<void> {
  const db = await abrir();
  const tx = db.transaction('dia', 'readwrite');
  for (const otro of await tx.store.getAllKeys()) if (otro !== dia.dueno) await tx.store.delete(otro);
  await tx.store.put(dia);
  await tx.done;
  void navigator.storage?.persist?.().catch(() => false);
}

export async function leerDia(dueno: string): Promise<DiaGuardado | null> {
  return (await (await abrir()).get('dia', dueno)) ?? null;
}

/** Al cerrar sesión: fuera el día bajado (clientes, teléfonos, saldos). La cola no: es dinero recibido. */
export async function borrarDias(): Promise<void> {
  await (await abrir()).clear('dia');
}

export async function leerCola(dueno: string): Promise<CobroEnCola[]> {
  const cola = await (await abrir()).getAllFromIndex('cola', 'dueno', dueno);
  return cola.sort((a, b) => a.orden - b.orden);
}

export async function guardarCobro(c: CobroEnCola): Promise<void> {
  await (await abrir()).put('cola', c);
}

/** Quitar de la cola uno ya resuelto (sincronizado o rechazado y leído). Uno por enviar nunca se quita. */
export async function descartarCobro(clave: string): Promise<void> {
  const db = await abrir();
  const tx = db.transaction('cola', 'readwrite');
  const c = await tx.store.get(clave);
  if (c && (c.estado === 'RECHAZADO' || c.estado === 'SINCRONIZADO')) await tx.store.delete(clave);
  await tx.done;
}

const LETRAS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * El siguiente recibo provisional de este teléfono, `P-AB12-0003`: un código de dispositivo al azar (se crea la
 * primera vez y queda guardado) y un contador propio, en una transacción para que dos cobros no compartan número.
 * El código también ordena la cola.
 */
export async function siguienteProvisional(): Promise<{ provisional: string; orden: number }> {
  const db = await abrir();
  const tx = db.transaction('ajustes', 'readwrite');
  let dispositivo = await tx.store.get('dispositivo');
  if (typeof dispositivo !== 'string') {
    const azar = crypto.getRandomValues(new Uint8Array(4));
    dispositivo = Array.from(azar, (b) => LETRAS[b % LETRAS.length]).join('');
    await tx.store.put(dispositivo, 'dispositivo');
  }
  const anterior = await tx.store.get('contador');
  const orden = (typeof anterior === 'number' ? anterior : 0) + 1;
  await tx.store.put(orden, 'contador');
  await tx.done;
  return { provisional: `P-${dispositivo}-${String(orden).padStart(4, '0')}`, orden };
}
