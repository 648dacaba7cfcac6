/**
 * Hasta qué id leyó una instancia los eventos, sin perder ninguno aunque se confirmen en otro orden que el de sus ids.
 * El id sale de la secuencia al insertar, no al confirmar: la transacción del evento 11 puede confirmarse antes que la
 * del 10. Cuando se lee el 11 sin el 10, el 10 queda como hueco y se vuelve a pedir por id en cada lectura, hasta que
 * aparece o pasa `esperaMaxima` (era de una transacción deshecha: su id no se usará nunca).
 */
export class SeguimientoDeIds {
  private ultimo: number;
  private readonly huecos = new Map<number, number>();

  constructor(
    desde: number,
    private readonly esperaMaxima: number,
  ) {
    this.ultimo = desde;
  }

  /** Lo que la próxima lectura pide: los ids después de `desde`, y los huecos por id. */
  pedido(ahora: number): { desde: number; huecos: number[] } {
    for (const [id, visto] of this.huecos) if (ahora - visto > this.esperaMaxima) this.huecos.delete(id);
    return { desde: this.ultimo, huecos: [...this.huecos.keys()] };
  }

  /** Anota los ids leídos (en orden); devuelve los que no se habían entregado. */
  recibir(ids: number[], ahora: number): number[] {
    const nuevos: number[] = [];
    for (const id of ids) {
      if (this.huecos.delete(id)) {
        nuevos.push(id);
        continue;
      }
      if (id <= this.ultimo) continue;
      // Un tope a los huecos que se anotan de una vez: un salto enorme de la secuencia no llena la memoria.
      for (let falta = Math.max(this.ultimo + 1, id - 1000); falta < id; falta++)
        this.huecos.set(falta, ahora);
      this.ultimo = id;
      nuevos.push(id);
    }
    return nuevos;
  }

  get cantidadDeHuecos(): number {
    return this.huecos.size;
  }
}
