import { sumarDias, sumarMeses } from '@prestamos/domain';
import type { Contexto } from '../lib/contexto';
import { crearMovimiento } from '../modules/caja/service';
import { type Agenda, enHorario } from './agenda';

/**
 * Los gastos de la oficina y de la calle en la caja de DEMO, como egresos manuales: el alquiler del local y la luz con
 * internet cada mes (los registra la oficina), y el combustible de la motocicleta de cada cobrador un lunes de cada
 * dos (lo registra él, antes de salir a su ruta).
 */
export function agendarGastosDeDemostracion(
  agenda: Agenda,
  datos: { desde: string; hoy: string; oficina: Contexto; cobradores: Contexto[] },
) {
  for (let m = 0; ; m++) {
    const dia = sumarDias(sumarMeses(datos.desde, m), 2);
    if (dia >= datos.hoy) break;
    agenda.en(enHorario(dia, 75), async (d) => {
      await crearMovimiento(d, datos.oficina, {
        tipo: 'EGRESO',
        monto: 25_000,
        descripcion: 'Alquiler del local de la oficina',
      });
    });
    agenda.en(enHorario(dia, 200), async (d) => {
      await crearMovimiento(d, datos.oficina, {
        tipo: 'EGRESO',
        monto: 6_850 + m * 135.5,
        descripcion: 'Luz e internet de la oficina',
      });
    });
  }
  const diaDeLaSemana = new Date(`${datos.desde}T12:00:00Z`).getUTCDay();
  const primerLunes = sumarDias(datos.desde, (8 - diaDeLaSemana) % 7 || 7);
  for (let quincena = 0; sumarDias(primerLunes, quincena * 14) < datos.hoy; quincena++) {
    const lunes = sumarDias(primerLunes, quincena * 14);
    for (const [k, cobrador] of datos.cobradores.entries()) {
      agenda.en(enHorario(lunes, 5 + k * 12), async (d) => {
        await crearMovimiento(d, cobrador, {
          tipo: 'EGRESO',
          monto: 1_800 + (quincena % 3) * 250,
          descripcion: 'Combustible de la motocicleta para la ruta',
        });
      });
    }
  }
}
