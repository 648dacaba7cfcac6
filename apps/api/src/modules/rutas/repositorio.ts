import type { ClienteDeRuta, EmpleadoDeRuta, Ruta } from '@prestamos/contract';
import { formatearCedula, formatearTelefono } from '@prestamos/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/conexion';
import { clienteVisible, cobradorDe, filasDe } from '../../db/transacciones';
import { noEncontrado } from '../../lib/errores';
import { limiteDePagina } from '../../lib/paginas';
import { coincideCliente } from '../clientes/repositorio';

interface FilaRuta {
  id_ruta: number;
  nombre: string;
  descripcion: string | null;
  estado: 'ACTIVO' | 'INACTIVO';
  creado_en: string | Date;
  total_clientes: string;
  total_empleados: string;
}

const aRuta = (f: FilaRuta): Ruta => ({
  id_ruta: f.id_ruta,
  nombre: f.nombre,
  descripcion: f.descripcion,
  estado: f.estado,
  total_clientes: Number(f.total_clientes),
  total_empleados: Number(f.total_empleados),
  creado_en: new Date(f.creado_en).toISOString(),
});

/** Un cobrador ve solo las rutas que tiene asignadas; los demás, todas. */
function rutaAlAlcance(tx: Tx): SQL {
  const cobrador = cobradorDe(tx);
  return cobrador === null
    ? sql`true`
    : sql`exists (select 1 from ruta_usuario yo where yo.id_empresa = r.id_empresa and yo.id_ruta = r.id_ruta
        and yo.id_usuario = ${cobrador})`;
}

/**
 * Rutas de la empresa con cuántos clientes y cobradores tienen. Un cobrador (alcance limitado) ve solo las suyas.
 */
export async function consultarRutas(tx: Tx, idEmpresa: number, donde: SQL = sql`true`): Promise<Ruta[]> {
  const filas = await filasDe<FilaRuta>(
    tx,
    sql`select r.id_ruta, r.nombre, r.descripcion, r.estado, r.creado_en,
          (select count(*) from ruta_cliente rc where rc.id_empresa = r.id_empresa and rc.id_ruta = r.id_ruta)
            as total_clientes,
          (select count(*) from ruta_usuario ru where ru.id_empresa = r.id_empresa and ru.id_ruta = r.id_ruta)
            as total_empleados
        from ruta r
        where r.id_empresa = ${idEmpresa} and ${donde}
          and ${rutaAlAlcance(tx)}
        order by r.nombre, r.id_ruta`,
  );
  return filas.map(aRuta);
}

/** Una ruta de la empresa (y al alcance de quien pregunta), o 404 "Ruta no encontrada". */
export async function buscarRuta(tx: Tx, idEmpresa: number, idRuta: number): Promise<Ruta> {
  const [ruta] = await consultarRutas(tx, idEmpresa, sql`r.id_ruta = ${idRuta}`);
  if (!ruta) throw noEncontrado('Ruta', true);
  return ruta;
}

interface FilaCliente {
  id_cliente: number;
  codigo: string;
  nombres: string;
  apellidos: string;
  cedula: string | null;
  telefono: string | null;
  direccion: string | null;
  estado: string;
  orden: number | null;
}

const aClienteDeRuta = (f: FilaCliente): ClienteDeRuta => ({
  id_cliente: f.id_cliente,
  codigo: f.codigo,
  nombre: `${f.nombres} ${f.apellidos}`,
  cedula: f.cedula ? formatearCedula(f.cedula) : null,
  telefono: f.telefono ? formatearTelefono(f.telefono) : null,
  direccion: f.direccion,
  estado: f.estado,
  orden: f.orden,
});

const columnasDeCliente = sql`cl.id_cliente, cl.codigo, cl.nombres, cl.apellidos, cl.cedula, cl.telefono, cl.direccion,
  cl.estado`;

/** Los clientes de la ruta en su orden de visita. */
export async function clientesDeRuta(tx: Tx, idEmpresa: number, idRuta: number): Promise<ClienteDeRuta[]> {
  const filas = await filasDe<FilaCliente>(
    tx,
    sql`select ${columnasDeCliente}, rc.orden from ruta_cliente rc
        join cliente cl on cl.id_empresa = rc.id_empresa and cl.id_cliente = rc.id_cliente
        where rc.id_empresa = ${idEmpresa} and rc.id_ruta = ${idRuta}
        order by rc.orden`,
  );
  return filas.map(aClienteDeRuta);
}

/**
 * Una página de clientes activos que no están en la ruta, por nombre, filtrados en el servidor (la búsqueda
 * de clientes, sin tildes): una empresa con miles de clientes no los manda todos al navegador.
 */
export async function candidatosDeRuta(
  tx: Tx,
  idEmpresa: number,
  idRuta: number,
  filtro: { q: string | undefined; limite: number; desde: number },
) {
  const donde = sql`cl.id_empresa = ${idEmpresa} and cl.estado = 'ACTIVO'
    and ${clienteVisible(tx, sql`cl.id_empresa`, sql`cl.id_cliente`)}
    and not exists (select 1 from ruta_cliente rc where rc.id_empresa = cl.id_empresa
      and rc.id_cliente = cl.id_cliente and rc.id_ruta = ${idRuta})
    ${filtro.q ? sql`and ${coincideCliente(sql`cl.id_cliente`, filtro.q)}` : sql``}`;
  const filas = await filasDe<FilaCliente>(
    tx,
    sql`select ${columnasDeCliente}, null::int as orden from cliente cl where ${donde}
        order by cl.nombres, cl.apellidos, cl.id_cliente ${limiteDePagina(filtro.limite, filtro.desde)}`,
  );
  const [total] = await filasDe<{ n: string }>(tx, sql`select count(*) as n from cliente cl where ${donde}`);
  return { items: filas.map(aClienteDeRuta), total: Number(total?.n ?? 0) };
}

interface FilaEmpleado {
  id_usuario: number;
  usuario: string;
  nombres: string | null;
  apellidos: string | null;
  rol: string;
  estado: string;
}

const aEmpleado = (f: FilaEmpleado): EmpleadoDeRuta => ({
  id_usuario: f.id_usuario,
  usuario: f.usuario,
  nombre: [f.nombres, f.apellidos].filter(Boolean).join(' ') || f.usuario,
  rol: f.rol,
  estado: f.estado,
});

/** Los cobradores de la ruta (`asignados`) o los usuarios activos que aún no están en ella. */
export async function empleadosDeRuta(tx: Tx, idEmpresa: number, idRuta: number, asignados: boolean) {
  const enRuta = sql`exists (select 1 from ruta_usuario ru where ru.id_empresa = u.id_empresa
    and ru.id_usuario = u.id_usuario and ru.id_ruta = ${idRuta})`;
  const filas = await filasDe<FilaEmpleado>(
    tx,
    sql`select u.id_usuario, u.usuario, u.nombres, u.apellidos, u.rol, u.estado from usuario u
        where u.id_empresa = ${idEmpresa} and ${asignados ? enRuta : sql`u.estado = 'ACTIVO' and not ${enRuta}`}
        order by u.nombres, u.usuario`,
  );
  return filas.map(aEmpleado);
}
