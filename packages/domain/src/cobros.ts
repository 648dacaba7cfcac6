import { formatearCentavos } from './dinero';
import { diasEntre } from './fechas';

/**
 * Reglas de aplicación de dinero a las cuotas, puras y en centavos. Lo pendiente de una cuota se cubre en este orden:
 * mora, interés, capital (docs/producto.md#cobros).
 */
export interface Pendiente {
  mora: number;
  interes: number;
  capital: number;
}

export const totalPendiente = (p: Pendiente) => p.mora + p.interes + p.capital;

/**
 * Reparte un descuento sobre lo pendiente: primero la mora de todas las cuotas, luego el interés y por último el
 * capital, empezando por las últimas cuotas (el interés que aún no se ganó es lo primero que se perdona al saldar
 * antes de tiempo). Devuelve el descuento de cada cuota; nunca más de lo que la cuota debe.
 */
export function repartirDescuento(pendientes: Pendiente[], descuento: number): Pendiente[] {
  const partes = pendientes.map(() => ({ mora: 0, interes: 0, capital: 0 }));
  let resto = descuento;
  for (const concepto of ['mora', 'interes', 'capital'] as const) {
    for (let i = pendientes.length - 1; i >= 0 && resto > 0; i--) {
      const toma = Math.min(resto, (pendientes[i] as Pendiente)[concepto]);
      (partes[i] as Pendiente)[concepto] = toma;
      resto -= toma;
    }
  }
  if (resto > 0) throw new Error('El descuento supera lo pendiente.');
  return partes;
}

export interface ReglaDeMora {
  /** Porcentaje por mes de atraso sobre lo pendiente de la cuota (p. ej. 5). */
  porcentaje: number;
  /** Días después del vencimiento sin recargo. */
  diasGracia: number;
}

/** Lo que la mora necesita de una cuota: su monto, su vencimiento, lo abonado (con fecha) y la mora ya cobrada. */
export interface CuotaParaMora {
  /** Interés + capital de la cuota. */
  montoCentavos: number;
  vence: string;
  /** Abonos a interés y capital, con su día de negocio. */
  abonos: { fecha: string; centavos: number }[];
  moraPagadaCentavos: number;
}

/**
 * ¿La cuota que vence `vence` ya pasó su gracia hoy? La mora corre desde el día siguiente a vence + gracia. Las listas
 * filtran en SQL con esta misma regla (apps/api/src/modules/prestamos/mora.ts `pasoLaGraciaEnSql`), probada contra esta en
 * apps/api/src/db/reglas-escritas-dos-veces.test.ts.
 */
export function pasoLaGracia(vence: string, hoy: string, diasGracia: number): boolean {
  return diasEntre(vence, hoy) > diasGracia;
}

/**
 * Mora de una cuota a una fecha (docs/producto.md#mora): por cada mes (de 30 días) empezado de atraso, contado
 * después de los días de gracia, el porcentaje del saldo que la cuota tenía al empezar ese mes (un abono baja la mora
 * de los meses que vienen, no la de los que ya corrieron), redondeado al centavo por mes; menos la mora que ya se
 * cobró de esa cuota.
 */
export function moraDeCuota(cuota: CuotaParaMora, hoy: string, regla: ReglaDeMora): number {
  if (!pasoLaGracia(cuota.vence, hoy, regla.diasGracia) || regla.porcentaje <= 0) return 0;
  const atraso = diasEntre(cuota.vence, hoy) - regla.diasGracia;
  const milesimas = BigInt(Math.round(regla.porcentaje * 1000));
  const meses = Math.ceil(atraso / 30);
  // Los abonos por día (días desde el vencimiento), en orden. El mes m empieza el día gracia + 30 (m − 1) + 1 y lo
  // cubren los abonos de antes de ese día: el saldo cambia solo en los meses que siguen a un abono, así que los meses
  // se recorren por tramos de igual saldo (una cuota con años de atraso y sin abonos es un solo tramo; las listas de
  // mora lo calculan para cada cuota de cada fila).
  const abonos = cuota.abonos
    .map((a) => ({ dia: diasEntre(cuota.vence, a.fecha), centavos: a.centavos }))
    .sort((x, y) => x.dia - y.dia);
  let total = 0;
  let abonado = 0;
  let siguiente = 0;
  for (let mes = 1; mes <= meses; ) {
    const empieza = regla.diasGracia + 30 * (mes - 1) + 1;
    for (let a = abonos[siguiente]; a && a.dia < empieza; a = abonos[++siguiente]) abonado += a.centavos;
    // El próximo abono (de día d) entra en el primer mes que empieza después de d: hasta el mes ⌈(d − gracia) / 30⌉
    // el saldo es este.
    const proximo = abonos[siguiente];
    const ultimo = proximo ? Math.min(meses, Math.ceil((proximo.dia - regla.diasGracia) / 30)) : meses;
    const saldo = Math.max(0, cuota.montoCentavos - abonado);
    total += (ultimo - mes + 1) * Number((2n * BigInt(saldo) * milesimas + 100_000n) / 200_000n);
    mes = ultimo + 1;
  }
  return Math.max(0, total - cuota.moraPagadaCentavos);
}

