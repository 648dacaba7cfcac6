import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificar } from '../../lib/notificar';
import { montar } from '../../test/render';
import { ModalCliente } from './modal-cliente';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const respuesta = (status: number, cuerpo: unknown) =>
  vi
    .fn()
    .mockResolvedValue(
      new Response(JSON.stringify(cuerpo), { status, headers: { 'content-type': 'application/json' } }),
    );

function abrirRapido() {
  const alGuardar = vi.fn();
  montar(<ModalCliente abierto rapido cliente={null} alCerrar={() => {}} alGuardar={alGuardar} />);
  return alGuardar;
}

describe('creación rápida de cliente (la usa el préstamo nuevo)', () => {
  it('exige nombres y apellidos con los textos de la spec y no llama a la API', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    abrirRapido();
    expect(screen.queryByLabelText('Móvil')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Crear cliente' }));
    expect(await screen.findByText('Ingresa el nombre.')).toBeTruthy();
    expect(screen.getByText('Ingresa los apellidos.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('envía los datos básicos (POST /clientes) y entrega el cliente creado', async () => {
    const item = { id_cliente: 41, nombres: 'Ana', apellidos: 'Peña', cedula: '402-1234567-8' };
    const fetch = respuesta(201, {
      ok: true,
      message: 'Cliente creado',
      item,
      cliente: item,
      advertencias: [],
    });
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(notificar, 'exito').mockReturnValue('');
    const alGuardar = abrirRapido();
    fireEvent.change(screen.getByLabelText(/Nombres/), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText(/Apellidos/), { target: { value: 'Peña' } });
    fireEvent.change(screen.getByLabelText('Cédula'), { target: { value: '40212345678' } });
    expect((screen.getByLabelText('Cédula') as HTMLInputElement).value).toBe('402-1234567-8');
    fireEvent.click(screen.getByRole('button', { name: 'Crear cliente' }));
    await waitFor(() => expect(alGuardar).toHaveBeenCalledWith(item));
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/clientes');
    expect(JSON.parse(String(init.body))).toEqual({
      nombres: 'Ana',
      apellidos: 'Peña',
      cedula: '402-1234567-8',
      telefono: '',
      direccion: '',
    });
  });

  it('un rechazo sin mensaje dice "No se pudo crear el cliente."; sin conexión, "Error creando cliente."', async () => {
    const error = vi.spyOn(notificar, 'error').mockReturnValue('');
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 500 })));
    abrirRapido();
    fireEvent.change(screen.getByLabelText(/Nombres/), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText(/Apellidos/), { target: { value: 'Peña' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear cliente' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('No se pudo crear el cliente.'));
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    fireEvent.click(screen.getByRole('button', { name: 'Crear cliente' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error creando cliente.'));
  });
});
