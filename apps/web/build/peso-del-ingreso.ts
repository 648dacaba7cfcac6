import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Lo más que puede bajar un teléfono al abrir /login, en KB comprimidos con gzip (issue 40: cobradores en 3G). */
export const TOPE_DEL_INGRESO_KB = 200;

/**
 * Lo que arranca al abrir /login además de la entrada (React, Mantine, el router y el sitio público): la pantalla de
 * ingreso (carga diferida en app/router.tsx) y workbox-window, que registerSW (main.tsx) pide enseguida.
 */
const ARRANCAN_CON_EL_INGRESO = [/\/src\/features\/auth\/pagina-login\.tsx$/, /\/workbox-window\//];

/** Lo que este cálculo lee de cada archivo de la compilación (un OutputChunk de Rolldown, o un recurso). */
export interface Trozo {
  type: 'chunk' | 'asset';
  code?: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
}

export interface PesoDelIngreso {
  archivos: string[];
  crudo: number;
  comprimido: number;
}

/** Los archivos JS que baja /login, cada uno con lo que importa de forma estática (lo que index.html precarga). */
export function medirIngreso(paquete: Record<string, Trozo>): PesoDelIngreso {
  const vistos = new Set<string>();
  const agregar = (nombre: string) => {
    if (vistos.has(nombre)) return;
    vistos.add(nombre);
    for (const importado of paquete[nombre]?.imports ?? []) agregar(importado);
  };
  for (const [nombre, trozo] of Object.entries(paquete)) {
    const modulo = trozo.facadeModuleId ?? '';
    if (trozo.type === 'chunk' && (trozo.isEntry || ARRANCAN_CON_EL_INGRESO.some((m) => m.test(modulo))))
      agregar(nombre);
  }
  const archivos = [...vistos].sort();
  let crudo = 0;
  let comprimido = 0;
  for (const nombre of archivos) {
    const codigo = Buffer.from(paquete[nombre]?.code ?? '');
    crudo += codigo.length;
    comprimido += gzipSync(codigo, { level: 9 }).length;
  }
  return { archivos, crudo, comprimido };
}

/**
 * Imprime cuánto JS baja /login y hace fallar la compilación si pasa de `tope` KB con gzip: el primer ingreso desde
 * un teléfono no vuelve a engordar sin que nadie lo vea. Si falla, lo que /login no usa va en carga diferida.
 */
export function pesoDelIngreso(tope = TOPE_DEL_INGRESO_KB): Plugin {
  return {
    name: 'prestamos:peso-del-ingreso',
    apply: 'build',
    writeBundle(_opciones, paquete) {
      const { archivos, crudo, comprimido } = medirIngreso(paquete as unknown as Record<string, Trozo>);
      if (!archivos.some((a) => a.includes('pagina-login')))
        this.error('No encontré la pantalla de ingreso (features/auth/pagina-login.tsx) en la compilación.');
      const kb = (n: number) => (n / 1024).toFixed(1);
      const cifra = `JS de /login: ${kb(comprimido)} KB con gzip (${kb(crudo)} KB sin comprimir, ${archivos.length} archivos)`;
      if (comprimido > tope * 1024)
        this.error(`${cifra}: pasa del tope de ${tope} KB. Lo que el ingreso no usa va en carga diferida.`);
      this.info(`${cifra}; tope ${tope} KB`);
    },
  };
}
