import type { Cuota, Prestamo } from '@prestamos/contract';
import { fechaDeNegocio, formatearCedula, formatearTelefono } from '@prestamos/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/conexion';
import { type Lectura, lectura, leer, leerJuntas } from '../../../db/lecturas';
import { enContexto } from '../../../db/transacciones';
import type { Contexto, Dependencias } from '../../../lib/contexto';
import { noEncontrado } from '../../../lib/errores';
import { lecturaDeCuotasDelPrestamo } from '../cuotas';
import { lecturaDePrestamo } from '../repositorio';

/** Todo lo que los documentos de un préstamo muestran, leído en una transacción. */
export interface DatosDeDocumento {
  empresa: {
    nombre: string;
    direccion: string | null;
    telefono: string | null;
    correo: string | null;
    /** Logo subido como data URL, si es JPG o PNG (lo único que un PDF incrusta sin convertir). */
    logo: string | null;
  };
  cliente: { nombre: string; cedula: string | null; direccion: string | null; telefono: string | null };
  garantes: { nombre: string; cedula: string | null }[];
  prestamo: Prestamo;
  cuotas: Cuota[];
  recibos: {
    no_recibo: string;
    fecha: Date;
    concepto: string;
    total: number;
    descuento: number;
    estado: string;
  }[];
  otorgadoPor: string;
  /** Fecha de emisión (día de negocio). */
  hoy: string;
}

/**
 * La empresa como la muestra el encabezado de todo documento, con su logo si lo subió, lo muestra y es JPG o PNG (lo
 * único que un PDF incrusta sin convertir; la base lo entrega ya en base64).
 */
export function lecturaDeEmpresa(idEmpresa: number): Lectura<DatosDeDocumento['empresa'] | null> {
  return lectura(
    sql`select e.nombre_empresa, e.direccion, e.telefono, e.correo, l.tipo as logo_tipo,
        encode(l.datos, 'base64') as logo_base64
      from empresa e
      left join empresa_logo l on e.show_logo and l.id_empresa = e.id_empresa
        and l.tipo in ('image/jpeg', 'image/png')
      where e.id_empresa = ${idEmpresa}`,
    ([e]: {
      nombre_empresa: string;
      direccion: string | null;
      telefono: string | null;
      correo: string | null;
      logo_tipo: string | null;
      logo_base64: string | null;
    }[]) =>
      e
        ? {
            nombre: e.nombre_empresa,
            direccion: e.direccion,
            telefono: e.telefono,
            correo: e.correo,
            // encode(..., 'base64') corta líneas cada 76 caracteres.
            logo: e.logo_base64 ? `data:${e.logo_tipo};base64,${e.logo_base64.replace(/\n/g, '')}` : null,
          }
        : null,
  );
}

export const datosDeEmpresa = (tx: Tx, idEmpresa: number) => leer(tx, lecturaDeEmpresa(idEmpresa));

interface FilaDeFirmantes {
  nombres: string;
  apellidos: string;
  cedula: string | null;
  direccion: string | null;
  telefono: string | null;
  creador_nombres: string | null;
  creador_apellidos: string | null;
  creador_usuario: string | null;
}

interface FilaDeRecibo {
  no_recibo: string;
  fecha: string | Date;
  concepto: string;
  total_centavos: number | string;
  descuento_centavos: number | string;
  estado: string;
}

/**
 * Lo que los documentos muestran del préstamo: el préstamo (al alcance de quien pregunta), sus cuotas, su cliente y
 * quien lo otorgó, los garantes activos del cliente, sus recibos y la empresa con su logo, en una sentencia.
 */
export async function datosDeDocumento(
  deps: Dependencias,
  ctx: Contexto,
  idPrestamo: number,
): Promise<DatosDeDocumento> {
  const hoy = fechaDeNegocio(deps.ahora());
  const id = ctx.idEmpresa;
  return enContexto(deps.db, ctx, async (tx) => {
    const { p, emp, cuotas, firmantes, garantes, recibos } = await leerJuntas(tx, {
      p: lecturaDePrestamo(tx, id, idPrestamo, hoy),
      emp: lecturaDeEmpresa(id),
      cuotas: lecturaDeCuotasDelPrestamo(tx, id, idPrestamo, hoy),
      firmantes: lectura(
        sql`select cl.nombres, cl.apellidos, cl.cedula, cl.direccion, cl.telefono, u.nombres as creador_nombres,
            u.apellidos as creador_apellidos, u.usuario as creador_usuario
          from prestamo p
          join cliente cl on cl.id_empresa = p.id_empresa and cl.id_cliente = p.id_cliente
          left join usuario u on u.id_empresa = p.id_empresa and u.id_usuario = p.creado_por
          where p.id_empresa = ${id} and p.id_prestamo = ${idPrestamo}`,
        ([f]: FilaDeFirmantes[]) => f ?? null,
      ),
      garantes: lectura(
        sql`select g.nombre, g.cedula from prestamo p
          join garante g on g.id_empresa = p.id_empresa and g.id_cliente = p.id_cliente and g.estado = 'ACTIVO'
          where p.id_empresa = ${id} and p.id_prestamo = ${idPrestamo}
          order by g.id_garante`,
        (filas: { nombre: string; cedula: string | null }[]) =>
          filas.map((g) => ({ nombre: g.nombre, cedula: g.cedula ? formatearCedula(g.cedula) : null })),
      ),
      recibos: lectura(
        sql`select no_recibo, fecha, concepto, total_centavos, descuento_centavos, estado from recibo
          where id_empresa = ${id} and id_prestamo = ${idPrestamo} order by id_recibo`,
        (filas: FilaDeRecibo[]) =>
          filas.map((r) => ({
            no_recibo: r.no_recibo,
            fecha: new Date(r.fecha),
            concepto: r.concepto,
            total: Number(r.total_centavos),
            descuento: Number(r.descuento_centavos),
            estado: r.estado,
          })),
      ),
    });
    if (!p || !emp || !firmantes) throw noEncontrado('Préstamo');
    const f = firmantes;
    return {
      empresa: emp,
      cliente: {
        nombre: `${f.nombres} ${f.apellidos}`,
        cedula: f.cedula ? formatearCedula(f.cedula) : null,
        direccion: f.direccion,
        telefono: f.telefono ? formatearTelefono(f.telefono) : null,
      },
      garantes,
      prestamo: p,
      cuotas,
      recibos,
      otorgadoPor: f.creador_usuario
        ? [f.creador_nombres, f.creador_apellidos].filter(Boolean).join(' ') || f.creador_usuario
        : '',
      hoy,
    };
  });
}
