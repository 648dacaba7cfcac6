/**
 * El estado de una lista doble (disponibles ↔ asignados) sin React: qué se agrega, qué se quita, el orden de visita y
 * qué candidatos se ven mientras lo editado aún no se guarda.
 */

type Clave<T> = (item: T) => number;

/** Mueve un elemento de `desde` a `hasta` (el orden de visita); fuera de rango, la lista queda igual. */
export function moverA<T>(lista: readonly T[], desde: number, hasta: number): T[] {
  if (desde < 0 || desde >= lista.length || hasta < 0 || hasta >= lista.length) return [...lista];
  const copia = [...lista];
  const [item] = copia.splice(desde, 1);
  if (item !== undefined) copia.splice(hasta, 0, item);
  return copia;
}

/** Sube (-1) o baja (+1) un lugar el elemento en `indice`. */
export const mover = <T>(lista: readonly T[], indice: number, paso: -1 | 1) =>
  moverA(lista, indice, indice + paso);

/** Agrega al final (el último en visitarse) si no estaba. */
export function agregar<T>(lista: readonly T[], items: readonly T[], clave: Clave<T>): T[] {
  const ya = new Set(lista.map(clave));
  const nuevos = items.filter((i) => !ya.has(clave(i)) && ya.add(clave(i)));
  return [...lista, ...nuevos];
}

export function quitar<T>(lista: readonly T[], id: number, clave: Clave<T>): T[] {
  return lista.filter((i) => clave(i) !== id);
}

/** ¿Cambió algo respecto de lo guardado? El orden cuenta: es el de visita. */
export function hayCambios<T>(guardados: readonly T[], actuales: readonly T[], clave: Clave<T>): boolean {
  return (
    guardados.length !== actuales.length || guardados.some((g, i) => clave(g) !== clave(actuales[i] as T))
  );
}

/**
 * Los candidatos que se muestran. El servidor responde con lo que NO está guardado en la ruta; mientras se edita hay
 * que corregirlo: sin los que ya se agregaron aquí, y con los guardados que se quitaron aquí (el servidor aún los cree
 * en la ruta), que van primero en la página 1 si coinciden con la búsqueda.
 */
export function candidatosVisibles<T>(datos: {
  delServidor: readonly T[];
  guardados: readonly T[];
  asignados: readonly T[];
  clave: Clave<T>;
  coincideCon: (item: T) => boolean;
  pagina: number;
}): T[] {
  const asignados = new Set(datos.asignados.map(datos.clave));
  const quitados =
    datos.pagina === 1
      ? datos.guardados.filter((g) => !asignados.has(datos.clave(g)) && datos.coincideCon(g))
      : [];
  const yaQuitados = new Set(quitados.map(datos.clave));
  return [
    ...quitados,
    ...datos.delServidor.filter((c) => !asignados.has(datos.clave(c)) && !yaQuitados.has(datos.clave(c))),
  ];
}
