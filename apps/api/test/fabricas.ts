import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { empresa, usuario } from '../src/db/schema';
import { enEmpresa, enPlataforma, filasDe } from '../src/db/transacciones';
import { hashearPassword } from '../src/lib/passwords';
import { registrarMovimiento } from '../src/modules/caja/repositorio';
import { insertarEmpresa, type NuevaEmpresa } from '../src/modules/empresas/repositorio';
import { CLAVE, type Entorno } from './entorno';
import { type Cliente, entrar } from './peticiones';

export interface EmpresaDePrueba {
  id_empresa: number;
  rnc: string;
  admin: Cliente;
  idAdmin: number;
}

/** Una empresa más con su administrador ya dentro; `datos` cambia cualquier campo de la empresa. */
export async function crearEmpresaDePrueba(
  e: Entorno,
  rnc: string,
  datos: Partial<NuevaEmpresa> = {},
): Promise<EmpresaDePrueba> {
  const emp = await enPlataforma(e.db, (tx) =>
    insertarEmpresa(tx, { nombre_empresa: `Empresa ${rnc}`, rnc, ...datos, estado: 'ACTIVO' }),
  );
  const idAdmin = await crearUsuarioDePrueba(e, emp.id_empresa, 'admin', 'ADMIN');
  const admin = await entrar(e, rnc, 'admin');
  // El estado pedido se aplica después de entrar, para poder probar sesiones de empresas suspendidas.
  if (datos.estado && datos.estado !== 'ACTIVO')
    await cambiarEstadoDeEmpresa(e, emp.id_empresa, datos.estado);
  return { id_empresa: emp.id_empresa, rnc: emp.rnc, admin, idAdmin };
}

export async function crearUsuarioDePrueba(
  e: Entorno,
  idEmpresa: number,
  nombre: string,
  rol: string,
  password = CLAVE,
): Promise<number> {
  const hash = await hashearPassword(password);
  const [fila] = await enPlataforma(e.db, (tx) =>
    tx
      .insert(usuario)
      .values({ id_empresa: idEmpresa, usuario: nombre, password_hash: hash, rol, nombres: nombre })
      .returning({ id: usuario.id_usuario }),
  );
  if (!fila) throw new Error('No se creó el usuario de prueba');
  return fila.id;
}

/**
 * Un OPERADOR (su rol no da nada de lo que se prueba) con estos permisos directos, ya dentro de su empresa. Salvo
 * `soloSusRutas`, también ve a los clientes fuera de rutas (`clientes.todos`): las pruebas de permisos no prueban rutas.
 */
export async function usuarioConPermisos(
  e: Entorno,
  emp: EmpresaDePrueba,
  nombre: string,
  permisos: string[],
  opciones: { soloSusRutas?: boolean } = {},
): Promise<Cliente> {
  const id = await crearUsuarioDePrueba(e, emp.id_empresa, nombre, 'OPERADOR');
  const directos = opciones.soloSusRutas ? permisos : [...permisos, 'clientes.todos'];
  const r = await emp.admin.put(`/api/usuarios/${id}/permisos`, { directos });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return entrar(e, emp.rnc, nombre);
}

/**
 * Escribe en la base, no por la API: una instancia que ya recuerda una sesión de esa empresa se entera por el aviso de
 * la base, milisegundos después (lib/recordados.ts). Para probar el efecto en la petición siguiente,
 * la API de la plataforma (`/api/empresas/:id/activar`).
 */
export async function cambiarEstadoDeEmpresa(e: Entorno, idEmpresa: number, estado: string) {
  await enPlataforma(e.db, (tx) =>
    tx.update(empresa).set({ estado }).where(eq(empresa.id_empresa, idEmpresa)),
  );
}

/**
 * Un préstamo dado por la API, con su desembolso (la caja debe alcanzar): 10 000 a 3 meses al 5 %. `fechaInicio` en el
 * pasado lo deja atrasado; `saldado` lo liquida enseguida.
 */
export async function prestar(
  quien: Cliente,
  idCliente: number,
  opciones: { fechaInicio?: string; saldado?: boolean } = {},
): Promise<{ id_prestamo: number; codigo_prestamo: string }> {
  const r = await quien.post('/api/prestamos', {
    id_cliente: idCliente,
    monto: 10_000,
    plazo: 3,
    tasa: 5,
    ...(opciones.fechaInicio ? { fecha_inicio: opciones.fechaInicio } : {}),
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  if (opciones.saldado) {
    const l = await quien.post(`/api/prestamos/${r.body.prestamo.id_prestamo}/liquidar`, { descuento: 0 });
    expect(l.status, JSON.stringify(l.body)).toBe(200);
  }
  return r.body.prestamo;
}

/** Dinero inicial en la caja de una empresa (un ingreso de apertura). */
export async function abrirCaja(e: Entorno, idEmpresa: number, pesos: number) {
  await enEmpresa(e.db, idEmpresa, (tx) =>
    registrarMovimiento(tx, {
      idEmpresa,
      tipo: 'INGRESO',
      montoCentavos: Math.round(pesos * 100),
      descripcion: 'Apertura de caja',
      origen: 'APERTURA',
      fecha: e.deps.ahora(),
      idUsuario: null,
    }),
  );
}

/** Saldo guardado de la caja y la suma de sus movimientos vigentes: deben coincidir siempre. */
export async function cuadreDeCaja(e: Entorno, idEmpresa: number) {
  return enEmpresa(e.db, idEmpresa, async (tx) => {
    const [fila] = await filasDe<{ saldo: string; suma: string }>(
      tx,
      sql`select (select sum(saldo_centavos) from caja where id_empresa = ${idEmpresa}) as saldo,
        (select coalesce(sum(case when tipo = 'INGRESO' then monto_centavos else -monto_centavos end), 0)
           from movimiento_caja where id_empresa = ${idEmpresa} and estado = 'VIGENTE') as suma`,
    );
    return { saldo: Number(fila?.saldo ?? 0), suma: Number(fila?.suma ?? 0) };
  });
}

/** Una ruta creada por la API con esos clientes (en ese orden de visita) y esos cobradores. */
export async function rutaDePrueba(
  admin: Cliente,
  datos: { nombre: string; clientes?: number[]; cobradores?: number[] },
): Promise<number> {
  const r = await admin.post('/api/rutas', { nombre: datos.nombre });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const id = r.body.item.id_ruta as number;
  if (datos.clientes) {
    const c = await admin.put(`/api/rutas/${id}/clientes`, { ids: datos.clientes });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
  }
  if (datos.cobradores) {
    const u = await admin.put(`/api/rutas/${id}/empleados`, { ids: datos.cobradores });
    expect(u.status, JSON.stringify(u.body)).toBe(200);
  }
  return id;
}
