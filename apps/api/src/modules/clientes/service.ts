import type { CrearClienteBody, EditarClienteBody } from '@prestamos/contract';
import { cedulaPasaVerificacion, fechaDeNegocio, formatearCedula } from '@prestamos/domain';
import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { cliente } from '../../db/schema/clientes';
import { enContexto } from '../../db/transacciones';
import type { Contexto, Dependencias } from '../../lib/contexto';
import { conflicto, esViolacionDeUnicidad } from '../../lib/errores';
import { conteoDe, decodificarCursor, paginaDe, recortarPagina, totalConTope } from '../../lib/paginas';
import { type Contador, totalDelContador } from '../empresas/contadores';
import { tomarCupo } from '../empresas/cupos';
import { emitirEvento, eventosEnUnaSentencia } from '../eventos/emitir';
import { listarPrestamos } from '../prestamos/repositorio';
import {
  aCliente,
  bloquearCliente,
  buscarCliente,
  busquedaDeClientes,
  clienteAlAlcance,
  contarPrestamos,
  duenoDeCedula,
  insertarCliente,
  paginaDeClientes,
  RESTRICCION_CEDULA,
} from './repositorio';

const nombreCompleto = (c: { nombres: string; apellidos: string }) => `${c.nombres} ${c.apellidos}`;

export async function listarClientes(
  deps: Dependencias,
  ctx: Contexto,
  filtro: {
    page: number;
    pageSize: number;
    q?: string | undefined;
    estado?: string | undefined;
    cursor?: string | undefined;
  },
) {
  const condiciones: (SQL | undefined)[] = [eq(cliente.id_empresa, ctx.idEmpresa)];
  const estado = filtro.estado === 'ACTIVO' || filtro.estado === 'INACTIVO' ? filtro.estado : undefined;
  if (estado) condiciones.push(eq(cliente.estado, estado));
  const busqueda = filtro.q ? busquedaDeClientes(filtro.q) : undefined;
  if (busqueda) condiciones.push(busqueda.condicion);
  const clave = filtro.cursor ? decodificarCursor(filtro.cursor, ['n']) : undefined;
  // Una búsqueda sola, de quien ve toda la empresa: la página y su total salen de las coincidencias mismas.
  const candidatos =
    busqueda && !estado && ctx.cobrador === null
      ? sql`select id from ${busqueda.relacion}${clave ? sql` where id < ${Number(clave[0])}` : sql``}`
      : undefined;
  const donde = and(...condiciones);
  // Sin búsqueda y viendo toda la empresa, el total sale de los contadores; si no, se cuenta con tope.
  const contador: Contador | null =
    filtro.q || ctx.cobrador !== null
      ? null
      : estado === 'ACTIVO'
        ? 'clientes_activos'
        : estado === 'INACTIVO'
          ? 'clientes_inactivos'
          : 'clientes';
  return enContexto(deps.db, ctx, async (tx) => {
    const total = contador
      ? totalDelContador(ctx.idEmpresa, contador)
      : totalConTope(
          busqueda && candidatos
            ? sql`select 1 from ${busqueda.relacion}`
            : sql`select 1 from ${cliente} where ${and(donde, clienteAlAlcance(tx))}`,
          busqueda?.con,
        );
    const filas = await paginaDeClientes(tx, {
      donde: clave ? and(donde, lt(cliente.id_cliente, Number(clave[0]))) : donde,
      limite: filtro.pageSize + 1,
      desde: clave ? 0 : (filtro.page - 1) * filtro.pageSize,
      total,
      busqueda,
      candidatos,
    });
    const { items, siguiente } = recortarPagina(filas.map(aCliente), filtro.pageSize, (c) => [c.id_cliente]);
    return paginaDe(items, await conteoDe(tx, total, filas), filtro, siguiente);
  });
}

export async function obtenerCliente(deps: Dependencias, ctx: Contexto, idCliente: number) {
  const fila = await enContexto(deps.db, ctx, (tx) => buscarCliente(tx, ctx.idEmpresa, idCliente));
  return { ok: true as const, item: aCliente(fila) };
}

