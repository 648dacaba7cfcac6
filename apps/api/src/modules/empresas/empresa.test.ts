import { fechaDeNegocio, formatearFecha, sumarDias, sumarMeses } from '@prestamos/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import { crearEmpresaDePrueba, type EmpresaDePrueba } from '../../../test/fabricas';
import { type Cliente, entrar, pedir, subirArchivo } from '../../../test/peticiones';
import { empresa } from '../../db/schema/empresa';
import { enPlataforma } from '../../db/transacciones';

let e: Entorno;
let soporte: Cliente;
let emp: EmpresaDePrueba;
let hoy: string;
/** Soporte mirando la empresa de prueba (modo "ver empresa"). */
let comoSoporte: Record<string, string>;

/** PNG de 1×1 válido. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  e = await crearEntorno();
  soporte = await entrar(e, 'SOPORTE', 'soporte');
  hoy = fechaDeNegocio(e.deps.ahora());
  emp = await crearEmpresaDePrueba(e, 'PROPIA', {
    telefono: '809-555-0000',
    limite_usuarios: 3,
    limite_clientes: 40,
    plan_nombre: 'Básico',
    plan_frecuencia: 'MENSUAL',
    plan_cuotas: 6,
    plan_monto_cuota_centavos: 80_000,
    plan_fecha_inicio: sumarMeses(hoy, -1),
    plan_fecha_fin: sumarDias(hoy, 5),
  });
  comoSoporte = { 'x-tenant': String(emp.id_empresa) };
});
afterAll(() => e.cerrar());

describe('GET/PUT /api/empresa/info', () => {
  it('la ficha de la empresa de la sesión, también en /empresa', async () => {
    const r = await emp.admin.get('/api/empresa/info');
    expect(r.body.item).toMatchObject({
      id_empresa: emp.id_empresa,
      nombre_empresa: 'Empresa PROPIA',
      rnc: 'PROPIA',
      telefono: '809-555-0000',
      estado: 'ACTIVO',
      limite_usuarios: 3,
      licencia_perm: false,
    });
    expect(r.body.empresa).toEqual(r.body.item);
    expect((await emp.admin.get('/api/empresa')).body).toEqual(r.body);
  });

  it('el administrador edita sus datos pero no el código; soporte sí lo cambia', async () => {
    const r = await emp.admin.put('/api/empresa/info', {
      id_empresa: 999,
      nombre_empresa: '  Créditos Propia  ',
      rnc: 'propia',
      correo: 'OFICINA@propia.do',
      direccion: 'Calle 1',
    });
    expect(r.body).toMatchObject({
      message: 'Cambios guardados',
      item: { id_empresa: emp.id_empresa, nombre_empresa: 'Créditos Propia', correo: 'oficina@propia.do' },
    });
    const codigo = await emp.admin.put('/api/empresa/info', { nombre_empresa: 'X', rnc: 'OTRO' });
    expect(codigo.status).toBe(403);
    expect(codigo.body.message).toBe('Solo soporte puede cambiar el código de empresa');
    const ocupado = await soporte.put('/api/empresa/info', { nombre_empresa: 'X', rnc: 'DEMO' }, comoSoporte);
    expect(ocupado.status).toBe(409);
    expect(ocupado.body.message).toBe('El código DEMO ya lo usa otra empresa. Elige otro.');
    const cambio = await soporte.put(
      '/api/empresa/info',
      { nombre_empresa: 'Créditos Propia', rnc: ' pro pia2 ' },
      comoSoporte,
    );
    expect(cambio.body.item.rnc).toBe('PROPIA2');
    expect((await entrar(e, 'PROPIA2', 'admin')).token).toBeTruthy();
    await soporte.put('/api/empresa/info', { nombre_empresa: 'Créditos Propia', rnc: 'PROPIA' }, comoSoporte);
  });

  it('valida el nombre, el correo y el logo por dirección', async () => {
    const r = await emp.admin.put('/api/empresa/info', {
      nombre_empresa: ' ',
      correo: 'no-es-correo',
      logo_url: 'http://inseguro.do/logo.png',
    });
    expect(r.body.fields).toEqual({
      nombre_empresa: 'Ingresa el nombre de la empresa.',
      correo: 'Correo electrónico inválido.',
      logo_url: 'El logo debe ser una dirección https:// o el logo subido.',
    });
    const ajeno = await emp.admin.put('/api/empresa/info', {
      nombre_empresa: 'Créditos Propia',
      logo_url: '/api/empresas/2/logo?v=abcdefabcdef',
    });
    expect(ajeno.status).toBe(400);
  });

  it('el cobrador no ve la empresa ni la cambia', async () => {
    const operador = await entrar(e, 'DEMO', 'operador');
    expect((await operador.get('/api/empresa/info')).status).toBe(403);
    expect((await operador.put('/api/empresa/info', { nombre_empresa: 'X' })).status).toBe(403);
    expect((await operador.get('/api/empresa/plan')).status).toBe(403);
    expect((await operador.get('/api/empresa/pagos')).status).toBe(403);
  });
});

describe('GET/PUT /api/empresa/plan', () => {
  it('estado, días restantes, límites con su uso y el aviso de renovación a 5 días', async () => {
    const r = await emp.admin.get('/api/empresa/plan');
    expect(r.body).toEqual({
      ok: true,
      plan_nombre: 'Básico',
      plan_estado: 'VIGENTE',
      plan_frecuencia: 'MENSUAL',
      plan_cuotas: 6,
      plan_monto_cuota: 800,
      plan_fecha_inicio: sumarMeses(hoy, -1),
      plan_fecha_fin: sumarDias(hoy, 5),
      dias_restantes: 5,
      limite_usuarios: 3,
      limite_clientes: 40,
      licencia_perm: false,
      licencia: 'NORMAL',
      usuarios_usados: 1,
      clientes_usados: 0,
      aviso: `El plan de tu empresa vence el ${formatearFecha(sumarDias(hoy, 5))} (en 5 días). Contacta a soporte para renovarlo.`,
    });
  });

  it('vencido: VENCIDO con días negativos y el aviso, sin bloquear nada', async () => {
    const vencida = await crearEmpresaDePrueba(e, 'VENCIDA', {
      plan_fecha_inicio: sumarMeses(hoy, -2),
      plan_fecha_fin: sumarDias(hoy, -3),
    });
    const r = await vencida.admin.get('/api/empresa/plan');
    expect(r.body).toMatchObject({
      plan_estado: 'VENCIDO',
      dias_restantes: -3,
      aviso: `El plan de tu empresa venció el ${formatearFecha(sumarDias(hoy, -3))} (hace 3 días). Contacta a soporte para renovarlo.`,
    });
    expect(
      (await vencida.admin.post('/api/clientes', { nombres: 'Sigue', apellidos: 'Cobrando' })).status,
    ).toBe(201);
  });

  it('solo soporte cambia el plan; add_history guarda el anterior', async () => {
    const cuerpo = {
      plan_nombre: 'Medio',
      plan_frecuencia: 'TRIMESTRAL',
      plan_cuotas: 4,
      plan_monto_cuota: 2700,
      plan_fecha_inicio: hoy,
      plan_fecha_fin: null,
      licencia_perm: false,
      add_history: true,
    };
    expect((await emp.admin.put('/api/empresa/plan', cuerpo)).status).toBe(403);
    const r = await soporte.put('/api/empresa/plan', cuerpo, comoSoporte);
    expect(r.body).toMatchObject({
      message: 'Cambios guardados',
      plan_nombre: 'Medio',
      plan_frecuencia: 'TRIMESTRAL',
      plan_monto_cuota: 2700,
      plan_fecha_fin: sumarMeses(hoy, 12),
      limite_usuarios: 5,
      limite_clientes: 50,
      aviso: null,
    });
    const historia = await enPlataforma(e.db, (tx) =>
      tx.execute(
        `select plan_nombre, plan_monto_cuota_centavos from plan_historial where id_empresa = ${emp.id_empresa}`,
      ),
    );
    expect((historia as unknown as { rows: unknown[] }).rows).toEqual([
      { plan_nombre: 'Básico', plan_monto_cuota_centavos: expect.anything() },
    ]);
    const mal = await soporte.put(
      '/api/empresa/plan',
      { ...cuerpo, plan_fecha_fin: sumarDias(hoy, -1), limite_usuarios: 0 },
      comoSoporte,
    );
    expect(mal.body.fields).toEqual({
      limite_usuarios: 'El límite de usuarios es al menos 1.',
      plan_fecha_fin: 'La fecha de fin no puede ser anterior al inicio.',
    });
  });
});

describe('pagos del plan', () => {
  it('soporte registra un pago: valida, adelanta el plan un período y la empresa lo ve en su historia', async () => {
    const antes = (await emp.admin.get('/api/empresa/plan')).body.plan_fecha_fin;
    const campos = async (cuerpo: Record<string, unknown>) =>
      (await soporte.post('/api/empresa/pagos', cuerpo, comoSoporte)).body.fields;
    expect(await campos({})).toEqual({ monto: 'Indique un monto válido' });
    expect(await campos({ monto: 0 })).toEqual({ monto: 'Indique un monto válido' });
    expect(await campos({ monto: 10, metodo: 'CHEQUE' })).toEqual({
      metodo: 'Método: EFECTIVO, TRANSFERENCIA, TARJETA o DEPÓSITO.',
    });
    // Lo encontró el fuzz en PostgreSQL: desde 9999-12-31 el plan adelantado caía fuera del calendario (500).
    expect(await campos({ fecha: '9999-12-31', monto: 15 })).toEqual({
      fecha: 'La fecha debe estar entre 2000-01-01 y 2100-12-31.',
    });
    const r = await soporte.post(
      '/api/empresa/pagos',
      { monto: 2700, metodo: 'deposito', referencia: 'BHD-778' },
      comoSoporte,
    );
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      message: 'Pago registrado',
      item: {
        id_empresa: emp.id_empresa,
        fecha: hoy,
        monto: 2700,
        metodo: 'DEPÓSITO',
        referencia: 'BHD-778',
        concepto: 'Renovación mensual',
        plan_fecha_fin: sumarMeses(antes, 3),
      },
      plan: { plan_fecha_fin: sumarMeses(antes, 3) },
    });
    const lista = await emp.admin.get('/api/empresa/pagos');
    expect(lista.body).toMatchObject({ total: 1, pageSize: 100 });
    expect(lista.body.items[0]).toMatchObject({ monto: 2700, empresa_nombre: 'Créditos Propia' });
  });

  it('un plan vencido se renueva desde el día del pago, no desde su fin viejo', async () => {
    const vencida = await crearEmpresaDePrueba(e, 'VENCIDA2', {
      plan_frecuencia: 'MENSUAL',
      plan_fecha_inicio: sumarMeses(hoy, -3),
      plan_fecha_fin: sumarDias(hoy, -40),
    });
    const r = await soporte.post(
      '/api/empresa/pagos',
      { monto: 800 },
      { 'x-tenant': String(vencida.id_empresa) },
    );
    expect(r.body.plan).toMatchObject({ plan_fecha_fin: sumarMeses(hoy, 1), plan_estado: 'VIGENTE' });
  });

  it('un pago menor o mayor que el precio del plan lo adelanta en proporción, al día (issue 34)', async () => {
    // Plan Medio de RD$ 1,000 al mes que vence el 15 de diciembre de 2026 (hoy es anterior: se cuenta desde el fin).
    const medio = await crearEmpresaDePrueba(e, 'PRORRATA', {
      plan_nombre: 'Medio',
      plan_frecuencia: 'MENSUAL',
      plan_monto_cuota_centavos: 100_000,
      plan_fecha_inicio: '2026-06-15',
      plan_fecha_fin: '2026-12-15',
    });
    const pagar = async (monto: number) =>
      (
        await soporte.post(
          '/api/empresa/pagos',
          { monto, fecha: '2026-11-20' },
          { 'x-tenant': String(medio.id_empresa) },
        )
      ).body;
    // RD$ 1,000 = un mes entero: 15 de diciembre → 15 de enero.
    expect((await pagar(1000)).item.plan_fecha_fin).toBe('2027-01-15');
    // RD$ 500 = la mitad del mes que sigue (15 de enero → 15 de febrero, 31 días): 15 días, hacia abajo.
    const medioMes = await pagar(500);
    expect(medioMes.item).toMatchObject({ monto: 500, plan_fecha_fin: '2027-01-30' });
    expect(medioMes.plan.plan_fecha_fin).toBe('2027-01-30');
    // RD$ 2,333.33: dos meses (30 de marzo) y 0.33333 de abril (31 días → 10.33 → 10).
    expect((await pagar(2333.33)).item.plan_fecha_fin).toBe('2027-04-09');
    // El historial guarda el fin de antes y el de después de cada pago.
    const historia = await enPlataforma(e.db, (tx) =>
      tx.execute(
        `select plan_fecha_fin_anterior::text as antes, plan_fecha_fin::text as despues from pago_plan
         where id_empresa = ${medio.id_empresa} order by id_pago_plan`,
      ),
    );
    expect((historia as unknown as { rows: unknown[] }).rows).toEqual([
      { antes: '2026-12-15', despues: '2027-01-15' },
      { antes: '2027-01-15', despues: '2027-01-30' },
      { antes: '2027-01-30', despues: '2027-04-09' },
    ]);
  });

  it('solo soporte registra pagos, y nunca a su propia empresa', async () => {
    expect((await emp.admin.post('/api/empresa/pagos', { monto: 800 })).status).toBe(403);
    const propia = await soporte.post('/api/empresa/pagos', { monto: 800 });
    expect(propia.status).toBe(409);
  });

  it('GET /api/empresa/admin/pagos: todas las empresas, filtros y suma de lo filtrado', async () => {
    const otra = { 'x-tenant': '2' };
    await soporte.post('/api/empresa/pagos', { monto: 1500, fecha: '2026-01-10', metodo: 'TARJETA' }, otra);
    await soporte.post(
      '/api/empresa/pagos',
      { monto: 1500.5, fecha: '2026-02-10', concepto: 'Pago adelantado' },
      otra,
    );
    const todos = await soporte.get('/api/empresa/admin/pagos');
    expect(todos.body.pageSize).toBe(20);
    expect(todos.body.total).toBeGreaterThanOrEqual(4);
    const deDemo = await soporte.get('/api/empresa/admin/pagos?empresaId=2');
    expect(deDemo.body).toMatchObject({ total: 2, sum_total: 3000.5 });
    expect(deDemo.body.items.map((p: { fecha: string }) => p.fecha)).toEqual(['2026-02-10', '2026-01-10']);
    expect(deDemo.body.items[0].registrado_por).toBe('Equipo de Soporte');
    const rango = await soporte.get('/api/empresa/admin/pagos?empresaId=2&desde=2026-02-01&hasta=2026-02-28');
    expect(rango.body).toMatchObject({ total: 1, sum_total: 1500.5 });
    const texto = await soporte.get('/api/empresa/admin/pagos?q=adelantado');
    expect(texto.body.items.map((p: { concepto: string }) => p.concepto)).toEqual(['Pago adelantado']);
    expect((await soporte.get('/api/empresa/admin/pagos?empresaId=2a')).body.fields).toEqual({
      empresaId: 'El ID de empresa admite solo dígitos.',
    });
  });
});

describe('POST /api/empresa/logo', () => {
  it('guarda una imagen por su contenido, la sirve pública con su versión y la pone en la sesión', async () => {
    const r = await subirArchivo(e, emp.admin.token, '/api/empresa/logo', {
      campo: 'logo',
      nombre: 'logo.png',
      tipo: 'image/png',
      datos: PNG,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.logo_url).toMatch(new RegExp(`^/api/empresas/${emp.id_empresa}/logo\\?v=[0-9a-f]{12}$`));
    const imagen = await pedir(e, 'GET', r.body.logo_url);
    expect(imagen.status).toBe(200);
    expect(imagen.headers['content-type']).toBe('image/png');
    expect(imagen.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await pedir(e, 'GET', `/api/empresas/${emp.id_empresa}/logo?v=000000000000`)).status).toBe(404);
    expect((await pedir(e, 'GET', `/api/empresas/${emp.id_empresa}/logo`)).status).toBe(404);
    expect((await emp.admin.get('/api/auth/me')).body.item.empresa.logo_url).toBe(r.body.logo_url);
  });

  it('rechaza SVG (415), un PNG dañado (415), archivos de más de 2 MB (413) y al cobrador (403)', async () => {
    const danado = await subirArchivo(e, emp.admin.token, '/api/empresa/logo', {
      campo: 'logo',
      nombre: 'logo.png',
      tipo: 'image/png',
      datos: Buffer.concat([PNG.subarray(0, 30), Buffer.alloc(20)]),
    });
    expect(danado.status).toBe(415);
    expect(danado.body.message).toBe('No se pudo leer la imagen del logo: el archivo está dañado.');
    const svg = await subirArchivo(e, emp.admin.token, '/api/empresa/logo', {
      campo: 'logo',
      nombre: 'logo.png',
      tipo: 'image/png',
      datos: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    expect(svg.status).toBe(415);
    expect(svg.body.message).toBe('El logo debe ser una imagen JPG, PNG, GIF o WebP (SVG no se admite).');
    const grande = await subirArchivo(e, emp.admin.token, '/api/empresa/logo', {
      campo: 'logo',
      nombre: 'logo.png',
      tipo: 'image/png',
      datos: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]),
    });
    expect(grande.status).toBe(413);
    expect(grande.body.message).toBe('El logo no puede pasar de 2 MB.');
    const operador = await entrar(e, 'DEMO', 'operador');
    const r = await subirArchivo(e, operador.token, '/api/empresa/logo', {
      campo: 'logo',
      nombre: 'logo.png',
      tipo: 'image/png',
      datos: PNG,
    });
    expect(r.status).toBe(403);
  });

  it('quitar la dirección del logo borra el logo guardado', async () => {
    const info = (await emp.admin.get('/api/empresa/info')).body.item;
    await emp.admin.put('/api/empresa/info', { nombre_empresa: info.nombre_empresa, logo_url: '' });
    expect((await pedir(e, 'GET', info.logo_url)).status).toBe(404);
    const externo = await emp.admin.put('/api/empresa/info', {
      nombre_empresa: info.nombre_empresa,
      logo_url: 'https://cdn.propia.do/logo.png',
    });
    expect(externo.body.item.logo_url).toBe('https://cdn.propia.do/logo.png');
  });
});

describe('ajustes', () => {
  it('un cuerpo que no cambia nada responde los ajustes como están; /empresa/prefs es lo mismo', async () => {
    const r = await emp.admin.put('/api/empresa/ajustes', { $gt: 1 });
    expect(r.status).toBe(200);
    expect(r.body.item.show_logo).toBe(true);
    const prefs = await emp.admin.put('/api/empresa/prefs', { show_code_under_logo: false });
    expect(prefs.body.item.show_code_under_logo).toBe(false);
    expect((await emp.admin.get('/api/empresa/prefs')).body).toEqual(
      (await emp.admin.get('/api/empresa/ajustes')).body,
    );
  });
});

describe('modo "ver empresa"', () => {
  it('lo escrito por soporte en otra empresa queda con el id del SUPERADMIN', async () => {
    const [yo] = await enPlataforma(e.db, (tx) =>
      tx.select({ id: empresa.id_empresa }).from(empresa).where(eq(empresa.rnc, 'SOPORTE')),
    );
    expect(yo?.id).toBe(1);
    const perfil = (await soporte.get('/api/auth/me')).body.item;
    const mov = await soporte.post(
      '/api/caja/movimientos',
      { tipo: 'INGRESO', monto: 100, descripcion: 'Aporte de soporte' },
      comoSoporte,
    );
    expect(mov.status).toBe(201);
    const filas = await enPlataforma(e.db, (tx) =>
      tx.execute(
        `select id_usuario, id_empresa from movimiento_caja where id_movimiento = ${mov.body.item.id_movimiento}`,
      ),
    );
    expect((filas as unknown as { rows: unknown[] }).rows).toEqual([
      { id_usuario: perfil.id_usuario, id_empresa: emp.id_empresa },
    ]);
    // Otro rol no puede entrar a otra empresa con la cabecera: DEMO sigue viendo solo lo suyo.
    const demo = await entrar(e, 'DEMO', 'admin');
    const ajena = await demo.get('/api/caja/movimientos', comoSoporte);
    expect(ajena.body.items.map((m: { descripcion: string }) => m.descripcion)).not.toContain(
      'Aporte de soporte',
    );
  });
});
