import type { Cuota, Prestamo } from '@prestamos/contract';
import { fechaDeNegocio, formatearCedula, formatearTelefono } from '@prestamos/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/conexion';
import { cliente, empresa, garante, prestamo, recibo, usuario } from '../../../db/schema';
import { enContexto } from '../../../db/transacciones';
import type { Contexto, Dependencias } from '../../../lib/contexto';
import { noEncontrado } from '../../../lib/errores';
import { logoGuardado } from '../../empresas/logo';
import { cuotasDelPrestamo } from '../cuotas';
import { buscarPrestamo } from '../repositorio';

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

export async function datosDeDocumento(
  deps: Dependencias,
  ctx: Contexto,
  idPrestamo: number,
): Promise<DatosDeDocumento> {
  const hoy = fechaDeNegocio(deps.ahora());
  return enContexto(deps.db, ctx, async (tx) => {
    const p = await buscarPrestamo(tx, ctx.idEmpresa, idPrestamo, hoy);
    const emp = await datosDeEmpresa(tx, ctx.idEmpresa);
    const [cli] = await tx
      .select()
      .from(cliente)
      .where(and(eq(cliente.id_empresa, ctx.idEmpresa), eq(cliente.id_cliente, p.id_cliente)));
    if (!emp || !cli) throw noEncontrado('Préstamo');
    const garantes = await tx
      .select({ nombre: garante.nombre, cedula: garante.cedula })
      .from(garante)
      .where(
        and(
          eq(garante.id_empresa, ctx.idEmpresa),
          eq(garante.id_cliente, p.id_cliente),
          eq(garante.estado, 'ACTIVO'),
        ),
      )
      .orderBy(asc(garante.id_garante));
    const recibos = await tx
      .select()
      .from(recibo)
      .where(and(eq(recibo.id_empresa, ctx.idEmpresa), eq(recibo.id_prestamo, idPrestamo)))
      .orderBy(asc(recibo.id_recibo));
    const [creador] = await tx
      .select({ nombres: usuario.nombres, apellidos: usuario.apellidos, usuario: usuario.usuario })
      .from(prestamo)
      .innerJoin(
        usuario,
        and(eq(usuario.id_empresa, prestamo.id_empresa), eq(usuario.id_usuario, prestamo.creado_por)),
      )
      .where(and(eq(prestamo.id_empresa, ctx.idEmpresa), eq(prestamo.id_prestamo, idPrestamo)));
    return {
      empresa: emp,
      cliente: {
        nombre: `${cli.nombres} ${cli.apellidos}`,
        cedula: cli.cedula ? formatearCedula(cli.cedula) : null,
        direccion: cli.direccion,
        telefono: cli.telefono ? formatearTelefono(cli.telefono) : null,
      },
      garantes: garantes.map((g) => ({
        nombre: g.nombre,
        cedula: g.cedula ? formatearCedula(g.cedula) : null,
      })),
      prestamo: p,
      cuotas: await cuotasDelPrestamo(tx, ctx.idEmpresa, idPrestamo, hoy),
      recibos: recibos.map((r) => ({
        no_recibo: r.no_recibo,
        fecha: r.fecha,
        concepto: r.concepto,
        total: r.total_centavos,
        descuento: r.descuento_centavos,
        estado: r.estado,
      })),
      otorgadoPor: creador
        ? [creador.nombres, creador.apellidos].filter(Boolean).join(' ') || creador.usuario
        : '',
      hoy,
    };
  });
}
