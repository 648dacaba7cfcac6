import path from 'node:path';
import { construirApp } from './app';
import { leerConfig } from './config';
import { bloquearCarpetaDeDatos } from './db/bloqueo-de-datos';
import { sincronizarCatalogos } from './db/catalogos';
import { abrirPglite, abrirPostgres, type BaseDeDatos } from './db/conexion';
import { atenderPedidosDeRespaldo } from './db/pedido-de-respaldo';
import { abrazosMortales } from './db/transacciones';
import { opcionesDeRegistro } from './lib/registro-legible';
import { relojAdelantable } from './modules/reloj-de-prueba/reloj';
import { sembrarPrestamosDeDemostracion } from './seed/demo-prestamos';
import { anunciarCredenciales, ID_EMPRESA_DEMO, sembrarSiVacia } from './seed/sembrar';
import { iniciarTareasPeriodicas } from './tareas';

/** Arranque: abre la base (PostgreSQL o la embebida), migra, siembra una base vacía y sirve API y web. */
async function arrancar() {
  const config = leerConfig();
  let liberarCarpeta = () => {};
  let base: BaseDeDatos;
  if (config.databaseUrl) {
    base = abrirPostgres(config.databaseUrl, {
      max: config.conexionesPorPool,
      claveDelServidor: config.claveDelServidor,
    });
  } else {
    liberarCarpeta = bloquearCarpetaDeDatos(config.dataDir);
    base = abrirPglite(path.join(config.dataDir, 'pgdata'));
  }
  await base.migrar();
  await sincronizarCatalogos(base.db);
  const relojDePrueba = config.relojDePrueba ? relojAdelantable() : undefined;
  const ahora = relojDePrueba?.ahora ?? (() => new Date());
  const deps = { db: base.db, tipoDb: base.tipo, avisos: base.avisos, config, ahora };

  const credenciales = await sembrarSiVacia(base.db, {
    password: config.seedPassword,
    demo: config.seedDemo,
    cartera: config.seedDemo,
    ahora: deps.ahora(),
  });
  if (credenciales && config.seedDemo) {
    const prestamos = await sembrarPrestamosDeDemostracion(deps, ID_EMPRESA_DEMO);
    console.log(`Cartera de demostración: 40 clientes y ${prestamos} préstamos en DEMO.`);
  }
  if (credenciales) anunciarCredenciales(credenciales, config.dataDir, config.seedPassword === null);

  const app = await construirApp(deps, { ...opcionesDeRegistro(config), relojDePrueba });
  abrazosMortales.avisar = (error) => app.log.warn({ err: error }, 'abrazo mortal: se repite la transacción');
  const detenerTareas = iniciarTareasPeriodicas(deps, app.log);
  // Con la base embebida, `npm run respaldo` le pide el respaldo a este proceso (el único que puede abrirla).
  const dejarDeRespaldar =
    base.tipo === 'pglite'
      ? atenderPedidosDeRespaldo(base, config.dataDir, (m) => app.log.info(m))
      : () => {};
  let cerrando = false;
  const cerrar = async (senal: string) => {
    if (cerrando) return;
    cerrando = true;
    app.log.info(`Recibí ${senal}: cerrando`);
    detenerTareas();
    dejarDeRespaldar();
    await app.close();
    await base.cerrar();
    liberarCarpeta();
    process.exit(0);
  };
  process.on('SIGINT', () => void cerrar('SIGINT'));
  process.on('SIGTERM', () => void cerrar('SIGTERM'));

  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: (direccion) => `Escuchando en ${direccion}`,
  });
  const donde =
    base.tipo === 'pglite' ? `PostgreSQL embebido en ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`Préstamos listo en http://localhost:${config.port} (${donde})`);
}

arrancar().catch((error: unknown) => {
  console.error(`No se pudo arrancar el servidor: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
