import { describe, expect, it } from 'vitest';
import { type Repositorio, revisarArchivo, textoCitable } from './revisar-citas';

/** Un repositorio inventado: unos pocos archivos con su contenido. */
function repositorio(archivos: Record<string, string>): Repositorio {
  return {
    archivos: new Set(Object.keys(archivos)),
    leer: (ruta) => archivos[ruta] ?? '',
  };
}

const REPO = repositorio({
  'docs/producto.md':
    '# El producto\n\n<a id="cobros"></a>\n## Cobros y el orden en que se aplican\n\n## Caja\n',
  'docs/decisiones/0025-escrituras-a-la-vez.md': '# 0025. Escrituras a la vez\n',
  'apps/api/sql/diario.sql': '-- uno\n-- dos\n-- tres\n',
  'apps/api/src/modules/pagos/cobrar.ts': 'export {};\n',
  'apps/api/src/db/conexion.ts': 'export {};\n',
  'apps/web/src/lib/api.ts': 'export {};\n',
  'bench/RESULTADOS.md': '# Resultados\n\n## 1. Banco HTTP\n\n## 4. Eventos en vivo\n',
});

/** Las citas rotas de un texto puesto en `ruta`, como `cita → motivo`. */
const rotas = (ruta: string, texto: string) =>
  revisarArchivo(ruta, texto, REPO).map((f) => `${f.linea}: ${f.cita} → ${f.motivo}`);

describe('revisar citas', () => {
  it('deja pasar las citas que llevan a algo que existe', () => {
    const texto = [
      'El orden: `docs/producto.md#cobros`, y la caja en [caja](producto.md#caja).',
      'Los bloqueos, docs/decisiones/0025-escrituras-a-la-vez.md y docs/decisiones/0025.',
      'La suma en apps/api/sql/diario.sql:3, también sql/diario.sql y `modules/pagos/cobrar.ts`.',
      'Desde la base: db/conexion.ts; la web, lib/api.ts; las cifras, bench/RESULTADOS.md §1 y §4.',
      'Lo que la compilación escribe (dist/main.js, sw.js) y Node.js no son citas.',
    ].join('\n');
    expect(rotas('docs/arquitectura.md', texto)).toEqual([]);
  });

  it('nombra cada cita rota con su línea y lo que falta', () => {
    const texto = [
      'Ver `docs/producto.md#mora` y [caja](producto.md#cajas).',
      'Según docs/decisiones/0099 y docs/decisiones/0025-otra-cosa.md.',
      'Línea apps/api/sql/diario.sql:46 y el archivo modules/prestamos/resumen.ts.',
      'Como dice la spec 001 §6, el DESIGN.md, ../shared/spec y decisions §35.',
      'Las cifras de bench/RESULTADOS.md §2.',
    ].join('\n');
    expect(rotas('docs/arquitectura.md', texto)).toEqual([
      '4: spec → cita la especificación, que no está en el repositorio',
      '4: DESIGN.md → cita el diseño, que no está en el repositorio',
      '4: ../shared → cita una carpeta de fuera del repositorio',
      '4: decisions § → cita el registro de decisiones que ya no existe (docs/decisiones/)',
      '1: docs/producto.md#mora → docs/producto.md no tiene el ancla #mora',
      '1: producto.md#cajas → docs/producto.md no tiene el ancla #cajas',
      '2: docs/decisiones/0025-otra-cosa.md → no existe docs/decisiones/0025-otra-cosa.md',
      '3: apps/api/sql/diario.sql:46 → apps/api/sql/diario.sql tiene 4 líneas',
      '3: modules/prestamos/resumen.ts → no existe modules/prestamos/resumen.ts',
      '2: docs/decisiones/0099 → no existe la decisión 0099',
      '5: bench/RESULTADOS.md §2 → bench/RESULTADOS.md no tiene la sección 2',
    ]);
  });

  it('del código lee solo los comentarios', () => {
    const codigo = [
      "const ruta = 'apps/web/dist/no-existe.ts'; // la cuota (docs/producto.md#cobros)",
      '/** Bloquea en el orden de docs/decisiones/0001. */',
      "const url = 'https://ejemplo.com/spec'; /* nada roto aquí */",
      '-- esto no es SQL',
    ].join('\n');
    expect(rotas('apps/api/src/x.ts', codigo)).toEqual([
      '2: docs/decisiones/0001 → no existe la decisión 0001',
    ]);
    expect(textoCitable('apps/api/src/x.ts', codigo).split('\n')).toHaveLength(4);
  });

  it('del SQL lee los comentarios `--`', () => {
    const sql = "select 'docs/decisiones/0002' as texto; -- docs/decisiones/0003\n";
    expect(rotas('apps/api/sql/x.sql', sql)).toEqual([
      '1: docs/decisiones/0003 → no existe la decisión 0003',
    ]);
  });

  it('una ruta con llaves se revisa archivo por archivo', () => {
    expect(rotas('docs/a.md', 'En `apps/api/sql/{diario,cartera}.sql`.')).toEqual([
      '1: apps/api/sql/{diario,cartera}.sql → no existe apps/api/sql/cartera.sql',
    ]);
  });
});
