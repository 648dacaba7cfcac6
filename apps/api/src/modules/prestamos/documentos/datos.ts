import type { Cuota, Prestamo } from '@prestamos/contract';
import { fechaDeNegocio, formatearCedula, formatearTelefono } from '@prestamos/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/conexion';
import { lectura, leerJuntas } from '../../../db/lecturas';
import { empresa } from '../../../db/schema';
import { enContexto } from '../../../db/transacciones';
import type { Contexto, Dependencias } from '../../../lib/contexto';
import { noEncontrado } from '../../../lib/errores';
import { logoGuardado } from '../../empresas/logo';
import { lecturaDeCuotasDelPrestamo } from '../cuotas';
import { lecturaDePrestamo } from '../repositorio';

/** Todo lo que los documentos de un préstamo muestran, leído en una transacción. */
export interface DatosDeDocumento {
  empresa: {
    nombre: string;
    rnc: string;
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

/** La empresa como la muestra el encabezado de todo documento, con su logo si lo subió y es JPG o PNG. */
export async function datosDeEmpresa(tx: Tx, idEmpresa: number): Promise<DatosDeDocumento['empresa'] | null> {
  const [e] = await tx.select().from(empresa).where(eq(empresa.id_empresa, idEmpresa));
  if (!e) return null;
  const logo = e.show_logo ? await logoGuardado(tx, idEmpresa) : undefined;
  const incrustable = logo && (logo.tipo === 'image/jpeg' || logo.tipo === 'image/png');
  return {
    nombre: e.nombre_empresa,
    rnc: e.rnc,
    direccion: e.direccion,
    telefono: e.telefono,
    correo: e.correo,
    logo: incrustable ? `data:${logo.tipo};base64,${logo.datos.toString('base64')}` : null,
  };
}

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
 * quien lo otorgó, los garantes activos del cliente y sus recibos, en una sentencia (la empresa y su logo aparte).
 */
export async function datosDeDocumento(
  deps: Dependencias,
  ctx: Contexto,
  idPrestamo: number,
): Promise<DatosDeDocumento> {
  const hoy = fechaDeNegocio(deps.ahora());
  const id = ctx.idEmpresa;
  return enContexto(deps.db, ctx, async (tx) => {
    const { p, cuotas, firmantes, garantes, recibos } = await leerJuntas(tx, {
      p: lecturaDePrestamo(tx, id, idPrestamo, hoy),
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
    if (!p) throw noEncontrado('Préstamo');
    const emp = await datosDeEmpresa(tx, id);
    if (!emp || !firmantes) throw noEncontrado('Préstamo');
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
