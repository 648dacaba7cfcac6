import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bloquearCarpetaDeDatos } from './bloqueo-de-datos';

const carpetaNueva = () => fs.mkdtempSync(path.join(os.tmpdir(), 'datos-'));

describe('bloqueo de la carpeta de datos', () => {
  it('un segundo servidor sobre la misma carpeta se niega con un mensaje claro', () => {
    const carpeta = carpetaNueva();
    const liberar = bloquearCarpetaDeDatos(carpeta);
    expect(() => bloquearCarpetaDeDatos(carpeta)).toThrow(
      `La carpeta de datos ${carpeta} ya la usa otro servidor (proceso ${process.pid}). Detén ese servidor o usa otra carpeta con DATA_DIR.`,
    );
    liberar();
    expect(fs.existsSync(path.join(carpeta, 'servidor.lock'))).toBe(false);
    bloquearCarpetaDeDatos(carpeta)();
  });

  it('toma el bloqueo de un servidor que murió sin soltarlo', () => {
    const carpeta = carpetaNueva();
    const muerto = spawnSync(process.execPath, [
      '-e',
      'process.stdout.write(String(process.pid))',
    ]).stdout.toString();
    fs.writeFileSync(path.join(carpeta, 'servidor.lock'), muerto);
    const liberar = bloquearCarpetaDeDatos(carpeta);
    expect(fs.readFileSync(path.join(carpeta, 'servidor.lock'), 'utf8')).toBe(String(process.pid));
    liberar();
  });
});
