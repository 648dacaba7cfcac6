import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../../../test/entorno';
import { crearEmpresaDePrueba, type EmpresaDePrueba } from '../../../test/fabricas';
import { type Cliente, entrar, subirArchivo } from '../../../test/peticiones';
import { crearPng } from '../../seed/retratos';

let e: Entorno;
let admin: Cliente;
let otra: EmpresaDePrueba;
let idCliente: number;

// Un JPEG y un PNG generados: lo que cuenta es su contenido, no su nombre.
const PNG = crearPng(4, 4, () => [10, 115, 132]);
const JPEG = await sharp(PNG).jpeg().toBuffer();
/** El JPEG "más pequeño" que circula (134 bytes): le falta el final, y los decodificadores se quejan. */
const JPEG_INCOMPLETO = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

beforeAll(async () => {
  e = await crearEntorno();
  admin = await entrar(e, 'DEMO', 'admin');
  otra = await crearEmpresaDePrueba(e, 'OTRA');
  idCliente = (await admin.post('/api/clientes', { nombres: 'Con', apellidos: 'Foto' })).body.item.id_cliente;
});
afterAll(() => e.cerrar());

const subir = (datos: Buffer, nombre: string, tipo: string, quien = admin, id = idCliente) =>
  subirArchivo(e, quien.token, `/api/clientes/${id}/foto`, { campo: 'foto', nombre, tipo, datos });

