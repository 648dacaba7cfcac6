import { permisosEfectivos } from '@prestamos/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Dependencias } from '../../lib/contexto';
import { type EventoLeido, leLlega } from './audiencia';
import type { FlujoSse } from './flujo-sse';
import {
  borrarEventosViejos,
  type EstadoDeSesion,
  estadoDeSesiones,
  LOTE_DE_LECTURA,
  leerNuevos,
  repetirDesde,
  ultimoId,
} from './repositorio';
import { SeguimientoDeIds } from './seguimiento';

export interface OpcionesDelRepartidor {
  /** Cada cuánto va un comentario a cada flujo, para que proxies y navegadores no lo den por muerto (cada 20 s). */
  latidoMs: number;
  /** Cada cuánto se revisan las sesiones de todos los flujos (inactividad, vencimiento). */
  revisionMs: number;
  /** Cada cuánto se leen los eventos aunque no llegue ningún aviso (un aviso perdido se entrega a lo sumo con esto). */
  sondeoMs: number;
}

export const OPCIONES_DEL_REPARTIDOR: OpcionesDelRepartidor = {
  latidoMs: 20_000,
  revisionMs: 15_000,
  sondeoMs: 1_000,
};

/** Cuánto se espera a que se confirme un id que falta antes de darlo por deshecho (seguimiento.ts). */
const ESPERA_DE_HUECOS_MS = 60_000;
/** Los eventos se guardan 15 minutos para repetir a quien vuelve (docs/decisiones/0027-eventos-en-vivo-y-chat.md). */
const MINUTOS_GUARDADOS = 15;
/**
 * Lo más que se repite a un navegador que vuelve: lo que guarda su historial
 * (apps/web/src/entities/notificacion/historial.ts).
 */
const MAXIMO_REPETIDO = 200;
/** Flujos abiertos por sesión: una pestaña líder por navegador usa uno; el que abre más cierra los más viejos. */
const FLUJOS_POR_SESION = 8;

/**
 * Lo último que recibe un flujo cerrado porque su sesión abrió uno más de los permitidos: el navegador sabe por qué se
 * cortó (otra pestaña o ventana de la misma sesión tomó su lugar).
 */
const AVISO_DE_FLUJO_REEMPLAZADO = `event: stream.replaced\ndata: ${JSON.stringify({
  message: `Se abrieron más de ${FLUJOS_POR_SESION} conexiones en vivo con esta sesión; se cerró la más antigua.`,
})}\n\n`;

/** El texto SSE de un evento, armado una vez para todos los flujos que lo reciben. */
function textoSse(e: EventoLeido): string {
  const byId = e.datos.by_id;
  const byName = e.datos.by_name;
  const carga = {
    id: e.id,
    type: e.tipo,
    data: e.datos,
    ts: new Date(e.creadoEn).getTime(),
    ...(typeof byId === 'number' ? { userId: byId } : {}),
    ...(typeof byName === 'string' ? { userName: byName } : {}),
  };
  return `id: ${e.id}\nevent: ${e.tipo}\ndata: ${JSON.stringify(carga)}\n\n`;
}

/**
 * Reparte los eventos de la base a los flujos abiertos en esta instancia
 * (docs/decisiones/0027-eventos-en-vivo-y-chat.md). Cada instancia lee la tabla `evento` por id cuando la despierta
 * un aviso de la base (`eventos`, que manda quien escribió, junto con los demás avisos de 50 ms) o, a lo sumo, cada
 * `sondeoMs`; así dos instancias detrás de un balanceador entregan cada evento, y ninguno depende de la memoria de
 * quien lo escribió.
 */
export class Repartidor {
  private readonly porEmpresa = new Map<number, Set<FlujoSse>>();
  private readonly mesasDeSoporte = new Set<FlujoSse>();
  private readonly porSesion = new Map<number, FlujoSse[]>();
  private seguimiento: SeguimientoDeIds | null = null;
  private leyendo: Promise<void> | null = null;
  private otraVez = false;
  private readonly detener: (() => unknown)[] = [];
  private readonly empresasPorRevisar = new Set<number>();
  private revisionProgramada = false;

