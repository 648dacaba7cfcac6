import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textoDelPdf } from '../../../../test/documentos';
import { crearEntorno, type Entorno } from '../../../../test/entorno';
import { abrirCaja, crearEmpresaDePrueba, type EmpresaDePrueba, prestar } from '../../../../test/fabricas';
import { type Cliente, entrar } from '../../../../test/peticiones';
import { enPlataforma } from '../../../db/transacciones';

// Un cobro en modo "ver empresa" (issue 31): el SUPERADMIN es de SOPORTE, así que la seguridad por filas de la empresa
// vista no deja unir su fila de usuario; el recibo salía con `cajero: ""` y "Recibido por" en blanco.
let e: Entorno;
let soporte: Cliente;
let vista: EmpresaDePrueba;
let otra: EmpresaDePrueba;
let verVista: Record<string, string>;

const SOPORTE = 'Equipo de Soporte (Soporte)';

beforeAll(async () => {
  e = await crearEntorno();
  soporte = await entrar(e, 'SOPORTE', 'soporte');
  vista = await crearEmpresaDePrueba(e, 'VISTA');
  otra = await crearEmpresaDePrueba(e, 'OTRA');
  verVista = { 'x-tenant': String(vista.id_empresa) };
  await abrirCaja(e, vista.id_empresa, 100_000);
});
afterAll(() => e.cerrar());

/** Un préstamo de VISTA y el cobro de su primera cuota hecho por `quien` (con las cabeceras dadas). */
async function cobroDe(quien: Cliente, cabeceras?: Record<string, string>) {
  const c = await vista.admin.post('/api/clientes', { nombres: 'Rosa', apellidos: `Cobrada ${Date.now()}` });
  const p = await prestar(vista.admin, c.body.item.id_cliente);
  const plan = await vista.admin.get(`/api/prestamos/${p.id_prestamo}/plan`);
  const r = await quien.post(
    `/api/pagos/${plan.body.cuotas[0].id_pago}/cobrar`,
    { monto: 500, metodo: 'EFECTIVO' },
    cabeceras,
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return {
    idPrestamo: p.id_prestamo,
    idRecibo: r.body.id_recibo as number,
    noRecibo: r.body.no_recibo as string,
  };
}

async function pdfDe(quien: Cliente, url: string, cabeceras?: Record<string, string>) {
  const r = await e.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${quien.token}`, ...cabeceras },
  });
  expect(r.statusCode).toBe(200);
  expect(r.headers['content-type']).toBe('application/pdf');
  return textoDelPdf(r.rawPayload);
}

describe('recibo de un cobro hecho en modo "ver empresa"', () => {
  it('el JSON y el PDF nombran al SUPERADMIN, para él y para la empresa', async () => {
    const cobro = await cobroDe(soporte, verVista);
    // Quedó registrado a nombre del SUPERADMIN (su id), no de alguien de la empresa.
    const [guardado] = await enPlataforma(e.db, (tx) =>
      tx.execute(sql`select r.id_usuario, u.usuario, u.id_empresa from recibo r
        join usuario u on u.id_usuario = r.id_usuario where r.id_recibo = ${cobro.idRecibo}`),
    ).then((r) => (r as unknown as { rows: { usuario: string; id_empresa: number }[] }).rows);
    expect(guardado).toMatchObject({ usuario: 'soporte', id_empresa: 1 });

    for (const [quien, cabeceras] of [
      [soporte, verVista],
      [vista.admin, undefined],
    ] as const) {
      const pagos = await quien.get(`/api/prestamos/${cobro.idPrestamo}/pagos-detalle`, cabeceras);
      expect(pagos.status).toBe(200);
      expect(pagos.body.pagos).toHaveLength(1);
      expect(pagos.body.pagos[0]).toMatchObject({ no_recibo: cobro.noRecibo, cajero: SOPORTE });

      for (const url of [
        `/api/pagos/recibos/${cobro.idRecibo}/pdf`,
        `/api/pagos/recibos/by-recibo/${cobro.noRecibo}/pdf`,
      ]) {
        const texto = await pdfDe(quien, url, cabeceras);
        expect(texto).toContain(`No. ${cobro.noRecibo}`);
        expect(texto).toContain(`Cajero ${SOPORTE}`);
        // La firma: el nombre en mayúsculas sobre la línea de "Recibido por".
        expect(texto).toContain(`${SOPORTE.toUpperCase()} Recibido por`);
      }
    }

    // El ingreso de caja del cobro también dice quién lo hizo.
    const caja = await vista.admin.get('/api/caja/movimientos');
    const ingreso = caja.body.items.find((m: { descripcion: string }) =>
      m.descripcion.includes(cobro.noRecibo),
    );
    expect(ingreso?.usuario).toBe(SOPORTE);
  });

  it('un cobro de alguien de la empresa sigue con su nombre, sin "(Soporte)"', async () => {
    const cobro = await cobroDe(vista.admin);
    const pagos = await vista.admin.get(`/api/prestamos/${cobro.idPrestamo}/pagos-detalle`);
    expect(pagos.body.pagos[0].cajero).toBe('admin');
    const texto = await pdfDe(vista.admin, `/api/pagos/recibos/${cobro.idRecibo}/pdf`);
    expect(texto).toContain('Cajero admin');
    expect(texto).toContain('ADMIN Recibido por');
    expect(texto).not.toContain('(Soporte)');
  });

  it('el paso a los usuarios de la plataforma no lee los de otra empresa', async () => {
    // Un recibo que dijera que lo cobró el administrador de OTRA (no puede pasar por la API): su nombre no aparece.
    const cobro = await cobroDe(vista.admin);
    await enPlataforma(e.db, (tx) =>
      tx.execute(sql`update recibo set id_usuario = ${otra.idAdmin} where id_recibo = ${cobro.idRecibo}`),
    );
    const pagos = await vista.admin.get(`/api/prestamos/${cobro.idPrestamo}/pagos-detalle`);
    expect(pagos.body.pagos[0].cajero).toBe('');
    const texto = await pdfDe(vista.admin, `/api/pagos/recibos/${cobro.idRecibo}/pdf`);
    expect(texto).toContain('Cajero —');
    // La firma de quien recibió queda sin nombre: la raya y su rol, y enseguida la del cliente.
    expect(texto).toMatch(/RD\$ [\d,.]+ Recibido por ROSA COBRADA/);
    expect(texto.toLowerCase()).not.toContain('admin');
  });
});
