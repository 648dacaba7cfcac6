import type { Servidor } from './servidor';

/**
 * Descarga el CSV de todas las cuotas vencidas y próximas de la empresa grande (más de 100 000 filas) leyendo el flujo
 * a medida que llega, y mide la memoria residente del servidor mientras lo escribe: debe quedar plana.
 */
export async function medirCsv(servidor: Servidor, token: string) {
  const antes = servidor.memoria();
  let maxima = antes;
  const muestreo = setInterval(() => {
    maxima = Math.max(maxima, servidor.memoria());
  }, 25);
  const t = performance.now();
  const r = await fetch(`${servidor.url}/api/reportes/cuotas.csv`, {
    headers: { authorization: `Bearer ${token}` },
  });
  let bytes = 0;
  let filas = 0;
  const lector = r.body?.getReader();
  for (;;) {
    const trozo = await lector?.read();
    if (!trozo || trozo.done) break;
    bytes += trozo.value.length;
    for (const b of trozo.value) if (b === 10) filas++;
  }
  clearInterval(muestreo);
  return {
    estado: r.status,
    filas: filas - 1,
    mb: (bytes / 2 ** 20).toFixed(1),
    segundos: ((performance.now() - t) / 1000).toFixed(1),
    antes,
    maxima,
  };
}