  constructor(
    private readonly deps: Dependencias,
    private readonly log: FastifyBaseLogger,
    private readonly opciones: OpcionesDelRepartidor = OPCIONES_DEL_REPARTIDOR,
  ) {}

  /** Empieza desde el último evento escrito, escucha los avisos y arranca los relojes. */
  async iniciar(): Promise<void> {
    this.seguimiento = new SeguimientoDeIds(await ultimoId(this.deps.db), ESPERA_DE_HUECOS_MS);
    const avisos = this.deps.avisos;
    if (avisos) {
      this.detener.push(
        avisos.escuchar('eventos', {
          alEscuchar: () => this.despertar(),
          alAvisar: () => this.despertar(),
          alPerder: () => {},
        }),
        avisos.escuchar('sesiones', {
          alEscuchar: () => {},
          alAvisar: (texto) => this.revisarEmpresa(/^\d+$/.test(texto) ? Number(texto) : null),
          alPerder: () => {},
        }),
      );
    }
    const cada = (ms: number, tarea: () => unknown) => {
      const t = setInterval(tarea, ms);
      t.unref();
      this.detener.push(() => clearInterval(t));
    };
    cada(this.opciones.sondeoMs, () => this.despertar());
    cada(this.opciones.latidoMs, () => this.latir());
    cada(this.opciones.revisionMs, () => void this.revisarSesiones(null));
    cada(60_000, () =>
      borrarEventosViejos(this.deps.db, this.deps.ahora(), MINUTOS_GUARDADOS).catch((error: unknown) =>
        this.log.warn({ err: error }, 'Borrar los eventos viejos falló'),
      ),
    );
  }

  /** Cierra todos los flujos y deja de escuchar (al cerrar el servidor). */
  async cerrar(): Promise<void> {
    for (const d of this.detener.splice(0)) await d();
    for (const flujos of this.porSesion.values()) for (const f of flujos) f.cerrar();
    this.porSesion.clear();
    this.porEmpresa.clear();
    this.mesasDeSoporte.clear();
    await this.leyendo;
  }

  get flujosAbiertos(): number {
    let n = 0;
    for (const flujos of this.porSesion.values()) n += flujos.length;
    return n;
  }

  /**
   * Terminó una petición que escribió eventos: con PostgreSQL se avisa a todas las instancias (también a esta) por la
   * base, junto con los demás avisos de los próximos 50 ms; con la base embebida hay una sola instancia.
   */
  seEscribieron(): void {
    if (this.deps.avisos) this.deps.avisos.avisar('eventos', '');
    else this.despertar();
  }

  /** Terminó una petición que escribió en esa empresa: con la base embebida no hay aviso de sesiones que la traiga. */
  seEscribioEn(idEmpresa: number | null): void {
    if (!this.deps.avisos) this.revisarEmpresa(idEmpresa);
  }

  /**
   * Agrega un flujo; si vuelve con `Last-Event-ID`, primero le repite lo que se perdió (de la tabla) y después lo que
   * llegó en vivo mientras tanto, sin repetir ninguno.
   */
  async agregar(flujo: FlujoSse, ultimoVisto: number | null): Promise<void> {
    const { oyente } = flujo;
    const deLaSesion = [...(this.porSesion.get(flujo.idSesion) ?? []), flujo];
    this.porSesion.set(flujo.idSesion, deLaSesion);
    // Los que sobran se calculan antes de quitar: `quitar` cambia el mapa, no esta lista (un `while` sobre ella no
    // terminaba nunca y dejaba al servidor sin responder a nadie).
    for (const viejo of deLaSesion.slice(0, Math.max(0, deLaSesion.length - FLUJOS_POR_SESION))) {
      viejo.escribir(AVISO_DE_FLUJO_REEMPLAZADO);
      this.quitar(viejo);
    }
    let flujos = this.porEmpresa.get(oyente.idEmpresa);
    if (!flujos) {
      flujos = new Set();
      this.porEmpresa.set(oyente.idEmpresa, flujos);
    }
    flujos.add(flujo);
    if (oyente.mesaDeSoporte) this.mesasDeSoporte.add(flujo);

    const repetidos = new Set<number>();
    if (ultimoVisto !== null) {
      const perdidos = await repetirDesde(
        this.deps.db,
        ultimoVisto,
        oyente.idEmpresa,
        oyente.mesaDeSoporte,
        MAXIMO_REPETIDO,
      );
      for (const e of perdidos) {
        if (!leLlega(oyente, e)) continue;
        repetidos.add(e.id);
        flujo.escribir(textoSse(e));
      }
    }
    flujo.repetidos = repetidos;
    const enEspera = flujo.enEspera ?? [];
    flujo.enEspera = null;
    enEspera.forEach((texto, i) => {
      if (!repetidos.has(flujo.idsEnEspera[i] as number)) flujo.escribir(texto);
    });
    flujo.idsEnEspera = [];
  }

