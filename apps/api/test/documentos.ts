import type { Contexto } from '../src/lib/contexto';

/** Un administrador de la empresa, para leer los datos de un documento sin pasar por HTTP. */
export function contextoDePrueba(idEmpresa: number, idUsuario: number): Contexto {
  return {
    idEmpresa,
    idEmpresaSesion: idEmpresa,
    idUsuario,
    idSesion: 0,
    usuario: 'admin',
    rol: 'ADMIN',
    roles: ['ADMIN'],
    permisos: [],
    esSuperadmin: false,
    cobrador: null,
  };
}

/** Todo el texto de un documento de pdfmake, para comprobar lo que dice sin leer el PDF binario. */
export function textoDe(nodo: unknown): string {
  if (typeof nodo === 'string') return nodo;
  if (Array.isArray(nodo)) return nodo.map(textoDe).join(' ');
  if (nodo && typeof nodo === 'object') {
    const o = nodo as Record<string, unknown>;
    return ['text', 'stack', 'columns', 'table', 'body', 'content', 'header', 'watermark']
      .map((k) => (k in o ? textoDe(o[k]) : ''))
      .join(' ');
  }
  return '';
}
