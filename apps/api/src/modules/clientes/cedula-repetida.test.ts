import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import { crearEmpresaDePrueba } from '../../../test/fabricas';
import { enEmpresa } from '../../db/transacciones';
import { AppError, esViolacionDeUnicidad } from '../../lib/errores';
import { bloquearCupo } from '../empresas/cupos';
import { duenoDeCedula, insertarCliente, RESTRICCION_CEDULA } from './repositorio';
import { traducirCedulaRepetida } from './service';

// La carrera (comprobar la cédula, y que otra petición la guarde antes del INSERT) no se puede provocar a voluntad
// por HTTP; aquí se obtiene el error real de la base insertando directamente, y se prueba su traducción al 409.
let e: Entorno;
let idEmpresa: number;

beforeAll(async () => {
  e = await crearEntorno();
  idEmpresa = (await crearEmpresaDePrueba(e, 'CEDULAS')).id_empresa;
});
afterAll(() => e.cerrar());

const CEDULA = '00100000009';
const ahora = new Date();
const fila = (numero: number, nombres: string) => ({
  id_empresa: idEmpresa,
  numero,
  codigo: `CL-${String(numero).padStart(6, '0')}`,
  nombres,
  apellidos: 'Duarte',
  cedula: CEDULA,
  estado: 'ACTIVO',
  creado_en: ahora,
  actualizado_en: ahora,
});
const buscarDueno = (cedula: string) =>
  enEmpresa(e.db, idEmpresa, (tx) => duenoDeCedula(tx, idEmpresa, cedula));

describe('traducirCedulaRepetida', () => {
  it('la violación del índice único de la cédula (23505) se vuelve el 409 que nombra a su dueño', async () => {
    const alta = (nombres: string) =>
      enEmpresa(e.db, idEmpresa, async (tx) =>
        insertarCliente(tx, fila(await bloquearCupo(tx, idEmpresa, 'clientes', true), nombres)),
      );
    await alta('Juan Pablo');
    const error = await alta('Otro').then(
      () => null,
      (x: unknown) => x,
    );
    expect(esViolacionDeUnicidad(error, RESTRICCION_CEDULA)).toBe(true);

    const traducido = await traducirCedulaRepetida(error, CEDULA, buscarDueno);
    expect(traducido).toBeInstanceOf(AppError);
    expect(traducido).toMatchObject({
      status: 409,
      code: 'CEDULA_DUPLICADA',
      message: 'La cédula 001-0000000-9 ya pertenece a Juan Pablo Duarte (CL-000001).',
    });
  });

  it('reconoce el error del driver envuelto en `cause` (como lo entrega Drizzle)', async () => {
    const envuelto = new Error('Failed query', {
      cause: { code: '23505', constraint: RESTRICCION_CEDULA },
    });
    expect(await traducirCedulaRepetida(envuelto, CEDULA, buscarDueno)).toMatchObject({ status: 409 });
  });

  it('si el dueño ya no aparece (borrado entretanto), 409 sin nombre', async () => {
    const error = { code: '23505', constraint: RESTRICCION_CEDULA };
    expect(await traducirCedulaRepetida(error, CEDULA, async () => undefined)).toMatchObject({
      status: 409,
      code: 'CEDULA_DUPLICADA',
      message: 'La cédula 001-0000000-9 ya está registrada.',
    });
  });

  it('cualquier otro error pasa tal cual: otra restricción única, otro código o sin cédula', async () => {
    const nunca = async () => {
      throw new Error('no debía buscar al dueño');
    };
    for (const [error, cedula] of [
      [{ code: '23505', constraint: 'cliente_numero_por_empresa' }, CEDULA],
      [{ code: '23514', constraint: RESTRICCION_CEDULA }, CEDULA],
      [new Error('conexión perdida'), CEDULA],
      [{ code: '23505', constraint: RESTRICCION_CEDULA }, null],
    ] as const) {
      expect(await traducirCedulaRepetida(error, cedula, nunca)).toBe(error);
    }
  });
});
