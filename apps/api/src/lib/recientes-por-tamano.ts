/**
 * Los valores usados más recientemente, hasta un total de bytes: al pasarse, se olvidan los que llevan más tiempo sin
 * usarse. `calcular` corre una sola vez por llave aunque la pidan varias peticiones a la vez (las demás esperan la
 * misma promesa); si falla, no se guarda nada.
 */
export class RecientesPorTamano {
  private readonly guardados = new Map<string, Buffer>();
  private readonly enCurso = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  constructor(private readonly maximoDeBytes: number) {}

  async obtener(llave: string, calcular: () => Promise<Buffer>): Promise<Buffer> {
    const guardado = this.guardados.get(llave);
    if (guardado) {
      // Al final del Map: el orden de inserción es el de uso, y el primero es el que se olvida.
      this.guardados.delete(llave);
      this.guardados.set(llave, guardado);
      return guardado;
    }
    const pendiente = this.enCurso.get(llave);
    if (pendiente) return pendiente;
    const promesa = calcular().finally(() => this.enCurso.delete(llave));
    this.enCurso.set(llave, promesa);
    const valor = await promesa;
    this.guardar(llave, valor);
    return valor;
  }

  /** Cuántos valores y cuántos bytes guarda (para las pruebas y el diagnóstico). */
  tamano() {
    return { valores: this.guardados.size, bytes: this.bytes };
  }

  private guardar(llave: string, valor: Buffer) {
    if (valor.length > this.maximoDeBytes || this.guardados.has(llave)) return;
    this.guardados.set(llave, valor);
    this.bytes += valor.length;
    for (const [viejo, v] of this.guardados) {
      if (this.bytes <= this.maximoDeBytes) break;
      this.guardados.delete(viejo);
      this.bytes -= v.length;
    }
  }
}
