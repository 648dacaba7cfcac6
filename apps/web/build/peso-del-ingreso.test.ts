import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { medirIngreso, pesoDelIngreso, type Trozo } from './peso-del-ingreso';

const trozo = (code: string, extra: Partial<Trozo> = {}): Trozo => ({
  type: 'chunk',
  code,
  imports: [],
  ...extra,
});

/** Una compilación chica: la entrada, la pantalla de ingreso, lo que comparten y otra pantalla que /login no baja. */
function compilacion(codigoDelIngreso: string): Record<string, Trozo> {
  return {
    'assets/index.js': trozo('entrada();', { isEntry: true, imports: ['assets/react.js'] }),
    'assets/react.js': trozo('react();'),
    'assets/pagina-login.js': trozo(codigoDelIngreso, {
      facadeModuleId: '/repo/apps/web/src/features/auth/pagina-login.tsx',
      imports: ['assets/react.js', 'assets/formulario.js'],
    }),
    'assets/formulario.js': trozo('formulario();'),
    'assets/workbox-window.js': trozo('workbox();', {
      facadeModuleId: '/repo/node_modules/workbox-window/build/workbox-window.prod.es5.mjs',
    }),
    'assets/pagina-reportes.js': trozo('graficos();'.repeat(1000), {
      facadeModuleId: '/repo/apps/web/src/features/reportes/pagina-reportes.tsx',
      imports: ['assets/react.js'],
    }),
    'assets/index.css': { type: 'asset' },
  };
}

/** Llama writeBundle del plugin como lo hace Vite, con error() que corta la compilación. */
function compilarCon(tope: number, paquete: Record<string, Trozo>) {
  const info = vi.fn();
  const contexto = {
    info,
    error: (mensaje: string) => {
      throw new Error(mensaje);
    },
  };
  const plugin = pesoDelIngreso(tope) as unknown as {
    writeBundle: (this: typeof contexto, opciones: object, paquete: object) => void;
  };
  plugin.writeBundle.call(contexto, {}, paquete);
  return info;
}

describe('el peso de /login', () => {
  it('cuenta la entrada, la pantalla de ingreso y workbox-window con lo que importan, no las otras pantallas', () => {
    const peso = medirIngreso(compilacion('ingreso();'));
    expect(peso.archivos).toEqual([
      'assets/formulario.js',
      'assets/index.js',
      'assets/pagina-login.js',
      'assets/react.js',
      'assets/workbox-window.js',
    ]);
    expect(peso.crudo).toBe('entrada();react();ingreso();formulario();workbox();'.length);
  });

  it('imprime la cifra bajo el tope y hace fallar la compilación cuando lo pasa', () => {
    // 4 KB al azar no se comprimen: con ellos el ingreso pasa de 3 KB con gzip.
    const pesado = compilacion(randomBytes(4096).toString('base64'));
    expect(compilarCon(8, pesado)).toHaveBeenCalledWith(
      expect.stringMatching(
        /^JS de \/login: [\d.]+ KB con gzip \([\d.]+ KB sin comprimir, 5 archivos\); tope 8 KB$/,
      ),
    );
    expect(() => compilarCon(3, pesado)).toThrow(
      /^JS de \/login: [\d.]+ KB con gzip .*pasa del tope de 3 KB/,
    );
  });

  it('sin la pantalla de ingreso en la compilación, falla en vez de medir de menos', () => {
    const { 'assets/pagina-login.js': _, ...sinIngreso } = compilacion('ingreso();');
    expect(() => compilarCon(200, sinIngreso)).toThrow('No encontré la pantalla de ingreso');
  });
});
