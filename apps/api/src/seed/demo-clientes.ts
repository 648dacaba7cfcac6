import { createHash } from 'node:crypto';
import { digitoVerificadorCedula, sumarDias, textoDeCliente } from '@prestamos/domain';
import type { Tx } from '../db/conexion';
import { cliente, cliente_foto, garante, referencia_laboral } from '../db/schema/clientes';
import { bloquearCupo } from '../modules/empresas/cupos';
import { enHorario } from './agenda';
import { type Azar, crearAzar } from './azar';
import { retratoDeDemostracion } from './retratos';

const NOMBRES_F = [
  'María',
  'Ana',
  'Rosa',
  'Carmen',
  'Yokasta',
  'Altagracia',
  'Juana',
  'Luz María',
  'Wendy',
  'Yesenia',
  'Mercedes',
  'Ramona',
  'Francisca',
  'Daniela',
  'Paola',
];
const NOMBRES_M = [
  'José',
  'Juan',
  'Luis',
  'Pedro',
  'Rafael',
  'Ramón',
  'Francisco',
  'Manuel',
  'Carlos',
  'Wilson',
  'Félix',
  'Héctor',
  'Joel',
  'Miguel Ángel',
  'Santiago',
];
const APELLIDOS = [
  'Rodríguez',
  'Pérez',
  'Martínez',
  'García',
  'Fernández',
  'Almonte',
  'Peña',
  'Núñez',
  'Rosario',
  'Tavárez',
  'Batista',
  'Reyes',
  'Santos',
  'Castillo',
  'Polanco',
  'Guzmán',
  'Mejía',
  'Vargas',
  'Jiménez',
  'de la Cruz',
  'Espinal',
  'Rosa',
  'Báez',
  'Taveras',
];
/** Dónde viven los clientes: el pueblo de su ruta (o Santiago, donde está la oficina), con sus calles y sectores. */
export type Pueblo = 'Santiago' | 'La Vega' | 'Moca' | 'Jarabacoa';
const PUEBLOS: Record<Pueblo, { calles: string[]; sectores: string[] }> = {
  Santiago: {
    calles: [
      'Calle del Sol',
      'Av. Estrella Sadhalá',
      'Calle Restauración',
      'Calle 16 de Agosto',
      'Calle Beller',
    ],
    sectores: ['Los Jardines', 'Pueblo Nuevo', 'Gurabo', 'Cienfuegos', 'Bella Vista', 'Villa Olga'],
  },
  'La Vega': {
    calles: [
      'Calle Duarte',
      'Calle Las Carreras',
      'Av. Pedro A. Rivera',
      'Calle Padre Adolfo',
      'Calle Mella',
    ],
    sectores: ['Villa Rosa', 'Palmarito', 'Los Multis', 'Barrio Nuevo', 'Villa Francisca', 'El Hatico'],
  },
  Moca: {
    calles: [
      'Av. Independencia',
      'Calle Antonio de la Maza',
      'Calle Córdova',
      'Calle Salcedo',
      'Calle Duarte',
    ],
    sectores: ['Los Cocos', 'El Higüerito', 'Villa Trina', 'Juan López', 'La Española', 'Don Pedro'],
  },
  Jarabacoa: {
    calles: ['Calle Mario Nelson Galán', 'Calle Colón', 'Av. Independencia', 'Calle Duarte', 'Calle Sánchez'],
    sectores: [
      'Pinar Quemado',
      'Buena Vista',
      'El Carmen',
      'La Confluencia',
      'Las Tres Cruces',
      'Los Corralitos',
    ],
  },
};

/** Una dirección de un pueblo, como la escribe la oficina: calle, número, sector y pueblo, en mayúsculas. */
function direccionEn(azar: Azar, pueblo: Pueblo): string {
  const { calles, sectores } = PUEBLOS[pueblo];
  return textoDeCliente(
    `${azar.elegir(calles)} #${azar.entero(1, 240)}, ${azar.elegir(sectores)}, ${pueblo}`,
  );
}

const EMPRESAS = [
  'Supermercado Bravo',
  'Colmado La Esquina',
  'Zona Franca Santiago',
  'Farmacia Carol',
  'Banca de Lotería El Sol',
  'Taller Mecánico Hermanos Peña',
  'Ferretería Ochoa',
  'Salón de Belleza Glamour',
  'Constructora del Cibao',
  'Panadería La Espiga',
];
const PUESTOS = [
  'Cajera',
  'Operario',
  'Vendedor',
  'Chofer',
  'Mensajero',
  'Supervisora',
  'Estilista',
  'Maestro constructor',
  'Despachador',
  'Secretaria',
];
const PREFIJOS_CEDULA = ['001', '031', '402', '047', '034', '096'];
const PREFIJOS_TELEFONO = ['809', '829', '849'];

