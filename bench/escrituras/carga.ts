import { performance } from 'node:perf_hooks';
import { cpuDe, cpuDeLaMaquina, cpuDePostgres } from '../cpu';
import { Registro, type Usuario } from './http';

export interface Medida {
  operaciones: number;
  porSegundo: number;
  llamadas: number;
  p50: number;
  p99: number;
  fallas: number;
  noExitosos: string;
}

/**
 * Carga de lazo cerrado: `conexiones` trabajadores (personas), cada uno con su conexión, repiten `operacion` (una o
 * varias llamadas encadenadas, p. ej. un cliente y su préstamo) durante `segundos`. Cuenta operaciones por segundo y,
 * de cada llamada de `usuarios`, la duración (p50, p99) y su código.
 */
export async function medir(
  conexiones: number,
  segundos: number,
  usuarios: Usuario[],
  operacion: (trabajador: number, n: number) => Promise<void>,
): Promise<Medida> {
  const registro = new Registro();
  for (const u of usuarios) u.registro = registro;
  const fin = performance.now() + segundos * 1000;
  let n = 0;
  let hechas = 0;
  const inicio = performance.now();
  await Promise.all(
    Array.from({ length: conexiones }, async (_, trabajador) => {
      while (performance.now() < fin) {
        await operacion(trabajador, n++);
        hechas++;
      }
    }),
  );
  const transcurrido = (performance.now() - inicio) / 1000;
  for (const u of usuarios) u.registro = null;
  return {
    operaciones: hechas,
    porSegundo: Math.round((hechas / transcurrido) * 10) / 10,
    llamadas: registro.duraciones.length,
    p50: Math.round(registro.percentil(50) * 10) / 10,
    p99: Math.round(registro.percentil(99) * 10) / 10,
    fallas: registro.fallas,
    noExitosos: registro.noExitosos,
  };
}

/**
 * La CPU que gasta una medición desde ahora: la del servidor, la de PostgreSQL y la del propio banco (el generador de
 * carga corre en la misma máquina), por operación; y la parte ocupada de la máquina. Sin esto no se sabe si una carga
 * que no escala espera un bloqueo o se quedó sin núcleos.
 */
export function medirCpu(pidDelServidor: number) {
  const foto = () => ({
    servidor: cpuDe(pidDelServidor).total,
    base: cpuDePostgres(),
    banco: process.cpuUsage(),
    maquina: cpuDeLaMaquina(),
  });
  const antes = foto();
  return {
    porOperacion(operaciones: number) {
      const despues = foto();
      const por = (ms: number) => Math.round((ms / Math.max(operaciones, 1)) * 100) / 100;
      const banco = process.cpuUsage(antes.banco);
      return {
        servidor: por(despues.servidor - antes.servidor),
        base: por(despues.base - antes.base),
        banco: por((banco.user + banco.system) / 1000),
        maquina: Math.round(
          (100 * (despues.maquina.ocupada - antes.maquina.ocupada)) /
            Math.max(despues.maquina.total - antes.maquina.total, 1),
        ),
      };
    },
  };
}
