import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextoDePrueba, disposicionDelPdf, textoDe, textoDelPdf } from '../../../../test/documentos';
import { crearEntorno, type Entorno } from '../../../../test/entorno';
import { abrirCaja, crearEmpresaDePrueba, type EmpresaDePrueba } from '../../../../test/fabricas';
import { type Cliente, entrar, subirArchivo } from '../../../../test/peticiones';
import { contrato } from './contrato';
import { datosDeDocumento } from './datos';
import { comprobanteDeDesembolso } from './desembolso';
import { reciboDelPrestamo } from './estado-de-cuenta';
import { planDePagos } from './plan';

let e: Entorno;
let admin: Cliente;
let otra: EmpresaDePrueba;
let idPrestamo: number;
let codigo: string;

/** El administrador de DEMO. */
const CTX = contextoDePrueba(2, 2);

beforeAll(async () => {
  e = await crearEntorno();
  admin = await entrar(e, 'DEMO', 'admin');
  otra = await crearEmpresaDePrueba(e, 'OTRA');
  await abrirCaja(e, 2, 200_000);
  // Estas pruebas fijan el plan al centavo con fechas pasadas: sin la mora de DEMO (se prueba en pagos).
  await admin.put('/api/empresa/ajustes', { mora_porcentaje: 0 });
  const c = await admin.post('/api/clientes', {
    nombres: 'Yokasta',
    apellidos: 'Núñez Peña',
    cedula: '402-1234567-8',
    direccion: 'Calle Duarte 45',
  });
  await admin.post(`/api/clientes/${c.body.item.id_cliente}/garantes`, {
    nombre: 'Rafael Gómez',
    cedula: '001-0000000-9',
  });
  const p = await admin.post('/api/prestamos', {
    id_cliente: c.body.item.id_cliente,
    monto: 100_000,
    plazo: 12,
    tasa: 5,
    fecha_inicio: '2026-01-15',
    gastos_cierre: 2_500,
  });
  idPrestamo = p.body.prestamo.id_prestamo;
  codigo = p.body.prestamo.codigo_prestamo;
});
afterAll(() => e.cerrar());

