import { textoDeCliente } from '@prestamos/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliente, garante } from '../src/db/schema';
import { enPlataforma } from '../src/db/transacciones';
import { crearEntorno, type Entorno } from './entorno';
import { type Cliente, entrar, pedir } from './peticiones';

// Entradas que antes se guardaban cambiadas en silencio (issue 31): una cédula "abc" quedaba vacía con 201, y un
// nombre hecho solo de caracteres invisibles, signos o dígitos se aceptaba.
let e: Entorno;
let admin: Cliente;
let idCliente: number;

beforeAll(async () => {
  e = await crearEntorno();
  admin = await entrar(e, 'DEMO', 'admin');
  idCliente = (await admin.post('/api/clientes', { nombres: 'Con', apellidos: 'Garantes' })).body.item
    .id_cliente;
});
afterAll(() => e.cerrar());

const CEDULA = 'La cédula debe tener 11 dígitos (000-0000000-0).';
const NOMBRE = 'El nombre debe tener al menos una letra.';
const APELLIDOS = 'Los apellidos deben tener al menos una letra.';

/** Los apellidos se guardan en mayúsculas (`textoDeCliente`): se buscan como quedaron. */
const clientesLlamados = (apellidos: string) =>
  enPlataforma(e.db, (tx) =>
    tx
      .select()
      .from(cliente)
      .where(eq(cliente.apellidos, textoDeCliente(apellidos))),
  );

describe('cédula del cliente', () => {
  it('lo que no son 11 dígitos sin la máscara es 400 con el campo, y no se guarda nada', async () => {
    for (const cedula of [
      'abc',
      '001-123456-7',
      '001-1234567-8x',
      '001/1234567/8',
      '٠٠١١٢٣٤٥٦٧٨',
      '+1 001 1234567',
    ]) {
      const r = await admin.post('/api/clientes', { nombres: 'Ana', apellidos: 'Sin Cédula', cedula });
      expect(r.status, cedula).toBe(400);
      expect(r.body, cedula).toMatchObject({ ok: false, message: CEDULA, fields: { cedula: CEDULA } });
    }
    expect(await clientesLlamados('Sin Cédula')).toEqual([]);
  });

  it('con guiones, espacios o puntos se guarda solo con sus dígitos; vacía o ausente sigue permitida', async () => {
    const conMascara = await admin.post('/api/clientes', {
      nombres: 'Ana',
      apellidos: 'Con Máscara',
      cedula: ' 001 1234567.8 ',
    });
    expect(conMascara.status).toBe(201);
    expect(conMascara.body.item.cedula).toBe('001-1234567-8');
    expect((await clientesLlamados('Con Máscara'))[0]?.cedula).toBe('00112345678');

    for (const [apellidos, cedula] of [
      ['Vacía', ''],
      ['En Blanco', ' - '],
      ['Nula', null],
      ['Ausente', undefined],
    ] as const) {
      const r = await admin.post('/api/clientes', { nombres: 'Ana', apellidos, cedula });
      expect(r.status, apellidos).toBe(201);
      expect(r.body.item.cedula, apellidos).toBeNull();
      expect((await clientesLlamados(apellidos))[0]?.cedula, apellidos).toBeNull();
    }
  });

  it('al editar, una cédula inválida es 400 y la guardada no cambia', async () => {
    const id = (await clientesLlamados('Con Máscara'))[0]?.id_cliente;
    const r = await admin.put(`/api/clientes/${id}`, {
      nombres: 'Ana',
      apellidos: 'Con Máscara',
      cedula: 'abc',
    });
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual({ cedula: CEDULA });
    expect((await clientesLlamados('Con Máscara'))[0]?.cedula).toBe('00112345678');
  });
});

describe('teléfonos', () => {
  it('comparten la regla: letras o un dígito de menos son 400; con paréntesis y espacios se guardan sus dígitos', async () => {
    const mal = await admin.post('/api/clientes', {
      nombres: 'Ana',
      apellidos: 'Teléfonos',
      telefono: 'no tengo',
      movil: '809-555-014',
    });
    expect(mal.status).toBe(400);
    expect(mal.body.fields).toEqual({
      telefono: 'El teléfono debe tener 10 dígitos (000-000-0000).',
      movil: 'El móvil debe tener 10 dígitos (000-000-0000).',
    });
    const bien = await admin.post('/api/clientes', {
      nombres: 'Ana',
      apellidos: 'Teléfonos',
      telefono: '(809) 555 0142',
    });
    expect(bien.status).toBe(201);
    expect(bien.body.item.telefono).toBe('809-555-0142');
    expect((await clientesLlamados('Teléfonos'))[0]?.telefono).toBe('8095550142');
  });
});

