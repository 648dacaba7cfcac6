import type { Avisos } from '../db/conexion';

export interface OpcionesDeRecordados {
  /** El canal de avisos entre instancias que trae el id de la empresa que cambió (o algo ilegible: todas). */
  canal: string;
  /** Tope de valores: al llegar, se olvidan todos (los que se siguen usando se vuelven a leer una vez). */
  maximo: number;
  /** Lo más que se usa un valor sin volver a leerlo, aunque no llegue ningún aviso (defensa si se pierde uno). */
  vigenciaMs: number;
}

interface Recordado<T> {
  valor: T;
  idEmpresa: number;
  leidoEn: number;
}

/**
 * Lo que esta instancia ya leyó de la base, por llave y por empresa, hasta que algo de esa empresa cambie: las
 * sesiones validadas (plugins/acceso.ts) y las respuestas de las pantallas que resumen (plugins/respuestas-recordadas.ts).
 * Se olvida lo de una empresa cuando otra instancia lo avisa por la base y, en esta instancia, en cuanto una petición
 * que escribe termina, antes de responder. Con avisos, solo se recuerda mientras se escuchan: al cortarse la escucha
 * se olvida todo. Sin avisos (`sinAvisos`, la base embebida) hay una sola instancia y todo cambio pasa por ella.
 *
 * Una lectura que empezó antes de un olvido de su empresa no se guarda (`marca`): pudo leer la base antes del cambio.
 */
export class Recordados<T> {
  private readonly porLlave = new Map<string, Recordado<T>>();
  private readonly porEmpresa = new Map<number, Set<string>>();
  private escuchando = false;
  /** Sube con cada olvido; cada olvido anota el valor que le tocó (el de todo, o el de su empresa). */
  private contador = 0;
  private olvidoDeTodo = 0;
  private readonly olvidoDeEmpresa = new Map<number, number>();

  constructor(private readonly opciones: OpcionesDeRecordados) {}

  /** El valor recordado con esa llave, si lo hay y no pasó su vigencia. */
  leer(llave: string, ahora: number): T | null {
    const recordado = this.porLlave.get(llave);
    if (!recordado) return null;
    const edad = ahora - recordado.leidoEn;
    if (edad < this.opciones.vigenciaMs && edad >= 0) return recordado.valor;
    this.quitar(llave, recordado.idEmpresa);
    return null;
  }

  /** La marca que una lectura toma antes de leer la base y entrega a `guardar`. */
  marca(): number {
    return this.contador;
  }

  guardar(llave: string, idEmpresa: number, valor: T, ahora: number, marca: number): void {
    if (!this.escuchando || this.olvidoDeTodo > marca || (this.olvidoDeEmpresa.get(idEmpresa) ?? 0) > marca)
      return;
    if (this.porLlave.size >= this.opciones.maximo) this.olvidarTodo();
    this.porLlave.set(llave, { valor, idEmpresa, leidoEn: ahora });
    let llaves = this.porEmpresa.get(idEmpresa);
    if (!llaves) {
      llaves = new Set();
      this.porEmpresa.set(idEmpresa, llaves);
    }
    llaves.add(llave);
  }

  /** Olvida lo de una empresa (sus datos, usuarios, permisos o estado pudieron cambiar). */
  olvidarEmpresa(idEmpresa: number): void {
    this.olvidoDeEmpresa.set(idEmpresa, ++this.contador);
    for (const llave of this.porEmpresa.get(idEmpresa) ?? []) this.porLlave.delete(llave);
    this.porEmpresa.delete(idEmpresa);
  }

  olvidarTodo(): void {
    this.olvidoDeTodo = ++this.contador;
    this.olvidoDeEmpresa.clear();
    this.porLlave.clear();
    this.porEmpresa.clear();
  }

  /** Con la base embebida: una sola instancia, sin avisos que esperar; recuerda desde ya. */
  sinAvisos(): void {
    this.escuchando = true;
  }

  /** Empieza a recordar cuando la escucha de los avisos está lista; devuelve cómo dejar de escuchar. */
  escuchar(avisos: Avisos): () => Promise<void> {
    return avisos.escuchar(this.opciones.canal, {
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

  private quitar(llave: string, idEmpresa: number): void {
    this.porLlave.delete(llave);
    const llaves = this.porEmpresa.get(idEmpresa);
    llaves?.delete(llave);
    if (llaves?.size === 0) this.porEmpresa.delete(idEmpresa);
  }
}
