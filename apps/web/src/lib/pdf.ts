import { apiArchivo } from './api';
import { notificar } from './notificar';

/** Cuánto vive el enlace en memoria del PDF abierto. */
const VIDA_DEL_ENLACE_MS = 60_000;

/**
 * Abre un PDF de la API en una pestaña nueva para imprimirlo. El PDF exige el token, así que se baja con el cliente de
 * la API y se abre desde memoria; si el navegador bloquea la pestaña, se descarga.
 */
export async function abrirPdf(ruta: string, nombre: string): Promise<void> {
  try {
    const archivo = await apiArchivo(ruta);
    const url = URL.createObjectURL(archivo);
    const ventana = window.open(url, '_blank');
    if (!ventana) {
      const enlace = document.createElement('a');
      enlace.href = url;
      enlace.download = nombre;
      enlace.click();
    }
    window.setTimeout(() => URL.revokeObjectURL(url), VIDA_DEL_ENLACE_MS);
  } catch {
    notificar.error(`No se pudo abrir ${nombre}.`);
  }
}