  quitar(flujo: FlujoSse): void {
    flujo.cerrar();
    const deLaSesion = this.porSesion.get(flujo.idSesion);
    if (deLaSesion) {
      const resto = deLaSesion.filter((f) => f !== flujo);
      if (resto.length) this.porSesion.set(flujo.idSesion, resto);
      else this.porSesion.delete(flujo.idSesion);
    }
    const flujos = this.porEmpresa.get(flujo.oyente.idEmpresa);
    flujos?.delete(flujo);
    if (flujos?.size === 0) this.porEmpresa.delete(flujo.oyente.idEmpresa);
    this.mesasDeSoporte.delete(flujo);
  }

  /** Lee los eventos nuevos; si ya se está leyendo, se vuelve a leer al terminar (nunca dos lecturas a la vez). */
  despertar(): void {
    if (!this.seguimiento) return;
    if (this.leyendo) {
      this.otraVez = true;
      return;
    }
    this.leyendo = this.leerMientrasHaya().finally(() => {
      this.leyendo = null;
    });
  }

  /** Espera a que termine la lectura en curso (las pruebas). */
  async alDia(): Promise<void> {
    this.despertar();
    while (this.leyendo) await this.leyendo;
  }

  private async leerMientrasHaya(): Promise<void> {
    const seguimiento = this.seguimiento as SeguimientoDeIds;
    try {
      let lleno = true;
      while (lleno || this.otraVez) {
        this.otraVez = false;
        const { desde, huecos } = seguimiento.pedido(Date.now());
        const filas = await leerNuevos(this.deps.db, desde, huecos);
        lleno = filas.length === LOTE_DE_LECTURA;
        const nuevos = new Set(
          seguimiento.recibir(
            filas.map((f) => f.id),
            Date.now(),
          ),
        );
        const lote = new Map<FlujoSse, { ids: number[]; textos: string[] }>();
        for (const fila of filas) if (nuevos.has(fila.id)) this.repartir(fila, lote);
        for (const [flujo, { ids, textos }] of lote) flujo.entregar(ids, textos);
      }
    } catch (error) {
      this.log.warn({ err: error }, 'Leer los eventos falló; se reintenta con el próximo aviso');
    }
  }

  /** Anota el evento en el lote de cada flujo al que le llega (el texto se arma una vez para todos). */
  private repartir(evento: EventoLeido, lote: Map<FlujoSse, { ids: number[]; textos: string[] }>): void {
    let texto: string | null = null;
    const anotar = (flujo: FlujoSse) => {
      if (!leLlega(flujo.oyente, evento)) return;
      texto ??= textoSse(evento);
      let delFlujo = lote.get(flujo);
      if (!delFlujo) {
        delFlujo = { ids: [], textos: [] };
        lote.set(flujo, delFlujo);
      }
      delFlujo.ids.push(evento.id);
      delFlujo.textos.push(texto);
    };
    for (const flujo of this.porEmpresa.get(evento.idEmpresa) ?? []) anotar(flujo);
    if (evento.tipo.startsWith('chat.')) {
      for (const flujo of this.mesasDeSoporte) if (flujo.oyente.idEmpresa !== evento.idEmpresa) anotar(flujo);
    }
  }

