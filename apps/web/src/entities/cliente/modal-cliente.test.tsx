import type { Cliente } from '@prestamos/contract';
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

/** Un cliente como lo devuelve el servidor (la respuesta se valida con su esquema del contrato). */
const clienteGuardado = (datos: Partial<Cliente>): Cliente => ({
  id_cliente: 41,
  codigo: 'CL-000041',
  nombres: 'Ana',
  apellidos: 'Peña',
  cedula: null,
  telefono: null,
  telefono1: null,
  movil: null,
  correo: null,
  email: null,
  direccion: null,
  estado: 'ACTIVO',
  creado_en: '2026-11-20T10:00:00.000Z',
  prestamos_activos: 0,
  tiene_prestamo_activo: false,
  foto_url: null,
  ...datos,
});

function abrirRapido() {
  const alGuardar = vi.fn();
  montar(<ModalCliente abierto rapido cliente={null} alCerrar={() => {}} alGuardar={alGuardar} />);
  return alGuardar;
}

describe('creación rápida de cliente (la usa el préstamo nuevo)', () => {
  it('exige nombres y apellidos con sus textos y no llama a la API', async () => {
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
    const item = clienteGuardado({ cedula: '402-1234567-8' });
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
      estado: 'ACTIVO',
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

describe('foto en el formulario completo (JPG o PNG, hasta 5 MB)', () => {
  const elegirFoto = (archivo: File) => {
    const entrada = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(entrada, { target: { files: [archivo] } });
  };
  const llenar = () => {
    fireEvent.change(screen.getByLabelText(/Nombres/), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText(/Apellidos/), { target: { value: 'Peña' } });
  };

  it('un archivo que no es JPG ni PNG se rechaza sin llamar a la API', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { consultas } = montar(
      <ModalCliente abierto cliente={null} alCerrar={() => {}} alGuardar={() => {}} />,
    );
    llenar();
    elegirFoto(new File(['%PDF'], 'cedula.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('La foto debe ser una imagen JPG o PNG.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Crear cliente' }));
    // El envío corre dentro del clic: si hubiera empezado a guardar, su mutación ya estaría (y la API se llamaría
    // después, al correr la mutación).
    expect(consultas.getMutationCache().getAll()).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('crea el cliente y luego sube su foto', async () => {
    const item = clienteGuardado({});
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(
        new Response(
          JSON.stringify({ ok: true, message: 'Cliente creado', item, cliente: item, advertencias: [] }),
          {
            status: 201,
            headers: { 'content-type': 'application/json' },
          },
        ),
      )
      .mockResolvedValueOnce(
        new Response(
          JSON.stringify({ ok: true, message: 'Foto guardada', foto_url: '/api/clientes/41/foto?v=1' }),
          {
            status: 200,
            headers: { 'content-type': 'application/json' },
          },
        ),
      );
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(notificar, 'exito').mockReturnValue('');
    const alGuardar = vi.fn();
    montar(<ModalCliente abierto cliente={null} alCerrar={() => {}} alGuardar={alGuardar} />);
    llenar();
    const foto = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'ana.png', { type: 'image/png' });
    elegirFoto(foto);
    fireEvent.click(screen.getByRole('button', { name: 'Crear cliente' }));
    await waitFor(() => expect(alGuardar).toHaveBeenCalledWith(item));
    const [url, init] = fetch.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/api/clientes/41/foto');
    expect(init.method).toBe('POST');
    expect((init.body as FormData).get('foto')).toBe(foto);
  });

  it('si el servidor rechaza la foto por sus medidas (413), el aviso dice su mensaje; el cliente ya quedó creado', async () => {
    const item = clienteGuardado({ id_cliente: 42 });
    const mensaje =
      'La foto mide 10000 × 10000 píxeles (100 megapíxeles); el máximo es 16 megapíxeles y 8192 píxeles por ' +
      'lado. Usa una imagen más pequeña.';
    const json = (status: number, cuerpo: unknown) =>
      new Response(JSON.stringify(cuerpo), { status, headers: { 'content-type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(
          json(201, { ok: true, message: 'Cliente creado', item, cliente: item, advertencias: [] }),
        )
        .mockResolvedValueOnce(json(413, { ok: false, message: mensaje, code: 'IMAGEN_MUY_GRANDE' })),
    );
    vi.spyOn(notificar, 'exito').mockReturnValue('');
    const error = vi.spyOn(notificar, 'error').mockReturnValue('');
    const alGuardar = vi.fn();
    montar(<ModalCliente abierto cliente={null} alCerrar={() => {}} alGuardar={alGuardar} />);
    llenar();
    elegirFoto(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'enorme.png', { type: 'image/png' }));
    fireEvent.click(screen.getByRole('button', { name: 'Crear cliente' }));
    await waitFor(() => expect(alGuardar).toHaveBeenCalledWith(item));
    expect(error).toHaveBeenCalledWith(mensaje);
  });
});

describe('cédula que no pasa el dígito verificador', () => {
  it('avisa junto al campo (sin impedir guardar) y el aviso se va al corregirla', async () => {
    const item = clienteGuardado({ cedula: '402-1234567-9' });
    const fetch = respuesta(201, {
      ok: true,
      message: 'Cliente creado',
      item,
      cliente: item,
      advertencias: ['La cédula 402-1234567-9 no pasa la verificación del dígito; revísala.'],
    });
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(notificar, 'exito').mockReturnValue('');
    vi.spyOn(notificar, 'aviso').mockReturnValue('');
    const alGuardar = abrirRapido();
    const cedula = screen.getByLabelText('Cédula');
    fireEvent.change(cedula, { target: { value: '40212345679' } });
    const aviso = screen.getByText('Cédula con dígito verificador inválido');
    expect(cedula.getAttribute('aria-describedby')).toContain(aviso.id);
    expect(cedula.getAttribute('aria-invalid')).not.toBe('true');

    fireEvent.change(screen.getByLabelText(/Nombres/), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText(/Apellidos/), { target: { value: 'Peña' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear cliente' }));
    await waitFor(() => expect(alGuardar).toHaveBeenCalledWith(item));

    fireEvent.change(cedula, { target: { value: '40212345678' } });
    expect(screen.queryByText('Cédula con dígito verificador inválido')).toBeNull();
  });
});
