import { exigir, type Usuario } from './http';

/** Una cuota abierta de un préstamo, como la ve el cobro: su id, lo que falta y su vencimiento. */
interface CuotaAbierta {
  id_pago: number;
  adeudado: number;
  fecha: string;
  siguiente: string | null;
}

/** Un préstamo que el banco cobra: sus cuotas abiertas en orden y cuál toca. */
export interface PrestamoACobrar {
  id: number;
  cuotas: CuotaAbierta[];
  toca: number;
}

/**
 * Lo que las operaciones del banco necesitan y producen, siempre por la API: clientes, préstamos recién dados (para
 * cancelarlos) y préstamos con su plan leído (para cobrar, diferir, liquidar, reenganchar). Cada operación toma un
 * elemento distinto (las de varias conexiones nunca tocan el mismo préstamo a la vez, como cobradores distintos).
 */
export class Existencias {
  readonly clientes: number[] = [];
  readonly prestamosNuevos: number[] = [];
  readonly aCobrar: PrestamoACobrar[] = [];
  private vuelta = 0;

  /** El cliente n-ésimo, en rueda. */
  cliente(n: number): number {
    const id = this.clientes[n % this.clientes.length];
    if (id === undefined) throw new Error('El banco no tiene clientes.');
    return id;
  }

  /** El siguiente préstamo a cobrar que aún debe, en rueda. */
  siguienteACobrar(): PrestamoACobrar | undefined {
    for (let i = 0; i < this.aCobrar.length; i++) {
      const p = this.aCobrar[this.vuelta++ % this.aCobrar.length];
      if (p && p.toca < p.cuotas.length) return p;
    }
    return undefined;
  }

  /** Saca de la rueda los préstamos cuya cuota que toca ya no se puede diferir un día más (llegó a la siguiente). */
  sacarLosQueNoSeDifieren() {
    const diferibles = this.aCobrar.filter((p) => {
      const c = p.cuotas[p.toca];
      return c !== undefined && (c.siguiente === null || diaSiguiente(c.fecha) < c.siguiente);
    });
    this.aCobrar.splice(0, this.aCobrar.length, ...diferibles);
  }

  /** Saca un préstamo de la rueda (se liquidó, se reenganchó). */
  sacar(p: PrestamoACobrar) {
    const i = this.aCobrar.indexOf(p);
    if (i >= 0) this.aCobrar.splice(i, 1);
  }

  /**
   * Deja al menos `cuantos` préstamos a cobrar: lee el plan de los préstamos nuevos y, si no alcanzan, da más (todo sin
   * anotarlo en la medición).
   */
  async reponer(quien: Usuario, cuantos: number) {
    while (this.aCobrar.length < cuantos) {
      let id = this.prestamosNuevos.shift();
      if (id === undefined) {
        const c = exigir(
          await quien.post('/api/clientes', { nombres: 'Cliente', apellidos: 'De reposición' }),
          201,
          'Cliente de reposición',
        );
        const p = await quien.post('/api/prestamos', {
          id_cliente: c.item.id_cliente,
          monto: 5000,
          plazo: 12,
          tasa: 5,
          frecuencia: 'SEMANAL',
        });
        id = exigir(p, 201, 'Préstamo de reposición').prestamo.id_prestamo as number;
      }
      this.aCobrar.push(await planACobrar(quien, id));
    }
  }
}

export async function planACobrar(quien: Usuario, id: number): Promise<PrestamoACobrar> {
  const plan = exigir(await quien.get(`/api/prestamos/${id}/plan`), 200, 'Plan del préstamo');
  const abiertas = (
    plan.cuotas as {
      id_pago: number;
      estado_cuota: string;
      adeudado: number;
      fecha_debe_pagar: string;
      fecha_siguiente: string | null;
    }[]
  ).filter((c) => c.estado_cuota !== 'PAGADA');
  return {
    id,
    toca: 0,
    cuotas: abiertas.map((c) => ({
      id_pago: c.id_pago,
      adeudado: c.adeudado,
      fecha: c.fecha_debe_pagar,
      siguiente: c.fecha_siguiente,
    })),
  };
}

/** El día siguiente de una fecha ISO. */
export function diaSiguiente(fecha: string): string {
  const d = new Date(`${fecha}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
