import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { InvalidSchemaError, ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Escritor = (datos: unknown) => string;

/**
 * Escribe las respuestas con fast-json-stringify, compilado del esquema Zod de cada respuesta (el contrato) pasado a
 * JSON Schema: como el serializador de serie de Fastify, escribe solo las propiedades que el esquema declara, sin
 * recorrer antes la respuesta con Zod. Validar con Zod y luego `JSON.stringify` se llevaba la décima parte del CPU del
 * servidor en una lista (docs/decisiones/0034-lo-recordado-y-el-servidor.md). Un esquema que JSON Schema no
 * representa (una fecha de JavaScript) se escribe con Zod como antes. Cada escritor se compila la primera vez que se
 * usa: el arranque no compila los de las rutas que no se piden.
 */
export function compiladorDeRespuestas(opciones: { validar: boolean }): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    if (!(schema instanceof z.ZodType)) throw new InvalidSchemaError(JSON.stringify(schema));
    let escritor: Escritor | null = null;
    const conZod = (datos: unknown) => {
      const r = z.safeEncode(schema, datos);
      if (r.error) throw new ResponseSerializationError(method, url, { cause: r.error });
      return r.data;
    };
    return (datos) => {
      escritor ??= compilar(schema, (d) => JSON.stringify(conZod(d)));
      const texto = escritor(datos);
      if (opciones.validar) compararConZod(texto, conZod(datos), `${method} ${url}`);
      return texto;
    };
  };
}

function compilar(esquema: z.ZodType, conZod: Escritor): Escritor {
  let json: unknown;
  try {
    json = z.toJSONSchema(esquema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
  } catch {
    return conZod;
  }
  return fastJsonStringify(json as Parameters<typeof fastJsonStringify>[0]);
}

/**
 * Las pruebas de la API validan además cada respuesta con Zod (los tipos, los valores de cada enumeración) y comprueban
 * que lo escrito es lo mismo que escribiría Zod.
 */
function compararConZod(texto: string, validado: unknown, ruta: string): void {
  const escrito: unknown = JSON.parse(texto);
  const esperado: unknown = JSON.parse(JSON.stringify(validado));
  if (!isDeepStrictEqual(escrito, esperado)) {
    throw new Error(
      `La respuesta de ${ruta} se escribió distinto que con Zod:\n${texto}\n${JSON.stringify(validado)}`,
    );
  }
}
