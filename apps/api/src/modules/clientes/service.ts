import type { CrearClienteBody, EditarClienteBody } from '@prestamos/contract';
import { cedulaPasaVerificacion, fechaDeNegocio, formatearCedula } from '@prestamos/domain';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { cliente } from '../../db/schema';
import { enEmpresa } from '../../db/transacciones';
import { paginaDe, patronContiene } from '../../lib/busqueda';
import type { Contexto, Dependencias } from '../../lib/contexto';
import { conflicto, esViolacionDeUnicidad } from '../../lib/errores';
import { listarPrestamos } from '../prestamos/repositorio';
import {
  aCliente,
  buscarCliente,
  consultaDeClientes,
  contarPrestamos,
  duenoDeCedula,
  reservarNumeroDeCliente,
} from './repositorio';

const nombreCompleto = (c: { nombres: string; apellidos: string }) => `${c.nombres} ${c.apellidos}`;

/** Una cédula tecleada con guiones ("001-1234567") se busca por sus dígitos, como se guarda. */
function textoABuscar(q: string): string {
  return /^[\d\s-]+$/.test(q) ? q.replace(/\D/g, '') : q;
}

export async function listarClientes(
  deps: Dependencias,
  ctx: Contexto,
  filtro: { page: number; pageSize: number; q?: string | undefined; estado?: string | undefined },
) {
  const condiciones: (SQL | undefined)[] = [eq(cliente.id_empresa, ctx.idEmpresa)];
  if (filtro.estado === 'ACTIVO' || filtro.estado === 'INACTIVO')
    condiciones.push(eq(cliente.estado, filtro.estado));
  const q = filtro.q ? textoABuscar(filtro.q) : '';
  // Misma normalización que la columna (minúsculas, sin tildes); el índice de trigramas resuelve el "contiene".
  if (q) condiciones.push(sql`${cliente.busqueda} like texto_de_busqueda(${patronContiene(q)})`);
  const donde = and(...condiciones);
  return enEmpresa(deps.db, ctx.idEmpresa, async (tx) => {
    const filas = await consultaDeClientes(tx)
      .where(donde)
      .orderBy(desc(cliente.id_cliente))
      .limit(filtro.pageSize)
      .offset((filtro.page - 1) * filtro.pageSize);
    const [total] = await tx.select({ n: count() }).from(cliente).where(donde);
    const n = total?.n ?? 0;
    return paginaDe(filas.map(aCliente), n, filtro);
  });
}

export async function obtenerCliente(deps: Dependencias, ctx: Contexto, idCliente: number) {
  const fila = await enEmpresa(deps.db, ctx.idEmpresa, (tx) => buscarCliente(tx, ctx.idEmpresa, idCliente));
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
  const item = await enEmpresa(deps.db, ctx.idEmpresa, async (tx) => {
    const numero = await reservarNumeroDeCliente(tx, ctx.idEmpresa);
    await exigirCedulaLibre(tx, ctx.idEmpresa, datos.cedula);
    const { estado: _, ...campos } = datos;
    const [creado] = await tx
      .insert(cliente)
      .values({
        ...campos,
        id_empresa: ctx.idEmpresa,
        numero,
        codigo: `CL-${String(numero).padStart(6, '0')}`,
        estado: 'ACTIVO',
        creado_en: ahora,
        actualizado_en: ahora,
      })
      .returning({ id: cliente.id_cliente });
    return aCliente(await buscarCliente(tx, ctx.idEmpresa, creado?.id ?? 0));
  });
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
  const item = await enEmpresa(deps.db, ctx.idEmpresa, async (tx) => {
    const actual = await buscarCliente(tx, ctx.idEmpresa, idCliente);
    if (datos.estado === 'INACTIVO' && actual.estado !== 'INACTIVO' && actual.prestamos_activos > 0) {
      throw conflicto(
        `No puedes desactivar a ${nombreCompleto(actual)} porque tiene préstamo(s) activo(s).`,
        'PRESTAMOS_ACTIVOS',
      );
    }
    await exigirCedulaLibre(tx, ctx.idEmpresa, datos.cedula, idCliente);
    await tx
      .update(cliente)
      .set({ ...datos, actualizado_en: deps.ahora() })
      .where(and(eq(cliente.id_empresa, ctx.idEmpresa), eq(cliente.id_cliente, idCliente)))
      .catch((error: unknown) => {
        // Otra edición tomó la cédula entre la comprobación y el guardado.
        if (esViolacionDeUnicidad(error) && datos.cedula)
          throw conflicto(`La cédula ${formatearCedula(datos.cedula)} ya está registrada.`);
        throw error;
      });
    return aCliente(await buscarCliente(tx, ctx.idEmpresa, idCliente));
  });
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
  await enEmpresa(deps.db, ctx.idEmpresa, async (tx) => {
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
  });
  return { ok: true as const, message: 'Cliente eliminado' };
}

/** Los préstamos del cliente con su situación de hoy, los más recientes primero. */
function prestamosDelCliente(tx: Tx, deps: Dependencias, ctx: Contexto, idCliente: number) {
  return listarPrestamos(tx, ctx.idEmpresa, fechaDeNegocio(deps.ahora()), {
    condiciones: [sql`p.id_cliente = ${idCliente}`],
    limite: 1000,
    desde: 0,
  }).then((r) => r.items);
}

export async function prestamosDeCliente(deps: Dependencias, ctx: Contexto, idCliente: number) {
  const items = await enEmpresa(deps.db, ctx.idEmpresa, async (tx) => {
    await buscarCliente(tx, ctx.idEmpresa, idCliente);
    return prestamosDelCliente(tx, deps, ctx, idCliente);
  });
  return { ok: true as const, items };
}

export async function historialDeCliente(deps: Dependencias, ctx: Contexto, idCliente: number) {
  return enEmpresa(deps.db, ctx.idEmpresa, async (tx) => {
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