describe('foto del cliente', () => {
  it('acepta un JPG y sirve su copia (JPG) con su tipo, sin caché (dato personal) y su ETag (304 si no cambió)', async () => {
    const r = await subir(JPEG, 'carnet.jpg', 'image/jpeg');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ ok: true, message: 'Foto actualizada' });
    expect(r.body.foto_url).toMatch(new RegExp(`^/api/clientes/${idCliente}/foto\\?v=[0-9a-f]{12}$`));
    const foto = await e.app.inject({
      method: 'GET',
      url: r.body.foto_url,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(foto.statusCode).toBe(200);
    expect(foto.headers['content-type']).toBe('image/jpeg');
    expect(foto.headers['cache-control']).toBe('no-store');
    // Se guarda la copia normalizada (y su versión es el SHA-256 de esa copia), no el archivo subido.
    expect(await sharp(foto.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 4, height: 4 });
    const hash = createHash('sha256').update(foto.rawPayload).digest('hex');
    expect(foto.headers.etag).toBe(`"${hash}"`);
    expect(r.body.foto_url).toContain(`?v=${hash.slice(0, 12)}`);
    const otraVez = await e.app.inject({
      method: 'GET',
      url: r.body.foto_url,
      headers: { authorization: `Bearer ${admin.token}`, 'if-none-match': String(foto.headers.etag) },
    });
    expect(otraVez.statusCode).toBe(304);
    expect((await admin.get(`/api/clientes/${idCliente}`)).body.item.foto_url).toBe(r.body.foto_url);
  });

  it('un PNG llamado .jpg se acepta por su contenido y se guarda como JPG', async () => {
    const r = await subir(PNG, 'foto.jpg', 'image/jpeg');
    expect(r.status).toBe(200);
    const foto = await e.app.inject({
      method: 'GET',
      url: r.body.foto_url,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(foto.headers['content-type']).toBe('image/jpeg');
  });

  it('un JPG que no se puede decodificar no se guarda (415)', async () => {
    const antes = (await admin.get(`/api/clientes/${idCliente}`)).body.item.foto_url;
    const r = await subir(JPEG_INCOMPLETO, 'foto.jpg', 'image/jpeg');
    expect(r.status).toBe(415);
    expect(r.body.message).toBe('No se pudo leer la foto: el archivo está dañado.');
    expect((await admin.get(`/api/clientes/${idCliente}`)).body.item.foto_url).toBe(antes);
  });

  it('rechaza por contenido: un texto llamado .png, un SVG, un GIF (415)', async () => {
    for (const [datos, nombre, tipo] of [
      [Buffer.from('no soy una imagen'), 'foto.png', 'image/png'],
      [SVG, 'foto.svg', 'image/svg+xml'],
      [Buffer.from('GIF89a\x01\x00\x01\x00'), 'foto.gif', 'image/gif'],
    ] as const) {
      const r = await subir(datos, nombre, tipo);
      expect(r.status).toBe(415);
      expect(r.body.message).toBe('La foto debe ser una imagen JPG o PNG.');
    }
  });

  it('rechaza más de 5 MB (413) y otro nombre de campo (400)', async () => {
    const grande = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const r = await subir(grande, 'grande.png', 'image/png');
    expect(r.status).toBe(413);
    expect(r.body.message).toBe('La foto no puede pasar de 5 MB.');
    const campo = await subirArchivo(e, admin.token, `/api/clientes/${idCliente}/foto`, {
      campo: 'imagen',
      nombre: 'a.png',
      tipo: 'image/png',
      datos: PNG,
    });
    expect(campo.status).toBe(400);
    expect(campo.body.message).toBe('Envía la foto en el campo «foto».');
  });

  it('sin formulario multipart (JSON o sin cuerpo): 415 con el mensaje de cómo enviarla', async () => {
    const mensaje = { ok: false, message: 'Envía la foto como formulario (multipart) en el campo «foto».' };
    for (const r of [
      await admin.post(`/api/clientes/${idCliente}/foto`, { foto: 'aGVsbG8=' }),
      await admin.post(`/api/clientes/${idCliente}/foto`),
    ]) {
      expect(r.status).toBe(415);
      expect(r.body).toEqual(mensaje);
    }
  });

  it('otra empresa no lee, sube ni borra la foto (404); quitarla la deja sin foto', async () => {
    expect((await otra.admin.get(`/api/clientes/${idCliente}/foto`)).status).toBe(404);
    expect((await subir(PNG, 'x.png', 'image/png', otra.admin)).status).toBe(404);
    expect((await otra.admin.delete(`/api/clientes/${idCliente}/foto`)).status).toBe(404);
    expect((await admin.delete(`/api/clientes/${idCliente}/foto`)).body).toEqual({
      ok: true,
      message: 'Foto eliminada',
    });
    expect((await admin.get(`/api/clientes/${idCliente}`)).body.item.foto_url).toBeNull();
    const sin = await admin.get(`/api/clientes/${idCliente}/foto`);
    expect(sin.status).toBe(404);
    expect(sin.body.message).toBe('Foto no encontrada');
  });
});

describe('garantes', () => {
  it('crea, lista, edita y elimina; valida el nombre', async () => {
    const vacio = await admin.post(`/api/clientes/${idCliente}/garantes`, { nombre: '' });
    expect(vacio.status).toBe(400);
    expect(vacio.body.fields).toEqual({ nombre: 'Ingresa el nombre del garante.' });
    const r = await admin.post(`/api/clientes/${idCliente}/garantes`, {
      nombre: 'Rafael Gómez',
      cedula: '001-0000000-9',
      telefono1: '809 555 0199',
      direccion: 'Villa Olga',
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      message: 'Garante agregado',
      item: { nombre: 'RAFAEL GÓMEZ', cedula: '001-0000000-9', telefono1: '809-555-0199', estado: 'ACTIVO' },
    });
    const id = r.body.item.id_garante;
    const editado = await admin.put(`/api/garantes/${id}`, { nombre: 'Rafael A. Gómez', telefono1: '' });
    expect(editado.body).toMatchObject({
      message: 'Garante actualizado',
      item: { nombre: 'RAFAEL A. GÓMEZ', telefono1: null },
    });
    expect((await admin.get(`/api/clientes/${idCliente}/garantes`)).body.items).toHaveLength(1);
    expect((await otra.admin.put(`/api/garantes/${id}`, { nombre: 'X' })).status).toBe(404);
    expect((await otra.admin.delete(`/api/garantes/${id}`)).status).toBe(404);
    expect((await otra.admin.get(`/api/clientes/${idCliente}/garantes`)).status).toBe(404);
    expect((await admin.delete(`/api/garantes/${id}`)).body).toEqual({
      ok: true,
      message: 'Garante eliminado',
    });
    expect((await admin.get(`/api/clientes/${idCliente}/garantes`)).body.items).toEqual([]);
  });
});

describe('garantes: validación y otra empresa', () => {
  it('cédula, teléfono, estado y largo máximo con sus mensajes', async () => {
    const r = await admin.post(`/api/clientes/${idCliente}/garantes`, {
      nombre: 'G'.repeat(121),
      cedula: '001-123',
      telefono1: '809-555',
      estado: 'PASIVO',
      direccion: 'd'.repeat(251),
    });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      ok: false,
      message: 'Máximo 120 caracteres.',
      code: 'VALIDACION',
      fields: {
        nombre: 'Máximo 120 caracteres.',
        cedula: 'La cédula debe tener 11 dígitos (000-0000000-0).',
        telefono1: 'El teléfono debe tener 10 dígitos (000-000-0000).',
        estado: 'Estado inválido: ACTIVO o INACTIVO.',
        direccion: 'Máximo 250 caracteres.',
      },
    });
    const id = (await admin.post(`/api/clientes/${idCliente}/garantes`, { nombre: 'Válido' })).body.item
      .id_garante;
    const editar = await admin.put(`/api/garantes/${id}`, { nombre: 'Válido', cedula: '4021234567890' });
    expect(editar.status).toBe(400);
    expect(editar.body.fields).toEqual({ cedula: 'La cédula debe tener 11 dígitos (000-0000000-0).' });
    await admin.delete(`/api/garantes/${id}`);
  });

  it('otra empresa no agrega garantes a este cliente (404) y no se crea nada', async () => {
    const r = await otra.admin.post(`/api/clientes/${idCliente}/garantes`, { nombre: 'Intruso' });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ ok: false, message: 'Cliente no encontrado', code: 'NO_ENCONTRADO' });
    expect((await admin.get(`/api/clientes/${idCliente}/garantes`)).body.items).toEqual([]);
  });
});

