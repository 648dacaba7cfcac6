import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificar } from '../../lib/notificar';
import { montar } from '../../test/render';
import { BotonCambiarLogo } from './boton-cambiar-logo';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const elegir = (archivo: File) =>
  fireEvent.change(screen.getByLabelText('Archivo del logo'), { target: { files: [archivo] } });

describe('botón "Cambiar logo"', () => {
  it('una imagen demasiado grande (413): el aviso dice el mensaje del servidor, con sus medidas y el máximo', async () => {
    const mensaje =
      'El logo mide 10000 × 10000 píxeles (100 megapíxeles); el máximo es 16 megapíxeles y 8192 píxeles por ' +
      'lado. Usa una imagen más pequeña.';
    const fetch = vi.fn().mockResolvedValue(
      new Response(JSON.stringify({ ok: false, message: mensaje, code: 'IMAGEN_MUY_GRANDE' }), {
        status: 413,
        headers: { 'content-type': 'application/json' },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const error = vi.spyOn(notificar, 'error').mockReturnValue('');
    montar(<BotonCambiarLogo />);
    elegir(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(mensaje));
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/empresa/logo');
  });

  it('un SVG no se sube: lo dice sin llamar a la API', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const error = vi.spyOn(notificar, 'error').mockReturnValue('');
    montar(<BotonCambiarLogo />);
    elegir(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'El logo no puede ser SVG: usa JPG, PNG, GIF o WebP.',
        'No se pudo subir el logo',
      ),
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});
