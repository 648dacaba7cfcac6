import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Dependencias } from './lib/contexto';
import { rutasAuth } from './modules/auth/routes';
import { rutasCaja } from './modules/caja/routes';
import { rutasChat } from './modules/chat/routes';
import { rutasFotoDeCliente } from './modules/clientes/foto-routes';
import { rutasGarantesYReferencias } from './modules/clientes/garantes-y-referencias-routes';
import { rutasClientes } from './modules/clientes/routes';
import { rutasAdministracionDeEmpresas } from './modules/empresas/administracion-routes';
import { rutasEmpresa } from './modules/empresas/routes';
import { despertarAlEscribir, iniciarRepartoDeEventos } from './modules/eventos/registro';
import type { OpcionesDelRepartidor } from './modules/eventos/repartidor';
import { rutasEventos } from './modules/eventos/routes';
import { rutasNumeracion } from './modules/numeracion/routes';
import { rutasOperador } from './modules/operador/routes';
import { rutasConsultasDePagos } from './modules/pagos/consultas-routes';
import { rutasPagos } from './modules/pagos/routes';
import { rutasDocumentosDePrestamo } from './modules/prestamos/documentos/routes';
import { rutasPrestamos } from './modules/prestamos/routes';
import { rutasPublicas } from './modules/publico/routes';
import { type RelojAdelantable, rutasDelRelojDePrueba } from './modules/reloj-de-prueba/reloj';
import { rutasReportes } from './modules/reportes/routes';
import { rutasRoles } from './modules/roles/routes';
import { rutasDeCobro } from './modules/rutas/routes';
import { rutasSalud } from './modules/salud/routes';
import { rutasUsuarios } from './modules/usuarios/routes';
import { registrarControlDeAcceso } from './plugins/acceso';
import {
  registrarCabecerasDeSeguridad,
  registrarRespuestasSinGuardar,
} from './plugins/cabeceras-de-seguridad';
import { registrarRechazoDeCaracteresDeControl } from './plugins/caracteres';
import { registrarManejoDeErrores } from './plugins/errores';
import { registrarRespuestasRecordadas } from './plugins/respuestas-recordadas';
import { compiladorDeRespuestas } from './plugins/serializacion';
import { registrarWeb } from './plugins/web';
import { carpetaWeb } from './rutas-del-paquete';

/** Cada módulo de la API: sus rutas bajo /api, todas detrás del control de acceso. */
const MODULOS = [
  rutasSalud,
  rutasPublicas,
  rutasAuth,
  rutasUsuarios,
  rutasRoles,
  rutasClientes,
  rutasFotoDeCliente,
  rutasGarantesYReferencias,
  rutasPrestamos,
  rutasDocumentosDePrestamo,
  rutasConsultasDePagos,
  rutasPagos,
  rutasCaja,
  rutasNumeracion,
  rutasEmpresa,
  rutasAdministracionDeEmpresas,
  rutasDeCobro,
  rutasOperador,
  rutasReportes,
  rutasChat,
];

export interface OpcionesDeApp {
  /** Nivel de registro (`info`, `debug`...); sin él, el servidor no registra nada (pruebas). */
  nivelDeRegistro?: string;
  /** Adónde va el registro (por defecto, la salida estándar). */
  flujoDeRegistro?: NodeJS.WritableStream;
  /** false: sin una línea por petición, solo los avisos y errores (la consola de `npm start`; lib/registro-legible.ts). */
  registrarPeticiones?: boolean;
  carpetaWeb?: string;
  /** Validar cada respuesta con su esquema Zod antes de escribirla (las pruebas de la API; plugins/serializacion.ts). */
  validarRespuestas?: boolean;
  /** Los relojes del reparto de eventos (las pruebas los acortan). */
  repartidor?: OpcionesDelRepartidor;
  /** El reloj que los recorridos adelantan por `/api/prueba/reloj` (solo con RELOJ_DE_PRUEBA=1; main.ts). */
  relojDePrueba?: RelojAdelantable;
}

/** Los parámetros secretos: el token de la sesión (en la consulta del flujo de eventos) y el de un enlace de recibo. */
const esSecreto = (nombre: string) => nombre.toLowerCase() === 'token';

/** El nombre de un parámetro de la consulta como lo lee la ruta (`%74oken` es `token`); null si no se puede leer. */
function nombreDecodificado(crudo: string): string | null {
  try {
    return decodeURIComponent(crudo.replaceAll('+', ' '));
  } catch {
    return null;
  }
}

