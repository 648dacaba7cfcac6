import type { Dependencias } from '../lib/contexto';

/** Cuántos días atrás empezó la historia de DEMO: el día en que abrió su caja y registró a sus clientes. */
export const DIAS_DE_HISTORIA = 155;

/**
 * Un momento de horario de oficina de un día de negocio: `minutos` después de las 8:00 en Santo Domingo (UTC-4 todo el
 * año, sin horario de verano), sin pasar de las 17:00.
 */
export function enHorario(fecha: string, minutos: number): Date {
  return new Date(Date.parse(`${fecha}T08:00:00-04:00`) + (Math.abs(Math.round(minutos)) % 540) * 60_000);
}

interface Suceso {
  cuando: Date;
  orden: number;
  hacer: (deps: Dependencias) => Promise<void>;
}

/**
 * La historia de la demostración en el orden en que pasó: cada suceso se hace con las operaciones reales de la
 * aplicación y con el reloj puesto en su momento, así cada movimiento de caja, recibo, desembolso y liquidación queda
 * con su fecha y hora de la historia, y los números de préstamo y de recibo siguen ese orden. Un suceso puede agendar
 * otros (un préstamo dado agenda sus cobros); nada puede pasar después del reloj real.
 */
export class Agenda {
  private pendientes: Suceso[] = [];
  private agendados = 0;
  /** El momento del suceso en curso: lo que se agenda mientras tanto no puede ser anterior. */
  private enCurso = 0;

  constructor(private readonly deps: Dependencias) {}

  en(cuando: Date, hacer: (deps: Dependencias) => Promise<void>) {
    if (cuando.getTime() > this.deps.ahora().getTime()) {
      throw new Error(`La demostración no puede tener sucesos futuros: ${cuando.toISOString()}`);
    }
    if (cuando.getTime() < this.enCurso) {
      throw new Error(`Un suceso de la demostración se agendó en su pasado: ${cuando.toISOString()}`);
    }
    this.pendientes.push({ cuando, orden: this.agendados++, hacer });
  }

  /** Hace los sucesos del más antiguo al más nuevo (los del mismo momento, en el orden en que se agendaron). */
  async cumplir() {
    while (this.pendientes.length > 0) {
      let k = 0;
      for (const [i, s] of this.pendientes.entries()) {
        const primero = this.pendientes[k] as Suceso;
        const antes = s.cuando.getTime() - primero.cuando.getTime();
        if (antes < 0 || (antes === 0 && s.orden < primero.orden)) k = i;
      }
      const [suceso] = this.pendientes.splice(k, 1);
      if (!suceso) break;
      this.enCurso = suceso.cuando.getTime();
      await suceso.hacer({ ...this.deps, ahora: () => suceso.cuando });
    }
  }
}
