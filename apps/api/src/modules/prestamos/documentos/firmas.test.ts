import { describe, expect, it } from 'vitest';
import { disposicionDelPdf } from '../../../../test/documentos';
import { renderizarPdf } from '../../../lib/pdf';
import { firmas } from './plantilla';

describe('líneas de firma', () => {
  it('la raya queda encima del nombre, con aire, y no lo tacha', async () => {
    const pdf = await renderizarPdf({
      pageSize: 'LETTER',
      content: [
        firmas([
          { rol: 'Cliente', nombre: 'Rosa Almánzar' },
          { rol: 'Recibido por', nombre: 'Juan Pérez' },
        ]),
      ],
    });
    const { palabras, rayas } = disposicionDelPdf(pdf);
    for (const nombre of ['ROSA', 'JUAN']) {
      const palabra = palabras.find((p) => p.texto === nombre);
      expect(palabra, nombre).toBeDefined();
      if (!palabra) continue;
      const raya = rayas.find((r) => r.x1 <= palabra.x && palabra.x <= r.x2);
      expect(raya, `raya de ${nombre}`).toBeDefined();
      if (!raya) continue;
      // La línea base del nombre (10 pt) queda una altura de letra más el aire por debajo de la raya.
      expect(palabra.y - raya.y).toBeGreaterThan(11);
      expect(palabra.y - raya.y).toBeLessThan(20);
      // Y hay lugar para firmar encima de la raya.
      expect(raya.y).toBeGreaterThan(60);
    }
    // Cada persona con su rol, debajo del nombre.
    expect(palabras.map((p) => p.texto)).toEqual(expect.arrayContaining(['Cliente', 'Recibido', 'por']));
  });
});
