import type { DetalleDePago } from '@prestamos/contract';
import { fechaDeNegocio, formatearCedula, formatearTelefono } from '@prestamos/domain';
import { type SQL, sql } from 'drizzle-orm';
import { lectura, leerJuntas } from '../../../db/lecturas';
import type { FilaRecibo } from '../../../db/schema/prestamos';
import { clienteVisible, enContexto } from '../../../db/transacciones';
import type { Contexto, Dependencias } from '../../../lib/contexto';
import { noEncontrado } from '../../../lib/errores';
import { type DatosDeDocumento, lecturaDeEmpresa } from '../../prestamos/documentos/datos';
import { autorDe } from '../../usuarios/repositorio';
import { lecturaDeDetalles } from '../consultas';

/** Todo lo que imprime un recibo de pago, en centavos lo del recibo y en pesos los detalles. */
export interface DatosDeRecibo {
  empresa: DatosDeDocumento['empresa'];
  hoy: string;
  /** El ancho de la impresora de ticket de la empresa (58 u 80 mm), o null si imprime solo en carta. */
  ticket_mm: number | null;
  prestamo: { codigo_prestamo: string; monto_centavos: number; estado: string };
  cliente: { nombre: string; cedula: string | null; telefono: string | null };
  recibo: {
    no_recibo: string;
    /** Cuándo lo registró el servidor (`registrado_en`). */
    fecha: Date;
    /** Cuándo recibió el dinero el cobrador. */
    cobrado_en: Date;
    concepto: string;
    metodo: string | null;
    total_centavos: number;
    descuento_centavos: number;
    motivo_descuento: string | null;
    saldo_despues_centavos: number | null;
    nota: string | null;
    estado: string;
    anulado_en: Date | null;
    motivo_anulacion: string | null;
    cajero: string;
  };
  detalles: DetalleDePago[];
}

type FilaDelRecibo = FilaRecibo & {
  cajero: string | null;
  codigo_prestamo: string;
  monto_centavos: string;
  prestamo_estado: string;
  nombres: string;
  apellidos: string;
  cedula: string | null;
  telefono: string | null;
  ticket_mm: number | null;
};

/** Un recibo de la empresa por su id o por su número (404 si no es de ella). */
export async function datosDeRecibo(
  deps: Dependencias,
  ctx: Contexto,
  cual: { id: number } | { numero: string },
): Promise<DatosDeRecibo> {
  const donde: SQL = 'id' in cual ? sql`r.id_recibo = ${cual.id}` : sql`r.no_recibo = ${cual.numero}`;
  return enContexto(deps.db, ctx, async (tx) => {
    // El recibo, la empresa y los detalles, en una sentencia.
    const { f, empresa, detalles } = await leerJuntas(tx, {
      f: lectura(
        sql`select r.id_recibo, r.no_recibo, r.fecha, r.cobrado_en, r.concepto, r.metodo, r.total_centavos, r.descuento_centavos,
            r.motivo_descuento, r.saldo_despues_centavos, r.nota, r.estado, r.anulado_en, r.motivo_anulacion,
            ${autorDe('u', sql`r.id_usuario`)} as cajero,
            p.codigo_prestamo, p.monto_centavos, p.estado as prestamo_estado,
            cl.nombres, cl.apellidos, cl.cedula, cl.telefono,
            (select e.ticket_mm from empresa e where e.id_empresa = r.id_empresa) as ticket_mm
          from recibo r
          join prestamo p on p.id_empresa = r.id_empresa and p.id_prestamo = r.id_prestamo
          join cliente cl on cl.id_empresa = r.id_empresa and cl.id_cliente = r.id_cliente
          left join usuario u on u.id_empresa = r.id_empresa and u.id_usuario = r.id_usuario
          where r.id_empresa = ${ctx.idEmpresa} and ${donde}
            and ${clienteVisible(tx, sql`r.id_empresa`, sql`r.id_cliente`)}`,
        ([f]: FilaDelRecibo[]) => f ?? null,
      ),
      empresa: lecturaDeEmpresa(ctx.idEmpresa),
      detalles: lecturaDeDetalles(
        ctx.idEmpresa,
        sql`d.id_recibo = (select r.id_recibo from recibo r where r.id_empresa = ${ctx.idEmpresa} and ${donde})`,
      ),
    });
    if (!f || !empresa) throw noEncontrado('Recibo');
    return {
      empresa,
      hoy: fechaDeNegocio(deps.ahora()),
      ticket_mm: f.ticket_mm === null ? null : Number(f.ticket_mm),
      prestamo: {
        codigo_prestamo: f.codigo_prestamo,
        monto_centavos: Number(f.monto_centavos),
        estado: f.prestamo_estado,
      },
      cliente: {
        nombre: `${f.nombres} ${f.apellidos}`,
        cedula: f.cedula ? formatearCedula(f.cedula) : null,
        telefono: f.telefono ? formatearTelefono(f.telefono) : null,
      },
      recibo: {
        no_recibo: f.no_recibo,
        fecha: new Date(f.fecha),
        cobrado_en: new Date(f.cobrado_en),
        concepto: f.concepto,
        metodo: f.metodo,
        total_centavos: Number(f.total_centavos),
        descuento_centavos: Number(f.descuento_centavos),
        motivo_descuento: f.motivo_descuento,
        saldo_despues_centavos: f.saldo_despues_centavos === null ? null : Number(f.saldo_despues_centavos),
        nota: f.nota,
        estado: f.estado,
        anulado_en: f.anulado_en === null ? null : new Date(f.anulado_en),
        motivo_anulacion: f.motivo_anulacion,
        cajero: f.cajero ?? '',
      },
      detalles,
    };
  });
}