function advertenciasDe(datos: { cedula?: string | null }): string[] {
  if (datos.cedula && !cedulaPasaVerificacion(datos.cedula)) {
    return [`La cédula ${formatearCedula(datos.cedula)} no pasa la verificación del dígito; revísala.`];
  }
  return [];
}

const cedulaOcupada = (cedula: string, dueno: { nombres: string; apellidos: string; codigo: string }) =>
  conflicto(
    `La cédula ${formatearCedula(cedula)} ya pertenece a ${nombreCompleto(dueno)} (${dueno.codigo}).`,
    'CEDULA_DUPLICADA',
  );

type Dueno = NonNullable<Awaited<ReturnType<typeof duenoDeCedula>>>;

/**
 * Otra petición guardó la misma cédula entre la comprobación y el guardado: la base rechaza con su índice único, y
 * se responde el mismo 409 que la comprobación, nombrando a quien la tiene (`buscarDueno` la lee ya confirmada).
 * Cualquier otro error se devuelve tal cual.
 */
export async function traducirCedulaRepetida(
  error: unknown,
  cedula: string | null | undefined,
  buscarDueno: (cedula: string) => Promise<Dueno | undefined>,
): Promise<unknown> {
  if (!cedula || !esViolacionDeUnicidad(error, RESTRICCION_CEDULA)) return error;
  const dueno = await buscarDueno(cedula);
  return dueno
    ? cedulaOcupada(cedula, dueno)
    : conflicto(`La cédula ${formatearCedula(cedula)} ya está registrada.`, 'CEDULA_DUPLICADA');
}

/** Guardar con la cédula ya comprobada; si otra petición ganó la carrera, el 409 con el dueño (en otra transacción). */
function conCedulaUnica<T>(
  deps: Dependencias,
  ctx: Contexto,
  cedula: string | null | undefined,
  excepto: number | undefined,
  guardar: Promise<T>,
): Promise<T> {
  return guardar.catch(async (error: unknown) => {
    throw await traducirCedulaRepetida(error, cedula, (c) =>
      enContexto(deps.db, ctx, (tx) => duenoDeCedula(tx, ctx.idEmpresa, c, excepto)),
    );
  });
}

async function exigirCedulaLibre(
  tx: Parameters<typeof duenoDeCedula>[0],
  idEmpresa: number,
  cedula: string | null | undefined,
  excepto?: number,
) {
  if (!cedula) return;
  const dueno = await duenoDeCedula(tx, idEmpresa, cedula, excepto);
  if (dueno) throw cedulaOcupada(cedula, dueno);
}

export async function crearCliente(deps: Dependencias, ctx: Contexto, datos: CrearClienteBody) {
  const ahora = deps.ahora();
  const alta = enContexto(deps.db, ctx, async (tx) => {
    await exigirCedulaLibre(tx, ctx.idEmpresa, datos.cedula);
    // Al final, el cupo de clientes (el límite del plan y el número del cliente), hasta el commit: después solo el alta.
    const numero = await tomarCupo(tx, ctx.idEmpresa, 'clientes', true);
    const { estado: _, ...campos } = datos;
    const fila = await insertarCliente(
      tx,
      {
        ...campos,
        id_empresa: ctx.idEmpresa,
        numero,
        codigo: `CL-${String(numero).padStart(6, '0')}`,
        estado: 'ACTIVO',
        creado_en: ahora,
        actualizado_en: ahora,
      },
      (idCliente) =>
        eventosEnUnaSentencia(tx, ctx, [
          {
            tipo: 'cliente.creado',
            datos: { nombre: nombreCompleto(datos) },
            deLaSentencia: { id_cliente: idCliente },
          },
        ]),
    );
    return aCliente(fila);
  });
  const item = await conCedulaUnica(deps, ctx, datos.cedula, undefined, alta);
  return {
    ok: true as const,
    message: 'Cliente creado',
    item,
    cliente: item,
    advertencias: advertenciasDe(datos),
  };
}

