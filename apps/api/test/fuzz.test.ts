import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from './entorno';
import { abrirCaja, prestar } from './fabricas';
import { type Cliente, entrar, pedir } from './peticiones';

/**
 * Fuzz de toda la API (issue 12): para cada ruta del documento OpenAPI (generado de los esquemas del contrato), cuerpos,
 * consultas y parámetros hechos de su propio esquema más valores hostiles (NUL, números enormes, tipos cambiados,
 * operadores de Mongo, textos de 5 000 caracteres), con una sesión válida. Ninguna respuesta es 5xx y cada 4xx trae
 * un `message` en español.
 */
interface Esquema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Esquema>;
  items?: Esquema;
  anyOf?: Esquema[];
  oneOf?: Esquema[];
  allOf?: Esquema[];
}
interface Parametro {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: Esquema;
}
interface Operacion {
  parameters?: Parametro[];
  requestBody?: { content?: Record<string, { schema?: Esquema }> };
}

/** Rutas que cerrarían la sesión del fuzz (todo lo demás, incluido borrar empresas, se prueba). */
const FUERA = new Set(['POST /api/auth/logout']);

const TEXTOS_HOSTILES = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'x\u001b[31m',
  "' or 1=1 --",
  '%_\\',
  '{"$gt":1}',
  'x'.repeat(5000),
  '2026-02-30',
  '0000-01-01',
  '9999-12-31',
  '-1',
  '1e309',
  '2147483648',
  'DEMO',
  'ACTIVO',
  'null',
  '🙂‮',
];
const NUMEROS_HOSTILES = [0, -1, 1.5, 0.001, 2147483647, 2147483648, -2147483649, 2 ** 53, 1e15, 1e308, -0];
const hostil = fc.constantFrom<unknown>(
  null,
  {},
  [],
  true,
  '\u0000',
  -1,
  1e308,
  { $gt: 1 },
  ['\u0000'],
  'x'.repeat(5000),
);

function desdeEsquema(e: Esquema | undefined, profundidad = 0): fc.Arbitrary<unknown> {
  if (!e || profundidad > 4) return hostil;
  const variantes = [...(e.anyOf ?? []), ...(e.oneOf ?? []), ...(e.allOf ?? [])];
  if (variantes.length) return fc.oneof(...variantes.map((v) => desdeEsquema(v, profundidad + 1)), hostil);
  const tipo = Array.isArray(e.type) ? e.type[0] : e.type;
  const propio = (() => {
    if (e.enum?.length) return fc.constantFrom(...e.enum);
    switch (tipo) {
      case 'string':
        return fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom(...TEXTOS_HOSTILES));
      case 'integer':
      case 'number':
        return fc.oneof(fc.integer({ min: -1000, max: 100000 }), fc.constantFrom(...NUMEROS_HOSTILES));
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(desdeEsquema(e.items, profundidad + 1), { maxLength: 4 });
      case 'object': {
        const props = Object.fromEntries(
          Object.entries(e.properties ?? {}).map(([k, v]) => [k, desdeEsquema(v, profundidad + 1)]),
        );
        return fc
          .record(props, { requiredKeys: [] })
          .chain((o) => fc.constantFrom(o, { ...o, $gt: 1 }, { ...o, __proto__: { admin: true } }, {}));
      }
      default:
        return hostil;
    }
  })();
  return fc.oneof({ weight: 4, arbitrary: propio }, { weight: 1, arbitrary: hostil });
}

const textoDeParametro = fc.oneof(
  fc.nat({ max: 50 }).map(String),
  fc.constantFrom(
    '0',
    '-1',
    'abc',
    '2147483648',
    '99999999999999999999',
    '1e3',
    '\u0000',
    '1.5',
    ' ',
    'RE-0%00',
  ),
  fc.string({ maxLength: 12 }),
);

/** Lo que un mensaje en inglés delata; los de la API (y los de Zod, con su idioma en español) no lo dicen. */
const INGLES =
  /\b(the|is|are|must|should|invalid|expected|required|unexpected|not|failed|cannot|unsupported|missing|property|value)\b/i;

let e: Entorno;
let soporte: Cliente;

beforeAll(async () => {
  e = await crearEntorno();
  soporte = await entrar(e, 'SOPORTE', 'soporte');
  // Algo que encontrar: un cliente con un préstamo en DEMO.
  const admin = await entrar(e, 'DEMO', 'admin');
  await abrirCaja(e, 2, 100_000);
  const c = await admin.post('/api/clientes', { nombres: 'Fuzz', apellidos: 'Cliente' });
  await prestar(admin, c.body.item.id_cliente);
});
afterAll(() => e.cerrar());

describe('fuzz de la API', () => {
  it('ninguna ruta responde 5xx, y todo 4xx trae un mensaje en español', async () => {
    const doc = e.app.swagger() as { paths: Record<string, Record<string, Operacion>> };
    const rutas = Object.entries(doc.paths).flatMap(([ruta, metodos]) =>
      Object.entries(metodos).map(([metodo, op]) => ({ ruta, metodo: metodo.toUpperCase(), op })),
    );
    expect(rutas.length).toBeGreaterThan(80);
    let peticiones = 0;
    for (const { ruta, metodo, op } of rutas) {
      if (FUERA.has(`${metodo} ${ruta}`) || !['GET', 'POST', 'PUT', 'DELETE'].includes(metodo)) continue;
      const enRuta = (op.parameters ?? []).filter((p) => p.in === 'path');
      const enConsulta = (op.parameters ?? []).filter((p) => p.in === 'query');
      const cuerpo = op.requestBody?.content?.['application/json']?.schema;
      const peticion = fc.record({
        ruta: fc.tuple(...enRuta.map(() => textoDeParametro)),
        consulta: fc.tuple(
          ...enConsulta.map((p) => fc.option(desdeEsquema(p.schema).map(String), { nil: undefined })),
        ),
        cuerpo: cuerpo ? desdeEsquema(cuerpo) : fc.constant(undefined),
        enDemo: fc.boolean(),
      });
      await fc.assert(
        fc.asyncProperty(peticion, async (p) => {
          let url = ruta;
          enRuta.forEach((param, i) => {
            url = url.replace(`{${param.name}}`, encodeURIComponent(String(p.ruta[i])));
          });
          const q = new URLSearchParams();
          enConsulta.forEach((param, i) => {
            const v = p.consulta[i];
            if (v !== undefined) q.set(param.name, v);
          });
          const completa = q.size ? `${url}?${q}` : url;
          const r = await pedir(e, metodo as 'GET', completa, {
            token: soporte.token,
            headers: {
              'x-tenant': p.enDemo ? '2' : 'SOPORTE',
              ...(metodo === 'GET' || metodo === 'DELETE' ? {} : {}),
            },
            ...(p.cuerpo === undefined || metodo === 'GET' || metodo === 'DELETE'
              ? {}
              : { body: p.cuerpo as object }),
          });
          peticiones++;
          const donde = `${metodo} ${completa} ${JSON.stringify(p.cuerpo)?.slice(0, 300)} → ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`;
          expect(r.status, donde).toBeLessThan(500);
          if (r.status >= 400) {
            expect(typeof r.body?.message, donde).toBe('string');
            expect(r.body.message.length, donde).toBeGreaterThan(0);
            expect(INGLES.test(r.body.message), donde).toBe(false);
          }
        }),
        { numRuns: 20, endOnFailure: true },
      );
    }
    expect(peticiones).toBeGreaterThan(1500);
  }, 600_000);
});