describe('documentos del préstamo', () => {
  it('el contrato nombra a las partes con cédula, el monto en letras, las condiciones y las firmas', async () => {
    const datos = await datosDeDocumento(e.deps, CTX, idPrestamo);
    const texto = textoDe(contrato(datos));
    for (const esperado of [
      'CONTRATO DE PRÉSTAMO',
      `No. ${codigo}`,
      'PRÉSTAMOS EL PROGRESO, SRL',
      'YOKASTA NÚÑEZ PEÑA',
      'portador(a) de la cédula 402-1234567-8',
      'RAFAEL GÓMEZ, cédula 001-0000000-9',
      'RD$\u00a0100,000.00 (CIEN MIL PESOS DOMINICANOS CON 00/100)',
      'RD$\u00a097,500.00',
      '5 % mensual',
      'Francés (cuota fija)',
      '15/02/2026 por RD$\u00a011,282.54',
      '15/01/2027 por RD$\u00a011,282.55',
      'RD$\u00a035,390.49',
      'RD$\u00a0135,390.49',
      'EL GARANTE',
      'TESTIGO',
    ]) {
      expect(texto).toContain(esperado);
    }
    const plan = textoDe(planDePagos(datos));
    expect(plan).toContain('PLAN DE PAGOS');
    expect(plan).toContain('RD$\u00a04,685.87');
    expect(plan).toContain('RD$\u00a0135,390.49');
    const desembolso = textoDe(comprobanteDeDesembolso(datos));
    expect(desembolso).toContain('NETO ENTREGADO');
    expect(desembolso).toContain('NOVENTA Y SIETE MIL QUINIENTOS PESOS DOMINICANOS CON 00/100');
    expect(textoDe(reciboDelPrestamo(datos))).toContain('Sin pagos registrados.');
  });

  it('se sirven como PDF en línea con nombre de archivo; otra empresa recibe 404', async () => {
    for (const documento of ['contrato', 'plan', 'desembolso', 'recibo']) {
      const r = await e.app.inject({
        method: 'GET',
        url: `/api/prestamos/${idPrestamo}/${documento}/pdf`,
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toBe('application/pdf');
      expect(String(r.headers['content-disposition'])).toMatch(
        new RegExp(`^inline; filename=".+-${codigo}\\.pdf"$`),
      );
      expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await otra.admin.get(`/api/prestamos/${idPrestamo}/${documento}/pdf`)).status).toBe(404);
    }
  });

  it('el texto del cliente queda en mayúsculas: en su ficha, su garante, la caja y el contrato en PDF', async () => {
    const c = await admin.post('/api/clientes', {
      nombres: ' rosa elena ',
      apellidos: 'almánzar de la rosa',
      direccion: 'calle 30 de marzo 4, moca',
      correo: 'Rosa.Almanzar@Correo.do',
    });
    expect(c.status).toBe(201);
    expect(c.body.item).toMatchObject({
      nombres: 'ROSA ELENA',
      apellidos: 'ALMÁNZAR DE LA ROSA',
      direccion: 'CALLE 30 DE MARZO 4, MOCA',
      correo: 'rosa.almanzar@correo.do',
    });
    const id = c.body.item.id_cliente;
    const g = await admin.post(`/api/clientes/${id}/garantes`, {
      nombre: 'ñico peña',
      direccion: 'el pino, la vega',
    });
    expect(g.body.item).toMatchObject({ nombre: 'ÑICO PEÑA', direccion: 'EL PINO, LA VEGA' });
    const ref = await admin.post(`/api/clientes/${id}/ref-laboral`, {
      nombre_empresa: 'colmado güero',
      puesto: 'cajera',
    });
    expect(ref.body.item).toMatchObject({ nombre_empresa: 'COLMADO GÜERO', puesto: 'CAJERA' });
    const editado = await admin.put(`/api/clientes/${id}`, {
      nombres: 'rosa elena',
      apellidos: 'almánzar de la rosa',
      direccion: 'calle 30 de marzo 4, moca',
    });
    expect(editado.body.item).toMatchObject({
      nombres: 'ROSA ELENA',
      direccion: 'CALLE 30 DE MARZO 4, MOCA',
    });

    const p = await admin.post('/api/prestamos', { id_cliente: id, monto: 5_000, plazo: 2, tasa: 5 });
    const { id_prestamo, codigo_prestamo } = p.body.prestamo;
    const caja = await admin.get(`/api/caja/movimientos?q=${codigo_prestamo}`);
    expect(caja.body.items.map((m: { descripcion: string }) => m.descripcion)).toEqual([
      `Desembolso del préstamo ${codigo_prestamo} a ROSA ELENA ALMÁNZAR DE LA ROSA`,
    ]);
    const pdf = await e.app.inject({
      method: 'GET',
      url: `/api/prestamos/${id_prestamo}/contrato/pdf`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const texto = textoDelPdf(pdf.rawPayload);
    expect(texto).toContain('ROSA ELENA ALMÁNZAR DE LA ROSA');
    expect(texto).toContain('domiciliado(a) en CALLE 30 DE MARZO 4, MOCA');
    expect(texto).toContain('ÑICO PEÑA');
  });

  it('el contrato dice la regla de mora pactada al firmar, y no cambia aunque la empresa la cambie después', async () => {
    expect(textoDe(contrato(await datosDeDocumento(e.deps, CTX, idPrestamo)))).toContain(
      'El atraso en el pago de una cuota no genera recargo por mora.',
    );
    await admin.put('/api/empresa/ajustes', { mora_porcentaje: 5, dias_gracia: 5 });
    const c = await admin.post('/api/clientes', { nombres: 'Con', apellidos: 'Mora' });
    const p = await admin.post('/api/prestamos', {
      id_cliente: c.body.item.id_cliente,
      monto: 5_000,
      plazo: 2,
      tasa: 5,
    });
    const clausula =
      'genera un recargo por mora de 5 % mensual sobre el saldo vencido de la cuota, después de 5 días de gracia';
    expect(textoDe(contrato(await datosDeDocumento(e.deps, CTX, p.body.prestamo.id_prestamo)))).toContain(
      clausula,
    );
    await admin.put('/api/empresa/ajustes', { mora_porcentaje: 2, dias_gracia: 0 });
    expect(textoDe(contrato(await datosDeDocumento(e.deps, CTX, p.body.prestamo.id_prestamo)))).toContain(
      clausula,
    );
    const plan = (await admin.get(`/api/prestamos/${p.body.prestamo.id_prestamo}/plan`)).body.prestamo;
    expect(plan).toMatchObject({ mora_porcentaje: 5, dias_gracia: 5 });
    await admin.put('/api/empresa/ajustes', { mora_porcentaje: 0, dias_gracia: 0 });
  });

  it('llevan el logo de la empresa cuando lo subió (y la preferencia lo muestra)', async () => {
    // El mismo PDF se pide antes, con y sin el logo: el que ya se dibujó nunca se sirve con otros datos.
    const planEnPdf = async () =>
      (
        await e.app.inject({
          method: 'GET',
          url: `/api/prestamos/${idPrestamo}/plan/pdf`,
          headers: { authorization: `Bearer ${admin.token}` },
        })
      ).rawPayload.includes(Buffer.from('/Subtype /Image'));
    expect(await planEnPdf()).toBe(false);
    const sinLogo = contrato(await datosDeDocumento(e.deps, CTX, idPrestamo));
    expect(JSON.stringify(sinLogo.header)).not.toContain('data:image');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const subido = await subirArchivo(e, admin.token, '/api/empresa/logo', {
      campo: 'logo',
      nombre: 'l.png',
      tipo: 'image/png',
      datos: png,
    });
    // El PDF lleva la copia guardada del logo (la normalizada), la misma que sirve su URL.
    const guardado = (await e.app.inject({ method: 'GET', url: subido.body.logo_url })).rawPayload;
    const conLogo = contrato(await datosDeDocumento(e.deps, CTX, idPrestamo));
    expect(JSON.stringify(conLogo.header)).toContain(`data:image/png;base64,${guardado.toString('base64')}`);
    expect(await planEnPdf()).toBe(true);
    await admin.put('/api/empresa/ajustes', { show_logo: false });
    expect(JSON.stringify(contrato(await datosDeDocumento(e.deps, CTX, idPrestamo)).header)).not.toContain(
      'data:image',
    );
    expect(await planEnPdf()).toBe(false);
    await admin.put('/api/empresa/ajustes', { show_logo: true });
  });

  it('lo que lee el cliente: sin espacios antes de coma, sin el código interno, sin puntos colgando, el título en un renglón y la firma del garante (issue 40)', async () => {
    // Una dirección larga ocupa el encabezado: el título ya no cabía en un renglón y se partía.
    const empresa = (await admin.get('/api/empresa/info')).body.item;
    const larga = 'Av. 27 de Febrero 215, Plaza Central, local 4, Santiago de los Caballeros';
    expect((await admin.put('/api/empresa/info', { ...empresa, direccion: larga })).status).toBe(200);
    const c = await admin.post('/api/clientes', {
      nombres: 'Altagracia',
      apellidos: 'Batista Ureña',
      cedula: '031-4567890-8',
      direccion: 'Calle Las Flores 12, Jarabacoa',
    });
    await admin.post(`/api/clientes/${c.body.item.id_cliente}/garantes`, {
      nombre: 'Ramona Espinal',
      cedula: '034-1234567-1',
    });
    const p = await admin.post('/api/prestamos', {
      id_cliente: c.body.item.id_cliente,
      monto: 20_000,
      plazo: 6,
      tasa: 5,
      gastos_cierre: 500,
    });
    const id = p.body.prestamo.id_prestamo;
    const plan = await admin.get(`/api/prestamos/${id}/plan`);
    const cobro = await admin.post(`/api/pagos/${plan.body.cuotas[0].id_pago}/cobrar`, {
      monto: 1_000,
      metodo: 'EFECTIVO',
    });
    expect(cobro.status, JSON.stringify(cobro.body)).toBe(200);
    const pdfDe = async (url: string) =>
      (await e.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin.token}` } }))
        .rawPayload;
    const documentos: Record<string, Buffer> = {};
    for (const d of ['contrato', 'plan', 'desembolso', 'recibo'])
      documentos[d] = await pdfDe(`/api/prestamos/${id}/${d}/pdf`);
    documentos.recibo_de_pago = await pdfDe(`/api/pagos/recibos/${cobro.body.id_recibo}/pdf`);
    documentos.ticket = await pdfDe(`/api/pagos/recibos/${cobro.body.id_recibo}/pdf?formato=ticket`);

    for (const [nombre, pdf] of Object.entries(documentos)) {
      const texto = textoDelPdf(pdf);
      expect(texto, nombre).toContain('ALTAGRACIA BATISTA UREÑA');
      // Una coma despegada de su palabra: en el contrato justificado se veía "8 , domiciliado(a)".
      expect(texto, nombre).not.toMatch(/\S ,/);
      // El código de la empresa es el de iniciar sesión: interno.
      expect(texto, nombre).not.toContain('Código');
      expect(texto, nombre).not.toMatch(/\bDEMO\b/);
      // Un punto medio suelto es una palabra que puede quedar sola al final de un renglón.
      const { palabras } = disposicionDelPdf(pdf);
      expect(palabras.length, nombre).toBeGreaterThan(10);
      expect(
        palabras.filter((w) => w.texto.startsWith('·') || w.texto.endsWith('·')).map((w) => w.texto),
        nombre,
      ).toEqual([]);
    }

    const contrato = textoDelPdf(documentos.contrato as Buffer);
    expect(contrato).toContain(
      'y ALTAGRACIA BATISTA UREÑA, portador(a) de la cédula 031-4567890-8, domiciliado(a) en CALLE LAS FLORES 12, JARABACOA, en lo adelante EL DEUDOR, y con la garantía solidaria de RAMONA ESPINAL, cédula 034-1234567-1, en lo adelante EL GARANTE, se ha convenido lo siguiente:',
    );
    const { palabras, rayas } = disposicionDelPdf(documentos.contrato as Buffer);
    const palabra = (texto: string) => palabras.filter((w) => w.texto === texto);
    // El título en un renglón, y el número un renglón más abajo.
    const titulo = palabras.find((w) => w.texto.startsWith('CONTRATO'));
    expect(
      palabras
        .filter((w) => w.y === titulo?.y && w.x >= (titulo?.x ?? 0))
        .map((w) => w.texto)
        .join(' '),
    ).toBe('CONTRATO DE PRÉSTAMO');
    const [no] = palabra('No.');
    expect((no?.y ?? 0) - (titulo?.y ?? 0)).toBeGreaterThan(9);
    // La firma del garante en la primera hoja, con las de las partes: su nombre debajo de una raya, y su rol.
    const garante = palabra('RAMONA').at(-1); // la primera es la de la comparecencia
    expect(garante).toBeDefined();
    const x = garante?.x ?? 0;
    const debajo = (r: { y: number }) => (garante?.y ?? 0) - r.y;
    // Como en las demás firmas (firmas.test.ts): la raya encima del nombre, con aire y sin tacharlo.
    const raya = rayas.find((r) => r.x1 <= x && x <= r.x2 && debajo(r) > 11 && debajo(r) < 20);
    expect(raya, 'raya de firma del garante').toBeDefined();
    expect(palabras.some((w) => w.texto.startsWith('GARANTE') && w.y > (garante?.y ?? 0))).toBe(true);
    await admin.put('/api/empresa/info', empresa);
  });

  it('el recibo del préstamo lista sus recibos después de liquidar', async () => {
    const liquidado = await admin.post(`/api/prestamos/${idPrestamo}/liquidar`, { descuento: 390.49 });
    const texto = textoDe(reciboDelPrestamo(await datosDeDocumento(e.deps, CTX, idPrestamo)));
    expect(texto).toContain(liquidado.body.no_recibo);
    expect(texto).toContain('Liquidación');
    expect(texto).toContain('RD$\u00a0135,000.00');
    expect(texto).toContain('SALDADO');
  });
});
