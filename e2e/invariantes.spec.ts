import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { revisionesDe } from './prueba';

// Corre después de todos los recorridos (proyecto `invariantes` en playwright.config.ts): la base de cada archivo de
// recorridos, con todo lo que cobraron, cancelaron y movieron, cumple las reglas del dinero.
const archivos = fs
  .readdirSync(import.meta.dirname)
  .filter((n) => n.endsWith('.spec.ts') && !['invariantes.spec.ts', 'reconexion.spec.ts'].includes(n));

for (const archivo of archivos) {
  test(`la base de ${archivo} cumple las reglas del dinero después de sus recorridos`, () => {
    const revisiones = revisionesDe(archivo);
    expect(revisiones.length, `${archivo} no dejó la revisión de su base: ¿corrió?`).toBeGreaterThan(0);
    for (const revision of revisiones) expect(revision).toEqual({ archivo, ok: true, violaciones: [] });
  });
}
