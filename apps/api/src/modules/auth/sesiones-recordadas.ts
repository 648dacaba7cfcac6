import type { Avisos } from '../../db/conexion';

/** Lo más que se usa una sesión recordada sin volver a leerla, aunque no llegue ningún aviso (defensa si se pierde uno). */
const VIGENCIA_MS = 60_000;

/** Tope de sesiones recordadas: al llegar, se olvidan todas (las que se siguen usando se vuelven a leer una vez). */
export const MAXIMO_RECORDADAS = 20_000;

/** El canal que avisan los disparadores de la migración 0021 con el id de la empresa cuyas sesiones cambiaron. */
const CANAL = 'sesiones';

interface Recordada<T> {
  valor: T;
  idEmpresa: number;
  leidaEn: number;
}

/**
 * Las sesiones que esta instancia ya validó en la base, por el hash de su token: leer la sesión era una ida a la base
 * en cada petición, la cuarta parte de la CPU del servidor en una lista (decisions §19). Se olvidan las de una empresa
 * cuando la base avisa un cambio (migración 0021: cierre, usuario, permisos, estado de la empresa) y, en esta
 * instancia, en cuanto una petición que escribe termina, antes de responder. Solo se recuerda mientras se escuchan los
 * avisos: al cortarse la escucha se olvida todo.
 *
 * Una validación que empezó antes de un olvido de su empresa no se guarda (`marca`): pudo leer la sesión antes del
 * cambio.
 */
export class SesionesRecordadas<T> {
  private readonly porHash = new Map<string, Recordada<T>>();
  private readonly porEmpresa = new Map<number, Set<string>>();
  private escuchando = false;
  /** Sube con cada olvido; cada olvido anota el valor que le tocó (el de todo, o el de su empresa). */
  private contador = 0;
  private olvidoDeTodo = 0;
  private readonly olvidoDeEmpresa = new Map<number, number>();

  /** La sesión recordada de ese hash, si la hay y no pasó su vigencia. */
  leer(hash: string, ahora: number): T | null {
    const recordada = this.porHash.get(hash);
    if (!recordada) return null;
    if (ahora - recordada.leidaEn < VIGENCIA_MS && ahora >= recordada.leidaEn) return recordada.valor;
    this.quitar(hash, recordada.idEmpresa);
    return null;
  }

  /** La marca que una validación toma antes de leer la base y entrega a `guardar`. */
  marca(): number {
    return this.contador;
  }

  guardar(hash: string, idEmpresa: number, valor: T, ahora: number, marca: number): void {
    if (!this.escuchando || this.olvidoDeTodo > marca || (this.olvidoDeEmpresa.get(idEmpresa) ?? 0) > marca)
      return;
    if (this.porHash.size >= MAXIMO_RECORDADAS) this.olvidarTodo();
    this.porHash.set(hash, { valor, idEmpresa, leidaEn: ahora });
    let hashes = this.porEmpresa.get(idEmpresa);
    if (!hashes) {
      hashes = new Set();
      this.porEmpresa.set(idEmpresa, hashes);
    }
    hashes.add(hash);
  }

  /** Olvida las sesiones de una empresa (sus usuarios, permisos o estado pudieron cambiar). */
  olvidarEmpresa(idEmpresa: number): void {
    this.olvidoDeEmpresa.set(idEmpresa, ++this.contador);
    for (const hash of this.porEmpresa.get(idEmpresa) ?? []) this.porHash.delete(hash);
    this.porEmpresa.delete(idEmpresa);
  }

  olvidarTodo(): void {
    this.olvidoDeTodo = ++this.contador;
    this.olvidoDeEmpresa.clear();
    this.porHash.clear();
    this.porEmpresa.clear();
  }

  /** Empieza a recordar cuando la escucha de los avisos está lista; devuelve cómo dejar de escuchar. */
  escuchar(avisos: Avisos): () => Promise<void> {
    return avisos.escuchar(CANAL, {
      alEscuchar: () => {
        // Lo que cambió antes de escuchar no avisó a esta instancia: se empieza sin nada recordado.
        this.olvidarTodo();
        this.escuchando = true;
      },
      alAvisar: (texto) => {
        const idEmpresa = Number(texto);
        if (Number.isSafeInteger(idEmpresa)) this.olvidarEmpresa(idEmpresa);
        else this.olvidarTodo();
      },
      alPerder: () => {
        this.escuchando = false;
        this.olvidarTodo();
      },
    });
  }

  private quitar(hash: string, idEmpresa: number): void {
    this.porHash.delete(hash);
    const hashes = this.porEmpresa.get(idEmpresa);
    hashes?.delete(hash);
    if (hashes?.size === 0) this.porEmpresa.delete(idEmpresa);
  }
}