describe('cédula del garante', () => {
  it('la misma regla: "abc" es 400; vacía se guarda como null; con máscara, solo los dígitos', async () => {
    const mala = await admin.post(`/api/clientes/${idCliente}/garantes`, {
      nombre: 'Garante',
      cedula: 'abc',
    });
    expect(mala.status).toBe(400);
    expect(mala.body.fields).toEqual({ cedula: CEDULA });

    const vacia = await admin.post(`/api/clientes/${idCliente}/garantes`, {
      nombre: 'Garante Vacío',
      cedula: '',
    });
    expect(vacia.status).toBe(201);
    expect(vacia.body.item.cedula).toBeNull();

    const buena = await admin.post(`/api/clientes/${idCliente}/garantes`, {
      nombre: 'Garante Bueno',
      cedula: '402-1234567-8',
    });
    expect(buena.status).toBe(201);
    expect(buena.body.item.cedula).toBe('402-1234567-8');
    const editar = await admin.put(`/api/garantes/${buena.body.item.id_garante}`, {
      nombre: 'Garante Bueno',
      cedula: '402-12345x7-8',
    });
    expect(editar.status).toBe(400);
    expect(editar.body.fields).toEqual({ cedula: CEDULA });

    const guardados = await enPlataforma(e.db, (tx) =>
      tx.select().from(garante).where(eq(garante.id_cliente, idCliente)),
    );
    expect(guardados.map((g) => [g.nombre, g.cedula]).sort()).toEqual([
      ['GARANTE BUENO', '40212345678'],
      ['GARANTE VACÍO', null],
    ]);
  });
});

describe('nombres con al menos una letra', () => {
  // Espacios de ancho cero (que trim no quita), signos, dígitos: nada de eso nombra a una persona.
  const SIN_LETRAS = ['\u200B\u200B', '\u200C\u200D\u2060', '...', '12345', '-- 7 --'];

  it('cliente: nombres y apellidos', async () => {
    for (const texto of SIN_LETRAS) {
      const r = await admin.post('/api/clientes', { nombres: texto, apellidos: texto });
      expect(r.status, JSON.stringify(texto)).toBe(400);
      expect(r.body.fields, JSON.stringify(texto)).toEqual({ nombres: NOMBRE, apellidos: APELLIDOS });
      expect(r.body.message).toBe(NOMBRE);
    }
    const editar = await admin.put(`/api/clientes/${idCliente}`, { nombres: 'Con', apellidos: '\u200B' });
    expect(editar.status).toBe(400);
    expect(editar.body.fields).toEqual({ apellidos: APELLIDOS });
    // Letras de cualquier forma pasan: tildes, eñe, diéresis, un apóstrofo o un guion entre ellas.
    const bien = await admin.post('/api/clientes', { nombres: "Ñoño D'Óleo", apellidos: 'Güémez-Peña' });
    expect(bien.status).toBe(201);
    expect(bien.body.item).toMatchObject({ nombres: "ÑOÑO D'ÓLEO", apellidos: 'GÜÉMEZ-PEÑA' });
  });

  it('garante y referencia laboral', async () => {
    const g = await admin.post(`/api/clientes/${idCliente}/garantes`, { nombre: '\u200B' });
    expect(g.status).toBe(400);
    expect(g.body.fields).toEqual({ nombre: 'El nombre del garante debe tener al menos una letra.' });
    const ref = await admin.post(`/api/clientes/${idCliente}/ref-laboral`, { nombre_empresa: '123' });
    expect(ref.status).toBe(400);
    expect(ref.body.fields).toEqual({
      nombre_empresa: 'El nombre de la empresa debe tener al menos una letra.',
    });
  });

  it('usuarios, perfil y el administrador de una empresa nueva (los opcionales, si se escriben)', async () => {
    const u = await admin.post('/api/usuarios', { usuario: 'sinletras', nombres: '\u200D', apellidos: '99' });
    expect(u.status).toBe(400);
    expect(u.body.fields).toEqual({ nombres: NOMBRE, apellidos: APELLIDOS });
    const sinNombre = await admin.post('/api/usuarios', { usuario: 'sinnombre' });
    expect(sinNombre.status).toBe(201);
    expect(sinNombre.body.item.nombres).toBeNull();

    const perfil = await admin.put('/api/auth/me', { nombres: '..', apellidos: '\u200B' });
    expect(perfil.status).toBe(400);
    expect(perfil.body.fields).toEqual({ nombres: NOMBRE, apellidos: APELLIDOS });

    const soporte = await entrar(e, 'SOPORTE', 'soporte');
    const empresa = await soporte.post('/api/empresas', {
      nombre_empresa: 'Financiera Sin Letras',
      rnc: 'SINLETRAS',
      admin: { nombres: '123', apellidos: '\u2060' },
    });
    expect(empresa.status).toBe(400);
    expect(empresa.body.fields).toEqual({ 'admin.nombres': NOMBRE, 'admin.apellidos': APELLIDOS });
  });

  it('formulario público de contacto', async () => {
    const r = await pedir(e, 'POST', '/api/public/contact', { body: { nombre: '\u200B!', mensaje: 'Hola' } });
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual({ nombre: NOMBRE });
  });
});
