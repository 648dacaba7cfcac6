import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/conexion';
import { enContexto } from '../../db/transacciones';
import type { Contexto, Dependencias } from '../../lib/contexto';
import { noEncontrado } from '../../lib/errores';
import { exigirCliente } from './repositorio';

/** Una tabla que cuelga del cliente (garantes, referencias laborales): su empresa, su cliente y su propio id. */
interface TablaHija extends PgTable {
  id_empresa: PgColumn;
  id_cliente: PgColumn;
}

interface Definicion<Fila, Salida> {
  tabla: TablaHija;
  id: PgColumn;
  /** "Garante", "Referencia laboral": para los mensajes. */
  nombre: string;
  femenino: boolean;
  aSalida: (fila: Fila) => Salida;
}

/**
 * Altas, cambios y bajas de los datos que cuelgan de un cliente. Todo dentro de la empresa de la petición: un id de
 * otra empresa (o de un cliente ajeno) es un 404.
 */
export function hijosDelCliente<Fila, Datos extends object, Salida>(def: Definicion<Fila, Salida>) {
  const terminacion = def.femenino ? 'a' : 'o';
  const propio = (ctx: Contexto, id: number): SQL | undefined =>
    and(eq(def.tabla.id_empresa, ctx.idEmpresa), eq(def.id, id));

  /** Por su propio id, pero solo si su cliente está al alcance (un cobrador no toca hijos de clientes ajenos). */
  async function buscar(tx: Tx, ctx: Contexto, id: number): Promise<Fila> {
    const [fila] = await tx.select().from(def.tabla).where(propio(ctx, id));
    if (!fila) throw noEncontrado(def.nombre, def.femenino);
    await exigirCliente(tx, ctx.idEmpresa, (fila as { id_cliente: number }).id_cliente).catch(() => {
      throw noEncontrado(def.nombre, def.femenino);
    });
    return fila as Fila;
  }

  return {
    async listar(deps: Dependencias, ctx: Contexto, idCliente: number) {
      const filas = await enContexto(deps.db, ctx, async (tx) => {
        await exigirCliente(tx, ctx.idEmpresa, idCliente);
        return tx
          .select()
          .from(def.tabla)
          .where(and(eq(def.tabla.id_empresa, ctx.idEmpresa), eq(def.tabla.id_cliente, idCliente)))
          .orderBy(asc(def.id));
      });
      return { ok: true as const, items: (filas as Fila[]).map(def.aSalida) };
    },

    async crear(deps: Dependencias, ctx: Contexto, idCliente: number, datos: Datos) {
      const fila = await enContexto(deps.db, ctx, async (tx) => {
        await exigirCliente(tx, ctx.idEmpresa, idCliente);
        const [creada] = await tx
          .insert(def.tabla)
          .values({ ...datos, id_empresa: ctx.idEmpresa, id_cliente: idCliente })
          .returning();
        return creada as Fila;
      });
      return { ok: true as const, message: `${def.nombre} agregad${terminacion}`, item: def.aSalida(fila) };
    },

    async editar(deps: Dependencias, ctx: Contexto, id: number, datos: Datos) {
      const fila = await enContexto(deps.db, ctx, async (tx) => {
        await buscar(tx, ctx, id);
        const [editada] = await tx.update(def.tabla).set(datos).where(propio(ctx, id)).returning();
        return editada as Fila;
      });
      return {
        ok: true as const,
        message: `${def.nombre} actualizad${terminacion}`,
        item: def.aSalida(fila),
      };
    },

    async eliminar(deps: Dependencias, ctx: Contexto, id: number) {
      await enContexto(deps.db, ctx, async (tx) => {
        await buscar(tx, ctx, id);
        await tx.delete(def.tabla).where(propio(ctx, id));
      });
      return { ok: true as const, message: `${def.nombre} eliminad${terminacion}` };
    },
  };
}
