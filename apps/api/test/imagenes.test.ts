import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { crc32, deflateSync } from 'node:zlib';
import { LADO_DE_LA_FOTO, LADO_DEL_LOGO } from '@prestamos/domain';
import { build } from 'esbuild';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_EMPRESA_DEMO } from '../src/seed/sembrar';
import { crearEntorno, type Entorno } from './entorno';
import { abrirCaja, prestar } from './fabricas';
import { type Cliente, entrar, subirArchivo } from './peticiones';

// Issue 31, "bombas de imagen": un archivo pequeño que al abrirlo ocupa cientos de MB. Las medidas se leen de la
// cabecera antes de decodificar; lo que se admite se reduce en el pool de hilos de libuv, no en el hilo del servidor.

let e: Entorno;
let admin: Cliente;
let base: string;
let idCliente: number;

function bloquePng(tipo: string, datos: Buffer): Buffer {
  const largo = Buffer.alloc(4);
  largo.writeUInt32BE(datos.length);
  const cuerpo = Buffer.concat([Buffer.from(tipo, 'ascii'), datos]);
  const control = Buffer.alloc(4);
  control.writeUInt32BE(crc32(cuerpo));
  return Buffer.concat([largo, cuerpo, control]);
}

/** PNG gris de 8 bits de ese tamaño con estos datos comprimidos (IDAT). */
function pngGris(ancho: number, alto: number, idat: Buffer): Buffer {
  const cabecera = Buffer.alloc(13);
  cabecera.writeUInt32BE(ancho, 0);
  cabecera.writeUInt32BE(alto, 4);
  cabecera.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    bloquePng('IHDR', cabecera),
    bloquePng('IDAT', idat),
    bloquePng('IEND', Buffer.alloc(0)),
  ]);
}

/** 10 000 × 10 000 negro: unos 100 KB en el archivo, 100 millones de píxeles (400 MB en RGBA) al abrirlo. */
const BOMBA = pngGris(10_000, 10_000, deflateSync(Buffer.alloc(10_001 * 10_000), { level: 9 }));
const MENSAJE_BOMBA = (sujeto: string) =>
  `${sujeto} mide 10000 × 10000 píxeles (100 megapíxeles); el máximo es 16 megapíxeles y 8192 píxeles por lado. ` +
  'Usa una imagen más pequeña.';

/**
 * 4000 × 4000 (16 MP, lo máximo que se admite) con transparencia: cuadros de 40 px, de color o transparentes al azar.
 * Medio MB en el archivo y 64 MB al abrirlo; su copia reducida pesa como un logo o una foto de verdad. Con canal alfa,
 * pdfmake tendría que decodificarla entera para incrustarla (lo que hacía la revisión del logo al subirlo, en el hilo
 * del servidor).
 */
const GRANDE = await (async () => {
  const lado = 100;
  const azar = randomBytes(lado * lado);
  const cuadros = Buffer.alloc(lado * lado * 4);
  azar.forEach((bit, i) => {
    if (bit & 1) cuadros.set([10, 115, 132, 255], i * 4);
  });
  return sharp(cuadros, { raw: { width: lado, height: lado, channels: 4 } })
    .resize(4000, 4000, { kernel: 'nearest' })
    .png()
    .toBuffer();
})();

beforeAll(async () => {
  e = await crearEntorno();
  admin = await entrar(e, 'DEMO', 'admin');
  idCliente = (await admin.post('/api/clientes', { nombres: 'Con', apellidos: 'Foto' })).body.item.id_cliente;
  await e.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(e.app.server.address() as AddressInfo).port}`;
});
afterAll(() => e.cerrar());

const subirLogo = (datos: Buffer, nombre = 'logo.png', tipo = 'image/png') =>
  subirArchivo(e, admin.token, '/api/empresa/logo', { campo: 'logo', nombre, tipo, datos });
const subirFoto = (datos: Buffer, nombre = 'foto.png', tipo = 'image/png') =>
  subirArchivo(e, admin.token, `/api/clientes/${idCliente}/foto`, { campo: 'foto', nombre, tipo, datos });
const logoActual = async () => (await admin.get('/api/empresa/info')).body.item.logo_url as string | null;
const fotoActual = async () =>
  (await admin.get(`/api/clientes/${idCliente}`)).body.item.foto_url as string | null;
const fotoGuardada = async (url: string) =>
  (
    await e.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${admin.token}` },
    })
  ).rawPayload;

/** Sube por HTTP real (multipart, como el navegador). */
async function subirPorHttp(ruta: string, campo: string, datos: Buffer) {
  const formulario = new FormData();
  formulario.append(campo, new Blob([new Uint8Array(datos)], { type: 'image/png' }), `${campo}.png`);
  const r = await fetch(`${base}${ruta}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.token}` },
    body: formulario,
  });
  return { status: r.status, body: await r.json() };
}

