import type { ServerResponse } from 'node:http';
import type { Oyente } from './audiencia';

/** Lo más que se acumula sin enviar a un navegador lento: pasado eso se le corta y vuelve con su Last-Event-ID. */
const MAXIMO_SIN_ENVIAR = 256 * 1024;

/** Un navegador conectado al flujo de eventos (Server-Sent Events) y la sesión que lo abrió. */
export class FlujoSse {
  /** Mientras se le repite lo perdido, lo que llega en vivo espera aquí (null: ya se entrega directo). */
  enEspera: string[] | null = [];
  idsEnEspera: number[] = [];
  /**
   * Los ids que se le repitieron: la lectura en vivo de esta instancia puede traerlos otra vez después (iba detrás de
   * la repetición), y no se le mandan dos veces. Son a lo sumo los 200 repetidos.
   */
  repetidos: ReadonlySet<number> = new Set();
  private cerrado = false;

  constructor(
    private readonly respuesta: ServerResponse,
    readonly oyente: Oyente,
    readonly idSesion: number,
    readonly rol: string,
  ) {}

  get abierto(): boolean {
    return !this.cerrado && !this.respuesta.destroyed;
  }

  /** Escribe texto ya armado en el formato SSE; si el navegador no da abasto, lo corta. */
  escribir(texto: string): void {
    if (!this.abierto) return;
    this.respuesta.write(texto);
    if (this.respuesta.writableLength > MAXIMO_SIN_ENVIAR) this.cerrar();
  }

  /**
   * Los eventos en vivo de una lectura, en una sola escritura al socket (con muchos flujos y muchos eventos por
   * lectura, escribir cada uno por separado multiplica las llamadas al sistema); a la espera si todavía se le está
   * repitiendo lo perdido.
   */
  entregar(ids: number[], textos: string[]): void {
    const nuevos = ids.flatMap((id, i) => (this.repetidos.has(id) ? [] : [i]));
    if (this.enEspera) {
      for (const i of nuevos) {
        this.enEspera.push(textos[i] as string);
        this.idsEnEspera.push(ids[i] as number);
      }
    } else if (nuevos.length) this.escribir(nuevos.map((i) => textos[i]).join(''));
  }

  cerrar(): void {
    if (this.cerrado) return;
    this.cerrado = true;
    this.respuesta.end();
  }
}
