import { z } from 'zod';
import { idDeFila, paginaQuery, textoOpcional, textoRequerido } from './comun';

export const EstadoRuta = z.enum(['ACTIVO', 'INACTIVO'], 'Estado inválido: ACTIVO o INACTIVO.');

/** Ruta de cobro (docs/producto.md#rutas-y-cobradores) con cuántos clientes y cobradores tiene. */
export const Ruta = z.object({
  id_ruta: z.number().int(),
  nombre: z.string(),
  descripcion: z.string().nullable(),
  estado: EstadoRuta,
  total_clientes: z.number().int(),
  total_empleados: z.number().int(),
  creado_en: z.string(),
});
export type Ruta = z.infer<typeof Ruta>;

export const RutasLista = z.object({ ok: z.literal(true), items: z.array(Ruta), total: z.number().int() });
export type RutasLista = z.infer<typeof RutasLista>;

export const MENSAJE_NOMBRE_DE_RUTA = 'El nombre de la ruta es obligatorio.';

export const CrearRutaBody = z.object({
  nombre: textoRequerido(MENSAJE_NOMBRE_DE_RUTA, 80),
  descripcion: textoOpcional(200),
});
export type CrearRutaBody = z.infer<typeof CrearRutaBody>;

export const EditarRutaBody = CrearRutaBody.extend({ estado: EstadoRuta.optional() });
export type EditarRutaBody = z.infer<typeof EditarRutaBody>;

export const RutaGuardada = z.object({ ok: z.literal(true), message: z.string(), item: Ruta });

/** Un cliente en una ruta (o candidato a estarlo), con su lugar en el orden de visita. */
export const ClienteDeRuta = z.object({
  id_cliente: z.number().int(),
  codigo: z.string(),
  nombre: z.string(),
  cedula: z.string().nullable(),
  telefono: z.string().nullable(),
  direccion: z.string().nullable(),
  estado: z.string(),
  /** Posición en la ruta (1, 2, 3...); null si es un candidato. */
  orden: z.number().int().nullable(),
});
export type ClienteDeRuta = z.infer<typeof ClienteDeRuta>;

export const EmpleadoDeRuta = z.object({
  id_usuario: z.number().int(),
  usuario: z.string(),
  nombre: z.string(),
  rol: z.string(),
  estado: z.string(),
});
export type EmpleadoDeRuta = z.infer<typeof EmpleadoDeRuta>;

/** La ruta con lo asignado; `allClients` es una página de candidatos que el servidor busca mientras se escribe. */
export const RutaDetalleQuery = paginaQuery({ maximo: 100, porDefecto: 20 }).extend({
  q: z.string().trim().max(80).optional(),
});

export const RutaDetalle = z.object({
  ok: z.literal(true),
  ruta: Ruta,
  /** Los clientes asignados, en el orden de visita. */
  clientes: z.array(ClienteDeRuta),
  empleados: z.array(EmpleadoDeRuta),
  /** Clientes activos de la empresa que no están en la ruta y coinciden con `q`, una página. */
  allClients: z.array(ClienteDeRuta),
  allClientsTotal: z.number().int(),
  /** Usuarios activos de la empresa que no están en la ruta. */
  allEmps: z.array(EmpleadoDeRuta),
});
export type RutaDetalle = z.infer<typeof RutaDetalle>;

/** Reemplaza la asignación; el orden de `ids` es el orden de visita (clientes). */
export const AsignacionBody = z.object({
  ids: z
    .array(idDeFila('Id inválido'), { error: 'Envía la lista de ids.' })
    .max(10_000, 'Una ruta admite hasta 10 000 asignaciones.')
    .refine((ids) => new Set(ids).size === ids.length, 'La lista tiene ids repetidos.'),
});
export type AsignacionBody = z.infer<typeof AsignacionBody>;

export const AsignacionGuardada = z.object({ ok: z.literal(true), message: z.string(), ruta: Ruta });