/**
 * El cliente que pide /api/health vive en otro hilo (worker): sus peticiones no esperan al hilo de la prueba. Pide una
 * tras otra hasta que se le dice basta y devuelve cuántas respuestas 200 recibió.
 */
const MEDIDOR = `
const { parentPort, workerData } = require('node:worker_threads');
let seguir = true;
parentPort.on('message', () => { seguir = false; });
(async () => {
  let respuestas = 0;
  while (seguir) {
    const r = await fetch(workerData.url);
    await r.arrayBuffer();
    if (r.status !== 200) throw new Error('GET /api/health respondió ' + r.status);
    respuestas++;
    if (respuestas === 1) parentPort.postMessage('listo');
    await new Promise((listo) => setTimeout(listo, 2));
  }
  parentPort.postMessage(respuestas);
})();
`;

/** Cuántas veces respondió GET /api/health (por HTTP real, desde otro hilo) mientras corría `trabajo`. */
async function respuestasMientras<T>(
  trabajo: () => Promise<T>,
): Promise<{ respuestas: number; resultado: T }> {
  const medidor = new Worker(MEDIDOR, { eval: true, workerData: { url: `${base}/api/health` } });
  const siguiente = () =>
    new Promise<unknown>((listo, fallo) => {
      medidor.once('message', listo);
      medidor.once('error', fallo);
    });
  try {
    await siguiente(); // la primera respuesta: el medidor ya está andando
    const resultado = await trabajo();
    medidor.postMessage('basta');
    // La que llegó antes de empezar no cuenta.
    const respuestas = ((await siguiente()) as number) - 1;
    return { respuestas, resultado };
  } finally {
    await medidor.terminate();
  }
}

/** Los paquetes de npm que carga un archivo del servidor, con todo lo que importa (esbuild, sin escribir nada). */
async function paquetesQueCarga(archivo: string): Promise<Set<string>> {
  const { metafile } = await build({
    entryPoints: [fileURLToPath(new URL(archivo, import.meta.url))],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
    outdir: 'sin-escribir',
    // Los binarios de sharp no se leen: basta saber que se cargan.
    loader: { '.node': 'empty' },
  });
  const [salida] = Object.values(metafile.outputs);
  return new Set(
    Object.keys(salida?.inputs ?? {})
      .map((entrada) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(entrada)?.[1])
      .filter((paquete): paquete is string => paquete !== undefined),
  );
}

