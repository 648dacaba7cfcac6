import { type LoginBody, LoginRespuesta } from '@prestamos/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { guardarSesion } from '../../lib/sesion';
import { recordarIngreso } from './ingreso-recordado';

export interface DatosDeIngreso {
  empresa: string;
  usuario: string;
  password: string;
}

/** El código de empresa viaja en X-Tenant; el cuerpo lleva usuario y contraseña (docs/producto.md#sesion). */
export async function iniciarSesion(datos: DatosDeIngreso): Promise<LoginRespuesta> {
  const cuerpo: z.input<typeof LoginBody> = { usuario: datos.usuario.trim(), password: datos.password };
  const r = await api('/auth/login', LoginRespuesta, {
    method: 'POST',
    publica: true,
    headers: { 'x-tenant': datos.empresa.trim().toUpperCase() },
    body: cuerpo,
  });
  guardarSesion(r);
  recordarIngreso(datos);
  return r;
}

export function useIniciarSesion() {
  return useMutation({ mutationFn: iniciarSesion });
}