  /** Un comentario a cada flujo abierto (cada `latidoMs`; las pruebas lo llaman sin esperar el reloj). */
  latir(): void {
    for (const flujos of this.porSesion.values()) for (const f of flujos) f.escribir(': ping\n\n');
  }

  /** Revisa pronto (juntando los pedidos de 100 ms) las sesiones de los flujos de una empresa (null: de todas). */
  private revisarEmpresa(idEmpresa: number | null): void {
    if (idEmpresa !== null && !this.porEmpresa.has(idEmpresa) && this.mesasDeSoporte.size === 0) return;
    this.empresasPorRevisar.add(idEmpresa ?? -1);
    if (this.revisionProgramada) return;
    this.revisionProgramada = true;
    setTimeout(() => {
      this.revisionProgramada = false;
      const todas = this.empresasPorRevisar.has(-1);
      const empresas = [...this.empresasPorRevisar];
      this.empresasPorRevisar.clear();
      if (todas) void this.revisarSesiones(null);
      else for (const id of empresas) void this.revisarSesiones(id);
    }, 100).unref();
  }

  /**
   * Cierra los flujos cuya sesión ya no vale: cerrada (salió, le cambiaron la contraseña, la desactivaron), vencida,
   * inactiva más de lo permitido (el flujo es tráfico de fondo: nunca cuenta como actividad), con otro rol u otros
   * permisos (los suyos o los de su rol: a quien le quitaron `caja.ver` no le llega ni un movimiento más; el navegador
   * vuelve a abrirlo con su audiencia nueva), o de una empresa que dejó de operar. Cada uno de esos cambios avisa por
   * `sesiones` (apps/api/sql/avisos.sql; con la base embebida, `seEscribioEn`). Una consulta por llave para todos los
   * flujos que se revisan.
   */
  async revisarSesiones(idEmpresa: number | null): Promise<void> {
    const flujos = [...this.porSesion.values()]
      .flat()
      .filter((f) => idEmpresa === null || f.oyente.idEmpresa === idEmpresa || f.oyente.mesaDeSoporte);
    if (flujos.length === 0) return;
    try {
      const ids = [...new Set(flujos.map((f) => f.idSesion))];
      const estados = new Map<number, EstadoDeSesion>();
      for (let i = 0; i < ids.length; i += 5_000) {
        for (const e of await estadoDeSesiones(this.deps.db, ids.slice(i, i + 5_000)))
          estados.set(e.idSesion, e);
      }
      const ahora = this.deps.ahora().getTime();
      for (const flujo of flujos) {
        if (!sigueValida(estados.get(flujo.idSesion), flujo, ahora, this.deps.config.idleSegundos)) {
          this.quitar(flujo);
        }
      }
    } catch (error) {
      this.log.warn({ err: error }, 'Revisar las sesiones de los flujos falló');
    }
  }
}

/** La regla de una sesión abierta para el flujo: la misma que la del token en cada petición (auth/sesiones.ts). */
function sigueValida(
  estado: EstadoDeSesion | undefined,
  flujo: FlujoSse,
  ahora: number,
  idleSegundos: number,
): boolean {
  const { rol } = flujo;
  if (!estado || estado.cerradaEn || estado.estadoUsuario !== 'ACTIVO' || estado.rol !== rol) return false;
  if (new Date(estado.expiraEn).getTime() <= ahora) return false;
  if (ahora - new Date(estado.ultimaActividad).getTime() > idleSegundos * 1000) return false;
  if (
    !mismosPermisos(
      flujo.oyente.permisos,
      permisosEfectivos(rol, estado.permisosDelRol, estado.permisosDirectos),
    )
  )
    return false;
  return (
    rol === 'SUPERADMIN' || (estado.estadoEmpresa !== 'SUSPENDIDO' && estado.estadoEmpresa !== 'INACTIVO')
  );
}

/** ¿Son los mismos permisos con que se abrió el flujo? (los efectivos no se repiten: ordenarPermisos) */
function mismosPermisos(delFlujo: ReadonlySet<string>, deHoy: readonly string[]): boolean {
  return delFlujo.size === deHoy.length && deHoy.every((p) => delFlujo.has(p));
}