describe('referencias laborales', () => {
  it('crea, lista, edita y elimina; valida nombre de empresa y fecha', async () => {
    const mal = await admin.post(`/api/clientes/${idCliente}/ref-laboral`, {
      nombre_empresa: ' ',
      fecha_ingreso: '15/03/2020',
    });
    expect(mal.body.fields).toEqual({
      nombre_empresa: 'Ingresa el nombre de la empresa.',
      fecha_ingreso: 'Fecha inválida (AAAA-MM-DD).',
    });
    const r = await admin.post(`/api/clientes/${idCliente}/ref-laboral`, {
      nombre_empresa: 'Supermercado Nacional',
      telefono1_empresa: '8095550150',
      puesto: 'Cajera',
      fecha_ingreso: '2020-03-15',
    });
    expect(r.body).toMatchObject({
      message: 'Referencia laboral agregada',
      item: {
        nombre_empresa: 'SUPERMERCADO NACIONAL',
        telefono1_empresa: '809-555-0150',
        fecha_ingreso: '2020-03-15',
      },
    });
    const id = r.body.item.id_ref_laboral;
    expect(
      (await admin.put(`/api/ref-laboral/${id}`, { nombre_empresa: 'Super Nacional', puesto: 'Supervisora' }))
        .body.item,
    ).toMatchObject({
      puesto: 'SUPERVISORA',
      fecha_ingreso: '2020-03-15',
    });
    expect((await otra.admin.put(`/api/ref-laboral/${id}`, { nombre_empresa: 'X' })).status).toBe(404);
    expect((await admin.delete(`/api/ref-laboral/${id}`)).body.message).toBe('Referencia laboral eliminada');
  });
});

describe('referencias laborales: validación y otra empresa', () => {
  it('teléfono, fecha que no existe (2021-02-30) y largo máximo con sus mensajes', async () => {
    const r = await admin.post(`/api/clientes/${idCliente}/ref-laboral`, {
      nombre_empresa: 'Banco Popular',
      telefono1_empresa: '555-0150',
      puesto: 'p'.repeat(81),
      fecha_ingreso: '2021-02-30',
    });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      ok: false,
      message: 'El teléfono debe tener 10 dígitos (000-000-0000).',
      code: 'VALIDACION',
      fields: {
        telefono1_empresa: 'El teléfono debe tener 10 dígitos (000-000-0000).',
        puesto: 'Máximo 80 caracteres.',
        fecha_ingreso: 'Fecha inválida (AAAA-MM-DD).',
      },
    });
  });

  it('al editar también rechaza una fecha que no existe; vacía la borra', async () => {
    const ref = (
      await admin.post(`/api/clientes/${idCliente}/ref-laboral`, {
        nombre_empresa: 'Colmado',
        fecha_ingreso: '2024-02-29',
      })
    ).body.item;
    expect(ref.fecha_ingreso).toBe('2024-02-29');
    const mala = await admin.put(`/api/ref-laboral/${ref.id_ref_laboral}`, {
      nombre_empresa: 'Colmado',
      fecha_ingreso: '2023-02-29',
    });
    expect(mala.status).toBe(400);
    expect(mala.body.fields).toEqual({ fecha_ingreso: 'Fecha inválida (AAAA-MM-DD).' });
    const vacia = await admin.put(`/api/ref-laboral/${ref.id_ref_laboral}`, {
      nombre_empresa: 'Colmado',
      fecha_ingreso: '',
    });
    expect(vacia.body.item.fecha_ingreso).toBeNull();
    await admin.delete(`/api/ref-laboral/${ref.id_ref_laboral}`);
  });

  it('otra empresa: 404 al agregar a este cliente, listar sus referencias o borrar una', async () => {
    const ref = (await admin.post(`/api/clientes/${idCliente}/ref-laboral`, { nombre_empresa: 'Ferretería' }))
      .body.item;
    const agregar = await otra.admin.post(`/api/clientes/${idCliente}/ref-laboral`, {
      nombre_empresa: 'Intrusa',
    });
    const listar = await otra.admin.get(`/api/clientes/${idCliente}/ref-laboral`);
    for (const r of [agregar, listar]) {
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ ok: false, message: 'Cliente no encontrado', code: 'NO_ENCONTRADO' });
    }
    const borrar = await otra.admin.delete(`/api/ref-laboral/${ref.id_ref_laboral}`);
    expect(borrar.status).toBe(404);
    expect(borrar.body).toEqual({
      ok: false,
      message: 'Referencia laboral no encontrada',
      code: 'NO_ENCONTRADO',
    });
    expect((await admin.get(`/api/clientes/${idCliente}/ref-laboral`)).body.items).toEqual([ref]);
  });
});
