import { describe, expect, it } from 'vitest';
import {
  cuerpoDeAjustes,
  errorDeInactividad,
  errorDelLogoUrl,
  numeracionDesdeLista,
  PREFERENCIAS_POR_DEFECTO,
  proximoNumero,
  SERIES_POR_DEFECTO,
  seriesALista,
  valoresDeAjustes,
} from './ajustes';
import { errorDelLogo } from './logo';

const AJUSTES = {
  ...PREFERENCIAS_POR_DEFECTO,
  block_inactive_login_msg: null,
  mora_porcentaje: 5,
  dias_gracia: 5,
  dias_maximos_diferimiento: 90,
  ticket_mm: null,
  inactividad_operador_min: null,
};

describe('ajustes de la empresa', () => {
  it('las preferencias por defecto son las de siempre y la numeración PR-/RE- con año, mes y 6 cifras', () => {
    expect(PREFERENCIAS_POR_DEFECTO).toEqual({
      show_logo: true,
      show_name: true,
      allow_multiple_loans: false,
      allow_reengagement: true,
      show_code_under_logo: true,
    });
    expect(proximoNumero(SERIES_POR_DEFECTO.PRESTAMOS, '2026-03-09', 1)).toBe('PR-202603-000001');
    expect(proximoNumero(SERIES_POR_DEFECTO.RECIBO, '2026-03-09', 1)).toBe('RE-202603-000001');
  });

  it('el próximo número sigue el contador guardado, con el prefijo en mayúsculas; no sale con un formato inválido', () => {
    // Con 61 préstamos ya numerados, el próximo es el 62, no el 1 (issue 40).
    expect(proximoNumero(SERIES_POR_DEFECTO.PRESTAMOS, '2026-11-29', 62)).toBe('PR-202611-000062');
    expect(proximoNumero({ prefijo: 'rc', formato: '{PREFIJO}-{DD}/{N:3}' }, '2026-03-09', 1234)).toBe(
      'RC-09/1234',
    );
    expect(proximoNumero({ prefijo: 'PR-', formato: '{PREFIJO}{AAAA}' }, '2026-03-09', 5)).toBeNull();
    expect(proximoNumero({ prefijo: 'PR#', formato: '{N}' }, '2026-03-09', 5)).toBeNull();
  });

  it('la inactividad de los cobradores: vacía envía null (el límite de todos); si no, de 5 a 30 minutos', () => {
    const v = valoresDeAjustes(AJUSTES);
    expect(v.inactividad_operador_min).toBe('');
    expect(cuerpoDeAjustes(v, false).inactividad_operador_min).toBeNull();
    expect(cuerpoDeAjustes({ ...v, inactividad_operador_min: '20' }, false).inactividad_operador_min).toBe(
      20,
    );
    expect(valoresDeAjustes({ ...AJUSTES, inactividad_operador_min: 15 }).inactividad_operador_min).toBe(15);
    const fuera = 'La inactividad de los cobradores va de 5 a 30 minutos.';
    expect(errorDeInactividad('')).toBeNull();
    expect(errorDeInactividad(5)).toBeNull();
    expect(errorDeInactividad(30)).toBeNull();
    expect(errorDeInactividad(4)).toBe(fuera);
    expect(errorDeInactividad(31)).toBe(fuera);
    expect(errorDeInactividad(12.5)).toBe(fuera);
  });

  it('quien no es soporte no envía el mensaje de empresa inactiva', () => {
    const v = { ...valoresDeAjustes(AJUSTES), block_inactive_login_msg: 'Llame a soporte' };
    expect(cuerpoDeAjustes(v, false)).not.toHaveProperty('block_inactive_login_msg');
    expect(cuerpoDeAjustes(v, true).block_inactive_login_msg).toBe('Llame a soporte');
    expect(
      cuerpoDeAjustes({ ...v, block_inactive_login_msg: '  ' }, true).block_inactive_login_msg,
    ).toBeNull();
    expect(
      cuerpoDeAjustes(
        { ...v, mora_porcentaje: '2.5', dias_gracia: '3', dias_maximos_diferimiento: '120' },
        false,
      ),
    ).toMatchObject({
      mora_porcentaje: 2.5,
      dias_gracia: 3,
      dias_maximos_diferimiento: 120,
    });
  });

  it('la impresora de ticket va y viene: ninguna es null, 58 y 80 son números', () => {
    expect(valoresDeAjustes(AJUSTES).ticket_mm).toBe('');
    expect(cuerpoDeAjustes(valoresDeAjustes(AJUSTES), false).ticket_mm).toBeNull();
    const con58 = valoresDeAjustes({ ...AJUSTES, ticket_mm: 58 });
    expect(con58.ticket_mm).toBe('58');
    expect(cuerpoDeAjustes(con58, false).ticket_mm).toBe(58);
    expect(cuerpoDeAjustes({ ...con58, ticket_mm: '80' }, false).ticket_mm).toBe(80);
  });

  it('las series van y vienen como lista; la que falta toma la de por defecto y empieza en 1', () => {
    const { series, siguientes } = numeracionDesdeLista([
      { tipo: 'RECIBO', prefijo: 'REC', formato: '{PREFIJO}{N:4}', siguiente: 208 },
    ]);
    expect(series.PRESTAMOS).toEqual(SERIES_POR_DEFECTO.PRESTAMOS);
    expect(siguientes).toEqual({ PRESTAMOS: 1, RECIBO: 208 });
    expect(seriesALista({ ...series, RECIBO: { prefijo: ' rec ', formato: ' {N} ' } })[1]).toEqual({
      tipo: 'RECIBO',
      prefijo: 'REC',
      formato: '{N}',
    });
  });

  it('el logo por dirección: vacío, https o el subido', () => {
    expect(errorDelLogoUrl('')).toBeNull();
    expect(errorDelLogoUrl('https://x.do/logo.png')).toBeNull();
    expect(errorDelLogoUrl('/api/empresas/2/logo?v=3')).toBeNull();
    expect(errorDelLogoUrl('http://x.do/logo.png')).toMatch(/https/);
  });

  it('el archivo del logo: imagen que no sea SVG, hasta 2 MB', () => {
    expect(errorDelLogo({ type: 'image/png', size: 2 * 1024 * 1024, name: 'a.png' })).toBeNull();
    expect(errorDelLogo({ type: 'image/png', size: 2 * 1024 * 1024 + 1, name: 'a.png' })).toMatch(/2 MB/);
    expect(errorDelLogo({ type: 'image/svg+xml', size: 10, name: 'a.svg' })).toMatch(/SVG/);
    expect(errorDelLogo({ type: 'application/pdf', size: 10, name: 'a.pdf' })).toMatch(/imagen/);
  });
});
