/**
 * La navegación la registra el enrutador al crearse; así el cliente de la API (que no conoce React) puede mandar a la
 * pantalla de ingreso cuando la sesión caduca.
 */
type Navegar = (ruta: string) => void;

let navegar: Navegar = (ruta) => window.location.assign(ruta);

export function registrarNavegacion(fn: Navegar): void {
  navegar = fn;
}

export function irA(ruta: string): void {
  navegar(ruta);
}

export function rutaActual(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export function loginCon(siguiente: string): string {
  return `/login?next=${encodeURIComponent(siguiente)}`;
}
