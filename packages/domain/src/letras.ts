/** Montos en letras para contratos y recibos: "CIEN MIL PESOS DOMINICANOS CON 00/100". */
const UNIDADES = [
  '',
  'UNO',
  'DOS',
  'TRES',
  'CUATRO',
  'CINCO',
  'SEIS',
  'SIETE',
  'OCHO',
  'NUEVE',
  'DIEZ',
  'ONCE',
  'DOCE',
  'TRECE',
  'CATORCE',
  'QUINCE',
  'DIECISÉIS',
  'DIECISIETE',
  'DIECIOCHO',
  'DIECINUEVE',
  'VEINTE',
  'VEINTIUNO',
  'VEINTIDÓS',
  'VEINTITRÉS',
  'VEINTICUATRO',
  'VEINTICINCO',
  'VEINTISÉIS',
  'VEINTISIETE',
  'VEINTIOCHO',
  'VEINTINUEVE',
];
const DECENAS = ['', '', '', 'TREINTA', 'CUARENTA', 'CINCUENTA', 'SESENTA', 'SETENTA', 'OCHENTA', 'NOVENTA'];
const CENTENAS = [
  '',
  'CIENTO',
  'DOSCIENTOS',
  'TRESCIENTOS',
  'CUATROCIENTOS',
  'QUINIENTOS',
  'SEISCIENTOS',
  'SETECIENTOS',
  'OCHOCIENTOS',
  'NOVECIENTOS',
];

function hastaMil(n: number): string {
  if (n === 100) return 'CIEN';
  const c = Math.floor(n / 100);
  const resto = n % 100;
  let texto = CENTENAS[c] ?? '';
  if (resto > 0) {
    const decenas =
      resto < 30
        ? UNIDADES[resto]
        : `${DECENAS[Math.floor(resto / 10)]}${resto % 10 ? ` Y ${UNIDADES[resto % 10]}` : ''}`;
    texto = texto ? `${texto} ${decenas}` : (decenas ?? '');
  }
  return texto;
}

/** "UNO" se apocopa delante de MIL y MILLONES: VEINTIÚN MIL, TREINTA Y UN MILLONES. */
const apocopar = (texto: string) => texto.replace(/VEINTIUNO$/, 'VEINTIÚN').replace(/UNO$/, 'UN');

/** Un entero en letras (mayúsculas), hasta cientos de miles de millones. */
export function numeroEnLetras(n: number): string {
  if (n === 0) return 'CERO';
  const millones = Math.floor(n / 1_000_000);
  const miles = Math.floor((n % 1_000_000) / 1000);
  const resto = n % 1000;
  const partes: string[] = [];
  if (millones > 0)
    partes.push(millones === 1 ? 'UN MILLÓN' : `${apocopar(numeroEnLetras(millones))} MILLONES`);
  if (miles > 0) partes.push(miles === 1 ? 'MIL' : `${apocopar(hastaMil(miles))} MIL`);
  if (resto > 0) partes.push(hastaMil(resto));
  return partes.join(' ');
}

export function montoEnLetras(centavos: number): string {
  const pesos = Math.floor(centavos / 100);
  const resto = String(centavos % 100).padStart(2, '0');
  const sufijo = pesos % 1_000_000 === 0 && pesos > 0 ? 'DE PESOS DOMINICANOS' : 'PESOS DOMINICANOS';
  return `${numeroEnLetras(pesos)} ${sufijo} CON ${resto}/100`;
}
