import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precomprimir } from './precomprimir';

describe('precomprimir la web compilada', () => {
  it('deja .br y .gz al lado de cada JS, CSS, HTML y manifiesto, con el mismo contenido; las imágenes no', async () => {
    const carpeta = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
    fs.mkdirSync(path.join(carpeta, 'assets'));
    const js = 'export function saludar(){return "hola"}\n'.repeat(200);
    fs.writeFileSync(path.join(carpeta, 'assets', 'index-abc123.js'), js);
    fs.writeFileSync(path.join(carpeta, 'index.html'), `<!doctype html>${'<p>Préstamos</p>'.repeat(50)}`);
    fs.writeFileSync(
      path.join(carpeta, 'manifest.webmanifest'),
      JSON.stringify({ name: 'Préstamos'.repeat(20) }),
    );
    fs.writeFileSync(path.join(carpeta, 'icono-192.png'), Buffer.alloc(2000));

    await precomprimir(carpeta);

    const recurso = path.join(carpeta, 'assets', 'index-abc123.js');
    expect(brotliDecompressSync(fs.readFileSync(`${recurso}.br`)).toString()).toBe(js);
    expect(gunzipSync(fs.readFileSync(`${recurso}.gz`)).toString()).toBe(js);
    expect(fs.statSync(`${recurso}.br`).size).toBeLessThan(fs.statSync(`${recurso}.gz`).size);
    expect(fs.existsSync(path.join(carpeta, 'index.html.br'))).toBe(true);
    expect(fs.existsSync(path.join(carpeta, 'manifest.webmanifest.gz'))).toBe(true);
    expect(fs.readdirSync(carpeta).filter((a) => a.startsWith('icono'))).toEqual(['icono-192.png']);
  });

  it('no deja una versión comprimida más grande que el original', async () => {
    const carpeta = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
    fs.writeFileSync(path.join(carpeta, 'a.js'), 'x');
    await precomprimir(carpeta);
    expect(fs.readdirSync(carpeta)).toEqual(['a.js']);
  });
});