function cedulaValida(azar: Azar): string {
  const diez = azar.elegir(PREFIJOS_CEDULA) + azar.digitos(7);
  return diez + digitoVerificadorCedula(diez);
}

const telefono = (azar: Azar) => azar.elegir(PREFIJOS_TELEFONO) + azar.digitos(7);

/**
 * Clientes dominicanos de demostración (40 en DEMO): nombres, cédulas que pasan el dígito verificador, teléfonos y
 * direcciones del Cibao (cada uno en el pueblo de su ruta, `pueblo` por su número); uno de cada tres con garante del
 * mismo pueblo, uno de cada dos con referencia laboral, la mitad con foto. Los tres últimos quedan inactivos, como en
 * una cartera real. Su texto va en mayúsculas, como lo guarda el servicio de clientes.
 */
export async function sembrarClientesDeDemostracion(
  tx: Tx,
  idEmpresa: number,
  creadoEn: Date,
  opciones: {
    cantidad?: number;
    semilla?: number;
    pueblo?: (numero: number) => Pueblo;
    /** El día en que la oficina empezó a registrarlos: dos por día desde ahí. Si no, uno por semana hasta `creadoEn`. */
    desde?: string;
  } = {},
): Promise<number[]> {
  const cantidad = opciones.cantidad ?? 40;
  const azar = crearAzar(opciones.semilla ?? 20261122);
  const ids: number[] = [];
  const alta = (n: number) =>
    opciones.desde
      ? enHorario(sumarDias(opciones.desde, Math.floor((n - 1) / 2)), 60 + (n % 2) * 180)
      : new Date(creadoEn.getTime() - (cantidad + 1 - n) * 7 * 86_400_000);
  for (let n = 1; n <= cantidad; n++) {
    const mujer = n % 2 === 0;
    const nombres = textoDeCliente(azar.elegir(mujer ? NOMBRES_F : NOMBRES_M));
    const apellidos = textoDeCliente(`${azar.elegir(APELLIDOS)} ${azar.elegir(APELLIDOS)}`);
    const pueblo = opciones.pueblo?.(n) ?? 'Santiago';
    const numero = await bloquearCupo(tx, idEmpresa, 'clientes', true);
    const [creado] = await tx
      .insert(cliente)
      .values({
        id_empresa: idEmpresa,
        numero,
        codigo: `CL-${String(numero).padStart(6, '0')}`,
        nombres,
        apellidos,
        cedula: cedulaValida(azar),
        telefono: telefono(azar),
        movil: n % 3 === 0 ? telefono(azar) : null,
        correo:
          n % 4 === 0
            ? `${nombres.split(' ')[0]?.toLowerCase()}.${n}@correo.do`
                .normalize('NFD')
                .replace(/[\u0300-\u036f]/g, '')
            : null,
        direccion: direccionEn(azar, pueblo),
        estado: n > cantidad - 3 ? 'INACTIVO' : 'ACTIVO',
        creado_en: alta(n),
      })
      .returning({ id: cliente.id_cliente });
    const id = creado?.id ?? 0;
    ids.push(id);
    if (n % 3 === 0) {
      await tx.insert(garante).values({
        id_empresa: idEmpresa,
        id_cliente: id,
        nombre: textoDeCliente(
          `${azar.elegir(azar.numero() < 0.5 ? NOMBRES_F : NOMBRES_M)} ${azar.elegir(APELLIDOS)}`,
        ),
        cedula: cedulaValida(azar),
        telefono1: telefono(azar),
        direccion: direccionEn(azar, pueblo),
        creado_en: alta(n),
      });
    }
    if (n % 2 === 1) {
      await tx.insert(referencia_laboral).values({
        id_empresa: idEmpresa,
        id_cliente: id,
        nombre_empresa: textoDeCliente(azar.elegir(EMPRESAS)),
        telefono1_empresa: `809${azar.digitos(7)}`,
        puesto: textoDeCliente(azar.elegir(PUESTOS)),
        creado_en: alta(n),
        fecha_ingreso: `${azar.entero(2012, 2025)}-${String(azar.entero(1, 12)).padStart(2, '0')}-${String(azar.entero(1, 28)).padStart(2, '0')}`,
      });
    }
    if (n % 2 === 0) {
      const datos = retratoDeDemostracion(n);
      await tx.insert(cliente_foto).values({
        id_empresa: idEmpresa,
        id_cliente: id,
        tipo: 'image/png',
        datos,
        hash: createHash('sha256').update(datos).digest('hex'),
      });
    }
  }
  return ids;
}
