import { fechaDeNegocio, sumarDias, sumarMeses } from '@prestamos/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import { abrirCaja, prestar, rutaDePrueba } from '../../../test/fabricas';
import { type Cliente, entrar, subirArchivo } from '../../../test/peticiones';
import { enPlataforma, filasDe } from '../../db/transacciones';
import { TABLAS_DE_EMPRESA } from './borrado';

let e: Entorno;
let soporte: Cliente;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  e = await crearEntorno();
  soporte = await entrar(e, 'SOPORTE', 'soporte');
});
afterAll(() => e.cerrar());

/** Todas las tablas con columna id_empresa (menos la empresa misma). */
async function tablasConEmpresa(): Promise<string[]> {
  const filas = await enPlataforma(e.db, (tx) =>
    filasDe<{ tabla: string }>(
      tx,
      sql`select table_name as tabla from information_schema.columns
          where table_schema = 'public' and column_name = 'id_empresa' and table_name <> 'empresa'`,
    ),
  );
  return filas.map((f) => f.tabla).sort();
}

/** Filas de cada tabla de empresa: de una empresa dada y de todas las demás. */
async function filasPorTabla(idEmpresa: number) {
  const conteo: Record<string, { suyas: number; otras: number }> = {};
  await enPlataforma(e.db, async (tx) => {
    for (const tabla of [...TABLAS_DE_EMPRESA, 'empresa']) {
      const [f] = await filasDe<{ suyas: string; otras: string }>(
        tx,
        sql`select count(*) filter (where id_empresa = ${idEmpresa}) as suyas,
              count(*) filter (where id_empresa <> ${idEmpresa}) as otras
            from ${sql.identifier(tabla)}`,
      );
      conteo[tabla] = { suyas: Number(f?.suyas), otras: Number(f?.otras) };
    }
  });
  return conteo;
}

describe('DELETE /api/empresas/:id', () => {
  it('la lista de tablas que se borran cubre todas las tablas con id_empresa', async () => {
    expect([...TABLAS_DE_EMPRESA].sort()).toEqual(await tablasConEmpresa());
  });

  it('borra cada fila que la empresa tenía, en todas sus tablas, y ninguna de otra empresa', async () => {
    const creada = await soporte.post('/api/empresas', {
      nombre_empresa: 'Para borrar',
      rnc: 'BORRAR',
      plan: { nombre: 'Superior' },
      admin: { password: 'clave-borrar' },
    });
    const id = creada.body.item.id_empresa as number;
    const tenant = { 'x-tenant': String(id) };
    const admin = await entrar(e, 'BORRAR', 'admin', 'clave-borrar');

    // Una empresa con historia en todas sus tablas: clientes con hijos y foto, préstamos cobrados, anulados y
    // diferidos, caja, plan con historia y pagos, logo, usuarios con permisos directos y sesiones, enlaces de recibo.
    await abrirCaja(e, id, 100_000);
    const c = await admin.post('/api/clientes', {
      nombres: 'Luisa',
      apellidos: 'Borrable',
      cedula: '00100000009',
    });
    const idCliente = c.body.item.id_cliente;
    await admin.post(`/api/clientes/${idCliente}/garantes`, { nombre: 'Garante' });
    await admin.post(`/api/clientes/${idCliente}/ref-laboral`, { nombre_empresa: 'Trabajo' });
    await subirArchivo(e, admin.token, `/api/clientes/${idCliente}/foto`, {
      campo: 'foto',
      nombre: 'f.png',
      tipo: 'image/png',
      datos: PNG,
    });
    await subirArchivo(e, admin.token, '/api/empresa/logo', {
      campo: 'logo',
      nombre: 'l.png',
      tipo: 'image/png',
      datos: PNG,
    });
    const hoy = fechaDeNegocio(e.deps.ahora());
    const p = await prestar(admin, idCliente, { fechaInicio: sumarMeses(hoy, -1) });
    const cuotas = (await admin.get(`/api/prestamos/${p.id_prestamo}/plan`)).body.cuotas;
    const cobro = await admin.post(
      `/api/pagos/${cuotas[0].id_pago}/cobrar`,
      { monto: 1000, metodo: 'EFECTIVO' },
      {
        'idempotency-key': 'clave-de-borrado-1',
      },
    );
    expect(cobro.status).toBe(200);
    // Un enlace para compartir el recibo por WhatsApp.
    const enlace = await admin.post(`/api/pagos/recibos/${cobro.body.id_recibo}/enlace`, {});
    expect(enlace.status, JSON.stringify(enlace.body)).toBe(200);
    await admin.post('/api/pagos/cancelar-ultimo', { id_prestamo: p.id_prestamo });
    const diferida = await admin.post(`/api/pagos/${cuotas[0].id_pago}/diferir`, {
      nueva_fecha: sumarDias(hoy, 3),
    });
    expect(diferida.status, JSON.stringify(diferida.body)).toBe(200);
    await admin.post(`/api/pagos/${cuotas[0].id_pago}/cobrar`, { monto: 500, metodo: 'EFECTIVO' });
    const operador = await admin.post('/api/usuarios', {
      usuario: 'cobra',
      rol: 'OPERADOR',
      password: 'clave-cobra',
    });
    await admin.put(`/api/usuarios/${operador.body.item.id}/permisos`, { directos: ['caja.ver'] });
    await admin.put('/api/roles/OPERADOR/permisos', { permisos: ['clientes.ver'] });
    await entrar(e, 'BORRAR', 'cobra', 'clave-cobra');
    await rutaDePrueba(admin, { nombre: 'Ruta', clientes: [idCliente], cobradores: [operador.body.item.id] });
    // Una conversación con soporte: conversación, mensajes, lecturas y sus eventos.
    const chat = await admin.post('/api/chat/start', { asunto: 'Plan', body: '¿Cómo pago el plan?' });
    expect(chat.status, JSON.stringify(chat.body)).toBe(201);
    const respuesta = await soporte.post(`/api/chat/${chat.body.conv_id}/reply`, {
      body: 'Por transferencia.',
    });
    expect(respuesta.status, JSON.stringify(respuesta.body)).toBe(201);
    await soporte.post('/api/empresa/pagos', { monto: 1500 }, tenant);
    await soporte.put(
      '/api/empresa/plan',
      {
        plan_nombre: 'Medio',
        plan_frecuencia: 'MENSUAL',
        plan_cuotas: 1,
        plan_monto_cuota: 1000,
        plan_fecha_inicio: hoy,
      },
      tenant,
    );

    const antes = await filasPorTabla(id);
    const vacias = Object.entries(antes)
      .filter(([, n]) => n.suyas === 0)
      .map(([t]) => t);
    expect(vacias, 'la empresa debe tener filas en cada tabla antes de borrarla').toEqual([]);

    const r = await soporte.delete(`/api/empresas/${id}`);
    expect(r.body).toEqual({ ok: true, message: 'Empresa BORRAR eliminada' });
    const despues = await filasPorTabla(id);
    for (const tabla of Object.keys(antes)) {
      expect(despues[tabla], tabla).toEqual({ suyas: 0, otras: antes[tabla]?.otras });
    }
    expect((await admin.get('/api/clientes')).status).toBe(401);
    expect((await soporte.get('/api/clientes', tenant)).status).toBe(404);
  });
});
