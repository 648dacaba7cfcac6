/**
 * El informe JSON de Vitest, con lo que costó cada archivo por partes (`tiempos`, en ms): preparar el proceso, cargar
 * el entorno (jsdom), importar el archivo y lo que importa, los `setupFiles`, y correr sus pruebas y ganchos (abrir la
 * base y sembrarla va en los ganchos). El informe de serie solo trae lo que va de la primera prueba a la última.
 * Lo lee scripts/tiempos-de-pruebas.ts:
 *
 *   npx vitest run --reporter=default --reporter=scripts/reportero-de-tiempos.ts --outputFile=/tmp/unit.json
 */
import { JsonReporter, type TestModule } from 'vitest/node';

export interface TiemposDeArchivo {
  preparar: number;
  entorno: number;
  importar: number;
  setup: number;
  /** Pruebas y ganchos (beforeAll, afterAll...) del archivo. */
  correr: number;
}

export default class ReporteroDeTiempos extends JsonReporter {
  private readonly tiempos = new Map<string, TiemposDeArchivo>();

  constructor() {
    super({});
  }

  override async onTestRunEnd(modulos: ReadonlyArray<TestModule>): Promise<void> {
    // Sin aislar (vitest.config.ts), un proceso carga el entorno una vez para todos los archivos que corre, y Vitest
    // da esa misma duración a cada uno: se cuenta solo en el primero.
    const entornos = new Set<string>();
    for (const modulo of modulos) {
      const d = modulo.diagnostic();
      const entorno = `${modulo.project.name} ${d.environmentSetupDuration}`;
      const cargoElEntorno = !entornos.has(entorno);
      entornos.add(entorno);
      this.tiempos.set(modulo.moduleId, {
        preparar: d.prepareDuration,
        entorno: cargoElEntorno ? d.environmentSetupDuration : 0,
        importar: d.collectDuration,
        setup: d.setupDuration,
        correr: d.duration,
      });
    }
    await super.onTestRunEnd(modulos);
  }

  override async writeReport(informe: string): Promise<void> {
    const datos = JSON.parse(informe) as { testResults: { name: string; tiempos?: TiemposDeArchivo }[] };
    for (const archivo of datos.testResults) {
      const tiempos = this.tiempos.get(archivo.name);
      if (tiempos) archivo.tiempos = tiempos;
    }
    await super.writeReport(JSON.stringify(datos));
  }
}