/** Por qué no se puede cobrar así: el campo del formulario (y de la API) y el mensaje que ven la pantalla y la API. */
export interface ErrorDeCobro {
  campo: 'monto' | 'descuento';
  mensaje: string;
}

/**
 * Las reglas de un cobro sobre lo pendiente de las cuotas abiertas, las mismas en la pantalla (antes de enviar) y en el
 * servidor (con lo pendiente de ese momento): un monto mayor que 0, un descuento que no pasa de la mora y un monto que
 * no pasa de lo adeudado una vez descontado. Si se puede, lo adeudado después del descuento.
 */
export function validarCobro(
  pendientes: Pendiente[],
  montoCentavos: number,
  descuentoCentavos: number,
): { error: ErrorDeCobro } | { adeudado: number } {
  if (!(montoCentavos > 0)) return { error: { campo: 'monto', mensaje: 'Ingresa un monto mayor a 0.' } };
  const mora = pendientes.reduce((s, p) => s + p.mora, 0);
  if (descuentoCentavos > mora) {
    const mensaje = `El descuento no puede pasar de la mora (${formatearCentavos(mora)}).`;
    return { error: { campo: 'descuento', mensaje } };
  }
  const adeudado = pendientes.reduce((s, p) => s + totalPendiente(p), 0) - descuentoCentavos;
  if (montoCentavos > adeudado) {
    const mensaje = `El monto no puede pasar de lo adeudado del préstamo (${formatearCentavos(adeudado)}).`;
    return { error: { campo: 'monto', mensaje } };
  }
  return { adeudado };
}

/**
 * Aplica un cobro a las cuotas abiertas, en orden: en cada cuota primero la mora, luego el interés y por último el
 * capital; lo que sobra pasa a la siguiente. El descuento de mora (perdonada) se aplica antes que el dinero. Devuelve
 * lo cubierto y lo descontado de cada cuota; el monto no puede pasar de lo que se debe.
 */
export function aplicarCobro(
  pendientes: Pendiente[],
  montoCentavos: number,
  descuentoMoraCentavos = 0,
): { cubierto: Pendiente; descuento: number }[] {
  const moraTotal = pendientes.reduce((s, p) => s + p.mora, 0);
  if (descuentoMoraCentavos > moraTotal) throw new Error('El descuento supera la mora pendiente.');
  const adeudado = pendientes.reduce((s, p) => s + totalPendiente(p), 0) - descuentoMoraCentavos;
  if (montoCentavos > adeudado) throw new Error('El cobro supera lo adeudado.');
  let dinero = montoCentavos;
  let perdon = descuentoMoraCentavos;
  return pendientes.map((p) => {
    const descuento = Math.min(perdon, p.mora);
    perdon -= descuento;
    const mora = Math.min(dinero, p.mora - descuento);
    dinero -= mora;
    const interes = Math.min(dinero, p.interes);
    dinero -= interes;
    const capital = Math.min(dinero, p.capital);
    dinero -= capital;
    return { cubierto: { mora: mora + descuento, interes, capital }, descuento };
  });
}

/**
 * Estado guardado de una cuota según lo abonado a su monto: PAGADA con interés y capital cubiertos, PARCIAL con algo
 * abonado. La mora cobrada no cuenta: es un recargo aparte, y pagarla sola no adelanta la cuota. VENCIDA no se
 * guarda: se deriva de la fecha.
 */
export function estadoDeCuota(c: {
  capitalCuota: number;
  interesCuota: number;
  abonadoCapital: number;
  abonadoInteres: number;
}): 'PENDIENTE' | 'PARCIAL' | 'PAGADA' {
  if (c.abonadoCapital === c.capitalCuota && c.abonadoInteres === c.interesCuota) return 'PAGADA';
  return c.abonadoCapital + c.abonadoInteres > 0 ? 'PARCIAL' : 'PENDIENTE';
}

/** Estado que ve el usuario: una cuota sin pagar cuyo vencimiento ya pasó está VENCIDA (docs/producto.md#cobros). */
export function estadoMostrado(
  guardado: string,
  vence: string,
  hoy: string,
): 'PENDIENTE' | 'PARCIAL' | 'VENCIDA' | 'PAGADA' {
  if (guardado === 'PAGADA') return 'PAGADA';
  if (vence < hoy) return 'VENCIDA';
  return guardado === 'PARCIAL' ? 'PARCIAL' : 'PENDIENTE';
}

/**
 * La regla de mora como la lee un cliente (cláusula del contrato, ficha del préstamo): "5 % mensual sobre el saldo
 * vencido de la cuota, después de 5 días de gracia".
 */
export function textoDeMora(regla: ReglaDeMora): string {
  if (regla.porcentaje <= 0) return 'sin recargo por mora';
  const porcentaje = regla.porcentaje.toLocaleString('es-DO', { maximumFractionDigits: 3 });
  const desde =
    regla.diasGracia === 0
      ? 'desde el día siguiente al vencimiento'
      : `después de ${regla.diasGracia} ${regla.diasGracia === 1 ? 'día' : 'días'} de gracia`;
  return `${porcentaje} % mensual sobre el saldo vencido de la cuota, ${desde}`;
}
