import type { CrearRutaBody, EditarRutaBody } from '@prestamos/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { ruta, ruta_cliente, ruta_usuario } from '../../db/schema/rutas';
import { usuario } from '../../db/schema/usuarios';
import { enContexto, filasDe } from '../../db/transacciones';
import type { Contexto, Dependencias } from '../../lib/contexto';
import { conflicto, noEncontrado } from '../../lib/errores';
import { buscarRuta, candidatosDeRuta, clientesDeRuta, consultarRutas, empleadosDeRuta } from './repositorio';

export async function listarRutas(deps: Dependencias, ctx: Contexto) {
  const items = await enContexto(deps.db, ctx, (tx) => consultarRutas(tx, ctx.idEmpresa));
  return { ok: true as const, items, total: items.length };
}

/** Dos rutas con el mismo nombre confunden al cobrador: el nombre es único en la empresa, sin mayúsculas ni tildes. */
async function exigirNombreLibre(tx: Tx, idEmpresa: number, nombre: string, excepto?: number) {
  const [otra] = await tx
    .select({ id: ruta.id_ruta })
    .from(ruta)
    .where(
      and(
        eq(ruta.id_empresa, idEmpresa),
        sql`texto_de_busqueda(${ruta.nombre}) = texto_de_busqueda(${nombre})`,
        excepto === undefined ? undefined : sql`${ruta.id_ruta} <> ${excepto}`,
      ),
    );
  if (otra) throw conflicto(`Ya existe la ruta «${nombre}».`, 'RUTA_DUPLICADA');
}

export async function crearRuta(deps: Dependencias, ctx: Contexto, body: CrearRutaBody) {
  const item = await enContexto(deps.db, ctx, async (tx) => {
    await exigirNombreLibre(tx, ctx.idEmpresa, body.nombre);
    const [creada] = await tx
      .insert(ruta)
      .values({ id_empresa: ctx.idEmpresa, nombre: body.nombre, descripcion: body.descripcion ?? null })
      .returning({ id: ruta.id_ruta });
    return buscarRuta(tx, ctx.idEmpresa, creada?.id ?? 0);
  });
  return { ok: true as const, message: 'Ruta creada', item };
}

export async function editarRuta(deps: Dependencias, ctx: Contexto, idRuta: number, body: EditarRutaBody) {
  const item = await enContexto(deps.db, ctx, async (tx) => {
    await buscarRuta(tx, ctx.idEmpresa, idRuta);
    await exigirNombreLibre(tx, ctx.idEmpresa, body.nombre, idRuta);
    await tx
      .update(ruta)
      .set({
        nombre: body.nombre,
        ...(body.descripcion === undefined ? {} : { descripcion: body.descripcion }),
        ...(body.estado ? { estado: body.estado } : {}),
      })
      .where(and(eq(ruta.id_empresa, ctx.idEmpresa), eq(ruta.id_ruta, idRuta)));
    return buscarRuta(tx, ctx.idEmpresa, idRuta);
  });
  return { ok: true as const, message: 'Ruta actualizada', item };
}

/** Borrar una ruta solo deshace sus asignaciones: los clientes, sus préstamos y sus cobros no se tocan. */
export async function eliminarRuta(deps: Dependencias, ctx: Contexto, idRuta: number) {
  await enContexto(deps.db, ctx, async (tx) => {
    const r = await buscarRuta(tx, ctx.idEmpresa, idRuta);
    const deLaRuta = (t: typeof ruta_cliente | typeof ruta_usuario) =>
      and(eq(t.id_empresa, ctx.idEmpresa), eq(t.id_ruta, r.id_ruta));
    await tx.delete(ruta_cliente).where(deLaRuta(ruta_cliente));
    await tx.delete(ruta_usuario).where(deLaRuta(ruta_usuario));
    await tx.delete(ruta).where(and(eq(ruta.id_empresa, ctx.idEmpresa), eq(ruta.id_ruta, idRuta)));
  });
  return { ok: true as const, message: 'Ruta eliminada' };
}

export async function verRuta(
  deps: Dependencias,
  ctx: Contexto,
  idRuta: number,
  q: { q?: string | undefined; page: number; pageSize: number },
) {
  return enContexto(deps.db, ctx, async (tx) => {
    const r = await buscarRuta(tx, ctx.idEmpresa, idRuta);
    const candidatos = await candidatosDeRuta(tx, ctx.idEmpresa, idRuta, {
      q: q.q,
      limite: q.pageSize,
      desde: (q.page - 1) * q.pageSize,
    });
    return {
      ok: true as const,
      ruta: r,
      clientes: await clientesDeRuta(tx, ctx.idEmpresa, idRuta),
      empleados: await empleadosDeRuta(tx, ctx.idEmpresa, idRuta, true),
      allClients: candidatos.items,
      allClientsTotal: candidatos.total,
      allEmps: await empleadosDeRuta(tx, ctx.idEmpresa, idRuta, false),
    };
  });
}