/**
 * La URL que se registra, sin secretos: el valor de cada parámetro de la consulta cuyo nombre, ya decodificado como lo
 * decodifica la ruta, es secreto (uno que no se puede decodificar también se tapa), y cada segmento del camino que la
 * ruta (`ruta`, p. ej. `/api/publico/recibos/:token`) declara como un parámetro secreto. Comparar el texto sin
 * decodificar dejaba pasar `?%74oken=…`.
 */
export function urlSinSecretos(url: string, ruta?: string): string {
  const inicio = url.indexOf('?');
  const camino = inicio === -1 ? url : url.slice(0, inicio);
  const sinSecretos = ruta ? caminoSinSecretos(camino, ruta) : camino;
  if (inicio === -1) return sinSecretos;
  const consulta = url
    .slice(inicio + 1)
    .split('&')
    .map((par) => {
      const igual = par.indexOf('=');
      if (igual === -1) return par;
      const nombre = nombreDecodificado(par.slice(0, igual));
      return nombre === null || esSecreto(nombre) ? `${par.slice(0, igual)}=***` : par;
    });
  return `${sinSecretos}?${consulta.join('&')}`;
}

/** El camino con `***` en los segmentos que la ruta declara como parámetros secretos (`:token`). */
function caminoSinSecretos(camino: string, ruta: string): string {
  const secretos = ruta.split('/').map((s) => s.startsWith(':') && esSecreto(s.slice(1)));
  if (!secretos.includes(true)) return camino;
  const segmentos = camino.split('/');
  // Un parámetro ocupa un segmento; si no coinciden (no debería pasar), se registra la ruta, sin ningún valor.
  if (segmentos.length !== secretos.length) return ruta;
  return segmentos.map((s, i) => (secretos[i] ? '***' : s)).join('/');
}

/**
 * Registro en JSON con el id de cada petición. Los cuerpos y las cabeceras (contraseñas, tokens) nunca se registran:
 * de la petición solo van el método, la URL sin secretos y la IP.
 */
function registro(nivel: string | undefined, flujo?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (!nivel) return false;
  return {
    level: nivel,
    ...(flujo ? { stream: flujo } : {}),
    serializers: {
      req: (req) => ({
        method: req.method,
        url: urlSinSecretos(req.url, req.routeOptions?.url),
        remoteAddress: req.ip,
      }),
    },
  };
}

const ID_DE_PETICION = /^[\w.-]{1,64}$/;

export async function construirApp(deps: Dependencias, opciones: OpcionesDeApp = {}) {
  const app = Fastify({
    logger: registro(opciones.nivelDeRegistro, opciones.flujoDeRegistro),
    ...(opciones.registrarPeticiones === false
      ? { logController: new LogController({ disableRequestLogging: true }) }
      : {}),
    trustProxy: deps.config.trustProxy,
    // El id que manda el cliente se acepta solo si es corto y sin caracteres raros (lo decide genReqId).
    requestIdHeader: false,
    genReqId: (req) => {
      const recibido = req.headers['x-request-id'];
      return typeof recibido === 'string' && ID_DE_PETICION.test(recibido) ? recibido : randomUUID();
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiladorDeRespuestas({ validar: opciones.validarRespuestas === true }));
  registrarManejoDeErrores(app);
  registrarRechazoDeCaracteresDeControl(app);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  registrarCabecerasDeSeguridad(app);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Préstamos API', description: 'API de gestión de préstamos multiempresa', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const repartidor = await iniciarRepartoDeEventos(app, deps, opciones.repartidor);
  await app.register(
    async (api) => {
      registrarRespuestasSinGuardar(api);
      registrarControlDeAcceso(api, deps);
      registrarRespuestasRecordadas(api, deps);
      despertarAlEscribir(api, repartidor);
      for (const modulo of MODULOS) await api.register(async (rutas) => modulo(rutas, deps));
      await api.register(async (rutas) => rutasEventos(rutas, deps, repartidor));
      const reloj = opciones.relojDePrueba;
      if (reloj) await api.register(async (rutas) => rutasDelRelojDePrueba(rutas, reloj, repartidor));
    },
    { prefix: '/api' },
  );
  await registrarWeb(app, opciones.carpetaWeb ?? carpetaWeb);
  return app;
}