export async function editarCliente(
  deps: Dependencias,
  ctx: Contexto,
  idCliente: number,
  datos: EditarClienteBody,
) {
  const cambio = enContexto(deps.db, ctx, async (tx) => {
    // Bloqueado antes de leer sus préstamos: un préstamo nuevo para él espera a este cambio, o este cambio lo ve.
    await bloquearCliente(tx, ctx.idEmpresa, idCliente, 'no key update');
    const actual = await buscarCliente(tx, ctx.idEmpresa, idCliente);
    if (datos.estado === 'INACTIVO' && actual.estado !== 'INACTIVO' && actual.prestamos_activos > 0) {
      throw conflicto(
        `No puedes desactivar a ${nombreCompleto(actual)} porque tiene préstamo(s) activo(s).`,
        'PRESTAMOS_ACTIVOS',
      );
    }
    if (datos.estado === 'ACTIVO' && actual.estado === 'INACTIVO') {
      await tomarCupo(tx, ctx.idEmpresa, 'clientes');
    }
    await exigirCedulaLibre(tx, ctx.idEmpresa, datos.cedula, idCliente);
    await tx
      .update(cliente)
      .set({ ...datos, actualizado_en: deps.ahora() })
      .where(and(eq(cliente.id_empresa, ctx.idEmpresa), eq(cliente.id_cliente, idCliente)));
    const editado = await buscarCliente(tx, ctx.idEmpresa, idCliente);
    await emitirEvento(tx, ctx, 'cliente.actualizado', {
      id_cliente: idCliente,
      nombre: nombreCompleto(editado),
    });
    return aCliente(editado);
  });
  const item = await conCedulaUnica(deps, ctx, datos.cedula, idCliente, cambio);
  return {
    ok: true as const,
    message: 'Cliente actualizado',
    item,
    cliente: item,
    advertencias: advertenciasDe(datos),
  };
}

/** Solo se borra un cliente sin préstamos: los préstamos y sus pagos son historia del dinero y no se pierden. */
export async function eliminarCliente(deps: Dependencias, ctx: Contexto, idCliente: number) {
  await enContexto(deps.db, ctx, async (tx) => {
    // Bloqueado antes de contar sus préstamos: un préstamo nuevo para él espera al borrado (y ya no lo encuentra), o
    // el borrado lo ve y se niega.
    await bloquearCliente(tx, ctx.idEmpresa, idCliente, 'update');
    const actual = await buscarCliente(tx, ctx.idEmpresa, idCliente);
    const prestamos = await contarPrestamos(tx, ctx.idEmpresa, idCliente);
    if (prestamos.activos > 0) {
      throw conflicto(
        `No puedes eliminar a ${nombreCompleto(actual)} porque tiene préstamo(s) activo(s).`,
        'PRESTAMOS_ACTIVOS',
      );
    }
    if (prestamos.total > 0) {
      throw conflicto('No se puede eliminar: el cliente tiene préstamos asociados.', 'PRESTAMOS_ASOCIADOS');
    }
    await tx
      .delete(cliente)
      .where(and(eq(cliente.id_empresa, ctx.idEmpresa), eq(cliente.id_cliente, idCliente)));
    await emitirEvento(tx, ctx, 'cliente.deleted', { id_cliente: idCliente, nombre: nombreCompleto(actual) });
  });
  return { ok: true as const, message: 'Cliente eliminado' };
}

/** Los préstamos del cliente con su situación de hoy, los más recientes primero. */
function prestamosDelCliente(tx: Tx, deps: Dependencias, ctx: Contexto, idCliente: number) {
  return listarPrestamos(tx, ctx.idEmpresa, fechaDeNegocio(deps.ahora()), {
    condiciones: [sql`p.id_cliente = ${idCliente}`],
    limite: 1000,
    desde: 0,
  });
}

export async function prestamosDeCliente(deps: Dependencias, ctx: Contexto, idCliente: number) {
  const items = await enContexto(deps.db, ctx, async (tx) => {
    await buscarCliente(tx, ctx.idEmpresa, idCliente);
    return prestamosDelCliente(tx, deps, ctx, idCliente);
  });
  return { ok: true as const, items };
}

export async function historialDeCliente(deps: Dependencias, ctx: Contexto, idCliente: number) {
  return enContexto(deps.db, ctx, async (tx) => {
    const c = await buscarCliente(tx, ctx.idEmpresa, idCliente);
    return {
      ok: true as const,
      historial: {
        cliente_creado: new Date(c.creado_en).toISOString(),
        prestamos: await prestamosDelCliente(tx, deps, ctx, idCliente),
      },
    };
  });
}