describe('imágenes enormes (issue 31)', () => {
  it('10 000 × 10 000 px: 413 con las medidas y el máximo, enseguida, como logo y como foto; no se guarda nada', async () => {
    const logoAntes = await logoActual();
    for (const [subir, sujeto] of [
      [subirLogo, 'El logo'],
      [subirFoto, 'La foto'],
    ] as const) {
      // El tiempo de CPU del proceso (todos sus hilos: el del servidor, PGlite y el pool de sharp), no el del reloj,
      // que depende de lo que haga la máquina: abrir los 100 MP costaría segundos; leer la cabecera, unos milisegundos.
      const antes = process.cpuUsage();
      const r = await subir(BOMBA);
      const cpu = process.cpuUsage(antes);
      const ms = (cpu.user + cpu.system) / 1000;
      expect(r.status).toBe(413);
      expect(r.body).toEqual({ ok: false, message: MENSAJE_BOMBA(sujeto), code: 'IMAGEN_MUY_GRANDE' });
      expect(ms, `${sujeto}: ${ms.toFixed(0)} ms de CPU`).toBeLessThan(300);
    }
    expect(await logoActual()).toBe(logoAntes);
    expect(await fotoActual()).toBeNull();
  });

  it('las medidas se leen de la cabecera sin decodificar: 20 000 × 20 000 con datos que no alcanzan da 413', async () => {
    const soloCabecera = pngGris(20_000, 20_000, deflateSync(Buffer.alloc(100)));
    const r = await subirFoto(soloCabecera);
    expect(r.status).toBe(413);
    expect(r.body.message).toContain('La foto mide 20000 × 20000 píxeles (400 megapíxeles)');
    expect(await fotoActual()).toBeNull();
  });

  it('mientras se reduce una imagen de 16 MP (logo y foto a la vez) el servidor sigue respondiendo', async () => {
    const { respuestas, resultado } = await respuestasMientras(() =>
      Promise.all([
        subirPorHttp('/api/empresa/logo', 'logo', GRANDE),
        subirPorHttp(`/api/clientes/${idCliente}/foto`, 'foto', GRANDE),
      ]),
    );
    const [logo, foto] = resultado;
    expect(logo.status, JSON.stringify(logo.body)).toBe(200);
    expect(foto.status, JSON.stringify(foto.body)).toBe(200);
    // Reducir corre en el pool de hilos de libuv: el hilo del servidor atiende otras peticiones mientras tanto.
    expect(respuestas).toBeGreaterThanOrEqual(3);

    // Lo guardado es la copia reducida: el logo en PNG (tiene transparencia) de LADO_DEL_LOGO px, la foto en JPG de
    // LADO_DE_LA_FOTO.
    const logoGuardado = (await e.app.inject({ method: 'GET', url: String(logo.body.logo_url) })).rawPayload;
    expect(await sharp(logoGuardado).metadata()).toMatchObject({
      format: 'png',
      width: LADO_DEL_LOGO,
      height: LADO_DEL_LOGO,
    });
    expect(await sharp(await fotoGuardada(String(foto.body.foto_url))).metadata()).toMatchObject({
      format: 'jpeg',
      width: LADO_DE_LA_FOTO,
      height: LADO_DE_LA_FOTO,
    });
  });

  it('el contrato de un préstamo de esa empresa sale con el logo reducido, en JPG y en PNG con transparencia', async () => {
    await abrirCaja(e, ID_EMPRESA_DEMO, 50_000);
    const { id_prestamo } = await prestar(admin, idCliente);
    const contrato = async () => {
      const r = await e.app.inject({
        method: 'GET',
        url: `/api/prestamos/${id_prestamo}/contrato/pdf`,
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toBe('application/pdf');
      return r.rawPayload.toString('latin1');
    };
    // El logo de la prueba anterior: el ruido de 4000 × 4000 con transparencia, guardado en PNG.
    const conPng = await contrato();
    expect(conPng).toContain('/SMask');
    expect(conPng).toMatch(new RegExp(`/Width ${LADO_DEL_LOGO}\\b`));
    const opaco = await sharp({ create: { width: 2000, height: 2000, channels: 3, background: '#0a7384' } })
      .png()
      .toBuffer();
    expect((await subirLogo(opaco)).status).toBe(200);
    const conJpg = await contrato();
    expect(conJpg).toContain('/Filter /DCTDecode');
    expect(conJpg).toMatch(new RegExp(`/Width ${LADO_DEL_LOGO}\\b`));
  });

  it('un logo con transparencia (PNG, GIF o WebP) se guarda en PNG; sin ella, en JPG: lo que un PDF incrusta', async () => {
    // Un rectángulo de color sobre fondo transparente (el GIF solo tiene transparencia total o ninguna).
    const rectangulo = await sharp({
      create: { width: 600, height: 150, channels: 3, background: '#0a7384' },
    })
      .png()
      .toBuffer();
    const conTransparencia = sharp({
      create: { width: 1200, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    }).composite([{ input: rectangulo }]);
    const opaco = sharp({ create: { width: 1200, height: 300, channels: 3, background: '#0a7384' } });
    for (const [datos, esperado] of [
      [await conTransparencia.clone().png().toBuffer(), 'png'],
      [await conTransparencia.clone().gif().toBuffer(), 'png'],
      [await conTransparencia.clone().webp().toBuffer(), 'png'],
      [await opaco.clone().png().toBuffer(), 'jpeg'],
      [await opaco.clone().gif().toBuffer(), 'jpeg'],
      [await opaco.clone().jpeg().toBuffer(), 'jpeg'],
    ] as const) {
      const r = await subirLogo(datos, 'logo', 'application/octet-stream');
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const guardado = await e.app.inject({ method: 'GET', url: r.body.logo_url });
      expect(guardado.headers['content-type']).toBe(`image/${esperado}`);
      expect(await sharp(guardado.rawPayload).metadata()).toMatchObject({
        format: esperado,
        width: LADO_DEL_LOGO,
        height: LADO_DEL_LOGO / 4,
      });
    }
  });

  it('subir un logo o una foto carga sharp y nada de pdfmake ni de los decodificadores que usa', async () => {
    // pdfmake (con pdfkit, png-js, jpeg-js o image-size) abría la imagen entera en el hilo del servidor para revisarla:
    // mientras tanto nadie más recibía respuesta. Las imágenes se abren solo con sharp, en el pool de hilos de libuv.
    for (const archivo of ['../src/modules/empresas/logo.ts', '../src/modules/clientes/foto-service.ts']) {
      const paquetes = await paquetesQueCarga(archivo);
      expect(paquetes.has('sharp'), archivo).toBe(true);
      expect(
        ['pdfmake', 'pdfkit', 'png-js', 'jpeg-js', 'image-size'].filter((p) => paquetes.has(p)),
        archivo,
      ).toEqual([]);
    }
  });

  it('la foto se guarda girada según su EXIF y sin sus metadatos (ubicación del teléfono)', async () => {
    const delTelefono = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#0a7384' },
    })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'Teléfono', Copyright: 'GPS 18.47,-69.9' } } })
      .toBuffer();
    expect((await sharp(delTelefono).metadata()).exif).toBeDefined();
    const r = await subirFoto(delTelefono, 'foto.jpg', 'image/jpeg');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const medidas = await sharp(await fotoGuardada(r.body.foto_url)).metadata();
    expect(medidas).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(medidas.exif).toBeUndefined();
    expect(medidas.orientation).toBeUndefined();
  });
});