/** La ruta bloqueada: dos guardados simultáneos de la misma ruta van de uno en uno. */
async function rutaBloqueada(tx: Tx, idEmpresa: number, idRuta: number) {
  await tx
    .select({ id: ruta.id_ruta })
    .from(ruta)
    .where(and(eq(ruta.id_empresa, idEmpresa), eq(ruta.id_ruta, idRuta)))
    .for('update');
  return buscarRuta(tx, idEmpresa, idRuta);
}

/**
 * Reemplaza los clientes de la ruta; el orden de `ids` es el orden de visita. Todos deben ser de la empresa (404 si
 * no); un cliente inactivo no entra, salvo que ya estuviera en la ruta (se desactivó después y no se debe perder).
 */
export async function asignarClientes(deps: Dependencias, ctx: Contexto, idRuta: number, ids: number[]) {
  const item = await enContexto(deps.db, ctx, async (tx) => {
    await rutaBloqueada(tx, ctx.idEmpresa, idRuta);
    // Cada cliente por su llave (un solo parámetro con la lista): ningún plan recorre los clientes de la empresa.
    const filas = ids.length
      ? await filasDe<{ id: number; nombre: string; codigo: string; estado: string }>(
          tx,
          sql`select c.id_cliente as id, c.nombres || ' ' || c.apellidos as nombre, c.codigo, c.estado
            from unnest(${`{${ids.join(',')}}`}::int[]) x(id)
            cross join lateral (select * from cliente c where c.id_empresa = ${ctx.idEmpresa} and c.id_cliente = x.id
              offset 0) c`,
        )
      : [];
    const faltante = ids.find((id) => !filas.some((f) => f.id === id));
    if (faltante !== undefined) throw noEncontrado(`Cliente ${faltante}`);
    const actuales = new Set((await clientesDeRuta(tx, ctx.idEmpresa, idRuta)).map((c) => c.id_cliente));
    const inactivo = filas.find((f) => f.estado !== 'ACTIVO' && !actuales.has(f.id));
    if (inactivo) {
      throw conflicto(
        `El cliente ${inactivo.nombre} (${inactivo.codigo}) está inactivo: actívalo antes de asignarlo a una ruta.`,
        'CLIENTE_INACTIVO',
      );
    }
    await tx
      .delete(ruta_cliente)
      .where(and(eq(ruta_cliente.id_empresa, ctx.idEmpresa), eq(ruta_cliente.id_ruta, idRuta)));
    if (ids.length) {
      await tx
        .insert(ruta_cliente)
        .values(
          ids.map((id, i) => ({ id_empresa: ctx.idEmpresa, id_ruta: idRuta, id_cliente: id, orden: i + 1 })),
        );
    }
    return buscarRuta(tx, ctx.idEmpresa, idRuta);
  });
  return { ok: true as const, message: 'Asignaciones guardadas', ruta: item };
}

/** Reemplaza los cobradores de la ruta: usuarios de la empresa, activos (salvo los que ya estaban). */
export async function asignarEmpleados(deps: Dependencias, ctx: Contexto, idRuta: number, ids: number[]) {
  const item = await enContexto(deps.db, ctx, async (tx) => {
    await rutaBloqueada(tx, ctx.idEmpresa, idRuta);
    const filas = ids.length
      ? await tx
          .select({ id: usuario.id_usuario, usuario: usuario.usuario, estado: usuario.estado })
          .from(usuario)
          .where(and(eq(usuario.id_empresa, ctx.idEmpresa), inArray(usuario.id_usuario, ids)))
      : [];
    const faltante = ids.find((id) => !filas.some((f) => f.id === id));
    if (faltante !== undefined) throw noEncontrado(`Usuario ${faltante}`);
    const actuales = new Set(
      (await empleadosDeRuta(tx, ctx.idEmpresa, idRuta, true)).map((u) => u.id_usuario),
    );
    const inactivo = filas.find((f) => f.estado !== 'ACTIVO' && !actuales.has(f.id));
    if (inactivo) {
      throw conflicto(
        `El usuario ${inactivo.usuario} está inactivo: actívalo antes de asignarlo a una ruta.`,
        'USUARIO_INACTIVO',
      );
    }
    await tx
      .delete(ruta_usuario)
      .where(and(eq(ruta_usuario.id_empresa, ctx.idEmpresa), eq(ruta_usuario.id_ruta, idRuta)));
    if (ids.length) {
      await tx
        .insert(ruta_usuario)
        .values(ids.map((id) => ({ id_empresa: ctx.idEmpresa, id_ruta: idRuta, id_usuario: id })));
    }
    return buscarRuta(tx, ctx.idEmpresa, idRuta);
  });
  return { ok: true as const, message: 'Asignaciones guardadas', ruta: item };
}
