import { createHash } from 'node:crypto';
import { fechaDeNegocio, formatearFechaHora, sumarDias } from '@prestamos/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textoDelPdf } from '../../../../test/documentos';
import { crearEntorno, type Entorno } from '../../../../test/entorno';
import { abrirCaja, crearEmpresaDePrueba, type EmpresaDePrueba, prestar } from '../../../../test/fabricas';
import { login } from '../../../../test/peticiones';
import { appConRegistro } from '../../../../test/registro';
import { enPlataforma, filasDe } from '../../../db/transacciones';
import { ENLACES_FALLIDOS_POR_DIRECCION } from './enlaces';

// Issue 34: el recibo en ticket para la impresora térmica del cobrador, y el enlace que se manda por WhatsApp.
let e: Entorno;
let emp: EmpresaDePrueba;
let otra: EmpresaDePrueba;
let cobro: { id_recibo: number; no_recibo: string };

const NO_VALIDO =
  'El enlace del recibo no es válido o ya venció. Pídele al prestamista que te lo envíe de nuevo.';

beforeAll(async () => {
  e = await crearEntorno();
  emp = await crearEmpresaDePrueba(e, 'TICKET');
  otra = await crearEmpresaDePrueba(e, 'AJENA');
  await abrirCaja(e, emp.id_empresa, 100_000);
  const c = await emp.admin.post('/api/clientes', {
    nombres: 'Rosa Elena',
    apellidos: 'Almánzar',
    cedula: '00100000009',
  });
  const p = await prestar(emp.admin, c.body.item.id_cliente);
  const plan = await emp.admin.get(`/api/prestamos/${p.id_prestamo}/plan`);
  const r = await emp.admin.post(`/api/pagos/${plan.body.cuotas[0].id_pago}/cobrar`, {
    monto: 1234.56,
    metodo: 'EFECTIVO',
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  cobro = r.body;
});
afterAll(() => e.cerrar());

/** Un PDF pedido sin más cabeceras que las dadas (sin sesión si no se da el token). */
async function pdf(url: string, token?: string, ip = '192.0.2.20') {
  return e.app.inject({
    method: 'GET',
    url,
    remoteAddress: ip,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** El ancho de la primera página (MediaBox) en puntos. */
const anchoDePagina = (pdf: Buffer) =>
  Number(/\/MediaBox \[0 0 ([\d.]+) [\d.]+\]/.exec(pdf.toString('latin1'))?.[1]);

describe('impresora de ticket en los ajustes', () => {
  it('se elige 58 u 80 mm o ninguna, y la sesión lo trae', async () => {
    expect((await emp.admin.get('/api/empresa/ajustes')).body.item.ticket_mm).toBeNull();
    const mal = await emp.admin.put('/api/empresa/ajustes', { ticket_mm: 70 });
    expect(mal.status).toBe(400);
    expect(mal.body.fields).toEqual({ ticket_mm: 'La impresora de ticket es de 58 o de 80 mm.' });
    const bien = await emp.admin.put('/api/empresa/ajustes', { ticket_mm: 58 });
    expect(bien.status).toBe(200);
    expect(bien.body.item.ticket_mm).toBe(58);
    const sesion = await login(e, 'TICKET', 'admin');
    expect(sesion.body.empresa.ticket_mm).toBe(58);
  });
});

describe('GET /api/pagos/recibos/:id/pdf?formato=ticket', () => {
  it('sale del ancho del papel de la empresa, con el número, el cliente y el monto al centavo', async () => {
    await emp.admin.put('/api/empresa/ajustes', { ticket_mm: 58 });
    const r58 = await pdf(`/api/pagos/recibos/${cobro.id_recibo}/pdf?formato=ticket`, emp.admin.token);
    expect(r58.statusCode).toBe(200);
    expect(r58.headers['content-type']).toBe('application/pdf');
    expect(r58.headers['content-disposition']).toBe(`inline; filename="ticket-${cobro.no_recibo}.pdf"`);
    expect(anchoDePagina(r58.rawPayload)).toBeCloseTo((58 * 72) / 25.4, 2);
    const texto = textoDelPdf(r58.rawPayload);
    for (const esperado of [
      `No. ${cobro.no_recibo}`,
      'ROSA ELENA ALMÁNZAR',
      'TOTAL RECIBIDO RD$ 1,234.56',
      'MIL DOSCIENTOS TREINTA Y CUATRO PESOS DOMINICANOS CON 56/100',
    ])
      expect(texto).toContain(esperado);

    await emp.admin.put('/api/empresa/ajustes', { ticket_mm: 80 });
    const r80 = await pdf(`/api/pagos/recibos/${cobro.id_recibo}/pdf?formato=ticket`, emp.admin.token);
    expect(anchoDePagina(r80.rawPayload)).toBeCloseTo((80 * 72) / 25.4, 2);
    // La altura es la del contenido, no la de una hoja.
    expect(
      Number(/\/MediaBox \[0 0 [\d.]+ ([\d.]+)\]/.exec(r80.rawPayload.toString('latin1'))?.[1]),
    ).toBeLessThan(600);

    // Sin formato, el de carta de siempre; un formato desconocido, 400 en español.
    const carta = await pdf(`/api/pagos/recibos/${cobro.id_recibo}/pdf`, emp.admin.token);
    expect(anchoDePagina(carta.rawPayload)).toBe(612);
    const otro = await pdf(`/api/pagos/recibos/${cobro.id_recibo}/pdf?formato=a4`, emp.admin.token);
    expect(otro.statusCode).toBe(400);
    expect(otro.json().message).toContain('El formato del recibo es carta o ticket.');
  });

  it('un cobro sin señal lleva la hora en que el cliente pagó y, aparte, cuándo se registró', async () => {
    await emp.admin.put('/api/empresa/ajustes', { ticket_mm: 80 });
    const c = await emp.admin.post('/api/clientes', { nombres: 'Pedro', apellidos: 'Sin Señal' });
    const p = await prestar(emp.admin, c.body.item.id_cliente, {
      fechaInicio: sumarDias(fechaDeNegocio(e.deps.ahora()), -10),
    });
    const plan = await emp.admin.get(`/api/prestamos/${p.id_prestamo}/plan`);
    const registrado = e.deps.ahora();
    const cobradoEn = new Date(registrado.getTime() - 26 * 3_600_000);
    const r = await emp.admin.post(`/api/pagos/${plan.body.cuotas[0].id_pago}/cobrar`, {
      monto: 500,
      metodo: 'EFECTIVO',
      cobrado_en: cobradoEn.toISOString(),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const ticket = await pdf(`/api/pagos/recibos/${r.body.id_recibo}/pdf?formato=ticket`, emp.admin.token);
    const texto = textoDelPdf(ticket.rawPayload);
    expect(texto).toContain(formatearFechaHora(cobradoEn));
    expect(texto).toContain(`Registrado ${formatearFechaHora(registrado)} (sin conexión)`);
  });
});

describe('enlace para compartir un recibo', () => {
  async function crearEnlace() {
    const r = await emp.admin.post(`/api/pagos/recibos/${cobro.id_recibo}/enlace`, {});
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body as { id_enlace: number; ruta: string; expira_en: string };
  }

  it('abre el PDF del recibo sin sesión, y solo se guarda el hash del token', async () => {
    const enlace = await crearEnlace();
    expect(enlace.ruta).toMatch(/^\/api\/publico\/recibos\/[A-Za-z0-9_-]{43}$/);
    expect(new Date(enlace.expira_en).getTime() - e.deps.ahora().getTime()).toBe(7 * 86_400_000);
    const r = await pdf(enlace.ruta);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['cache-control']).toBe('private, no-store');
    expect(textoDelPdf(r.rawPayload)).toContain(`No. ${cobro.no_recibo}`);
    expect(textoDelPdf(r.rawPayload)).toContain('Total recibido RD$ 1,234.56');

    const token = enlace.ruta.split('/').pop() ?? '';
    const filas = await enPlataforma(e.db, (tx) =>
      filasDe<Record<string, unknown>>(
        tx,
        sql`select * from enlace_recibo where id_enlace = ${enlace.id_enlace}`,
      ),
    );
    expect(filas).toHaveLength(1);
    expect(filas[0]?.hash_token).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(filas)).not.toContain(token);
  });

  it('el registro del servidor no escribe el token del enlace, ni con su pdf ni con la consulta', async () => {
    const enlace = await crearEnlace();
    const token = enlace.ruta.split('/').pop() ?? '';
    const { app, registro } = await appConRegistro(e);
    try {
      const abierto = await app.inject({
        method: 'GET',
        url: `${enlace.ruta}?v=1`,
        remoteAddress: '192.0.2.30',
      });
      expect(abierto.statusCode).toBe(200);
      const fallido = await app.inject({
        method: 'GET',
        url: `${enlace.ruta}x`,
        remoteAddress: '192.0.2.30',
      });
      expect(fallido.statusCode).toBe(404);
    } finally {
      await app.close();
    }
    expect(registro()).toContain('"url":"/api/publico/recibos/***?v=1"');
    expect(registro()).toContain('"url":"/api/publico/recibos/***"');
    expect(registro()).not.toContain(token);
  });

  it('revocado, o con un token que no existe, da 404 sin decir cuál', async () => {
    const enlace = await crearEnlace();
    const revocar = await emp.admin.delete(`/api/pagos/recibos/enlaces/${enlace.id_enlace}`);
    expect(revocar.status).toBe(200);
    expect(revocar.body.message).toBe('Enlace revocado: ya no abre el recibo.');
    const r = await pdf(enlace.ruta);
    expect(r.statusCode).toBe(404);
    expect(r.json().message).toBe(NO_VALIDO);
    for (const inventado of ['A'.repeat(43), 'corto', 'A'.repeat(90)]) {
      const r = await pdf(`/api/publico/recibos/${inventado}`);
      expect(r.statusCode, inventado).toBe(404);
      expect(r.json().message).toBe(NO_VALIDO);
    }
    // Otra empresa no revoca los enlaces de esta, ni se revoca dos veces.
    expect((await emp.admin.delete(`/api/pagos/recibos/enlaces/${enlace.id_enlace}`)).status).toBe(404);
    const vigente = await crearEnlace();
    expect((await otra.admin.delete(`/api/pagos/recibos/enlaces/${vigente.id_enlace}`)).status).toBe(404);
    expect((await pdf(vigente.ruta)).statusCode).toBe(200);
  });

  it('revocar los enlaces de un recibo cierra todos los vigentes; otra empresa no puede', async () => {
    const ruta = `/api/pagos/recibos/${cobro.id_recibo}/enlaces`;
    // Sin los que dejaron las pruebas anteriores.
    expect((await emp.admin.delete(ruta)).status).toBe(200);
    const uno = await crearEnlace();
    const dos = await crearEnlace();
    expect((await otra.admin.delete(ruta)).status).toBe(404);
    expect((await pdf(uno.ruta)).statusCode).toBe(200);
    const r = await emp.admin.delete(ruta);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('2 enlaces revocados: ya no abren el recibo.');
    expect((await pdf(uno.ruta)).statusCode).toBe(404);
    expect((await pdf(dos.ruta)).statusCode).toBe(404);
    expect((await emp.admin.delete(ruta)).body.message).toBe('El recibo no tenía enlaces vigentes.');
  });

  it('el recibo de otra empresa no se comparte: 404', async () => {
    const r = await otra.admin.post(`/api/pagos/recibos/${cobro.id_recibo}/enlace`, {});
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('Recibo no encontrado');
  });

  it('cada dirección puede fallar pocas veces; los aciertos no cuentan', async () => {
    const ip = '192.0.2.77';
    const enlace = await crearEnlace();
    for (let i = 0; i < ENLACES_FALLIDOS_POR_DIRECCION; i++) {
      expect((await pdf(`/api/publico/recibos/x${i}`, undefined, ip)).statusCode).toBe(404);
      if (i === 0) expect((await pdf(enlace.ruta, undefined, ip)).statusCode).toBe(200);
    }
    const bloqueado = await pdf(enlace.ruta, undefined, ip);
    expect(bloqueado.statusCode).toBe(429);
    expect(bloqueado.json().message).toMatch(/^Demasiados intentos fallidos\. Espera 15 minutos/);
    expect(bloqueado.headers['retry-after']).toBe(String(15 * 60));
    // Otra dirección no comparte el límite.
    expect((await pdf(enlace.ruta, undefined, '192.0.2.78')).statusCode).toBe(200);
  });

  it('vencido (pasados 7 días) da 404', async () => {
    const enlace = await crearEnlace();
    e.avanzarReloj(7 * 86_400 - 60);
    expect((await pdf(enlace.ruta)).statusCode).toBe(200);
    e.avanzarReloj(61);
    const r = await pdf(enlace.ruta);
    expect(r.statusCode).toBe(404);
    expect(r.json().message).toBe(NO_VALIDO);
  });
});
