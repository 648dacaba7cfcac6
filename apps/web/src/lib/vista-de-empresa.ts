import type { EmpresaSesion, PreferenciasEmpresa } from '@prestamos/contract';
import { CLAVES, escribir, leerJson, leerTexto } from './almacen';
import { queryClient } from './consultas';
import { irA } from './navegacion';
import { avisarCambioDeSesion } from './sesion';

/**
 * Vista de empresa: soporte entra a otra empresa cambiando la empresa que viaja en X-Tenant, y al salir
 * vuelve a la suya. Lo propio se guarda aparte para restaurarlo tal cual; lo visto ocupa las claves de siempre, así
 * el cliente de la API y el menú lateral no necesitan saber que es una vista.
 */
export interface EmpresaOriginal {
  empresaId: string | null;
  tenant: string | null;
  empresa: EmpresaSesion | null;
  prefs: PreferenciasEmpresa | null;
}

export function empresaOriginal(): EmpresaOriginal | null {
  return leerJson<EmpresaOriginal | null>(CLAVES.empresaOriginal, null);
}

/**
 * Lo de otra empresa en caché no debe verse bajo el nombre de la nueva: se vacía la caché antes de avisar a las
 * pantallas, y se navega antes para que la pantalla anterior no vuelva a pedir sus datos con la empresa nueva.
 */
function cambiarDeEmpresa(destino: string): void {
  irA(destino);
  queryClient.clear();
  avisarCambioDeSesion();
}

function escribirEmpresa(empresaId: string | null, tenant: string | null, empresa: EmpresaSesion | null) {
  escribir(CLAVES.empresaId, empresaId);
  escribir(CLAVES.tenant, tenant);
  escribir(CLAVES.empresa, empresa);
  escribir(CLAVES.prefs, empresa?.preferencias ?? null);
}

/** Vuelve a la empresa propia (SOPORTE) y a la administración de empresas. Sin vista abierta no hace nada. */
export function salirDeVistaDeEmpresa(destino = '/app/empresa'): void {
  const original = empresaOriginal();
  if (!original) return;
  escribirEmpresa(original.empresaId, original.tenant, original.empresa);
  if (original.prefs) escribir(CLAVES.prefs, original.prefs);
  escribir(CLAVES.empresaOriginal, null);
  cambiarDeEmpresa(destino);
}

/**
 * Entra a ver otra empresa. Si ya estaba viendo una, lo propio guardado se conserva (se pasa de una vista a otra);
 * "ver" la empresa propia es salir de la vista.
 */
export function entrarEnVistaDeEmpresa(vista: EmpresaSesion, destino = '/app/dashboard'): void {
  const guardada = empresaOriginal();
  const propia: EmpresaOriginal = guardada ?? {
    empresaId: leerTexto(CLAVES.empresaId),
    tenant: leerTexto(CLAVES.tenant),
    empresa: leerJson<EmpresaSesion | null>(CLAVES.empresa, null),
    prefs: leerJson<PreferenciasEmpresa | null>(CLAVES.prefs, null),
  };
  const idPropio = propia.empresa?.id_empresa ?? Number(propia.empresaId);
  if (vista.id_empresa === idPropio) {
    if (guardada) salirDeVistaDeEmpresa(destino);
    return;
  }
  escribir(CLAVES.empresaOriginal, propia);
  escribirEmpresa(String(vista.id_empresa), vista.rnc, vista);
  cambiarDeEmpresa(destino);
}

// Si otra pestaña entra o sale de una vista, esta también cambió de empresa: su caché es de la otra.
window.addEventListener('storage', (evento) => {
  if (evento.key === CLAVES.empresaOriginal) queryClient.clear();
});
