import { fechaDeNegocio, finDelPlan, sumarDias, sumarMeses } from '@prestamos/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/conexion';
import { empresa } from '../db/schema/empresa';
import { pago_plan } from '../db/schema/planes';
import { usuario } from '../db/schema/usuarios';
import { hashearPassword } from '../lib/passwords';
import { insertarEmpresa } from '../modules/empresas/repositorio';
import { enHorario } from './agenda';
import { type Pueblo, sembrarClientesDeDemostracion } from './demo-clientes';
import type { Credencial } from './sembrar';

/**
 * Un plan mensual de `meses` cuotas desde `inicio`: termina donde termina su última cuota (`finDelPlan`). Las cuotas,
 * la frecuencia, el inicio y el fin cuentan la misma historia que sus pagos (issue 40: LAVEGA mostraba 12 cuotas en un
 * plan de 4 meses).
 */
function planMensual(inicio: string, meses: number, montoCentavos: number) {
  return {
    plan_frecuencia: 'MENSUAL',
    plan_cuotas: meses,
    plan_monto_cuota_centavos: montoCentavos,
    plan_fecha_inicio: inicio,
    plan_fecha_fin: finDelPlan(inicio, 'MENSUAL', meses),
  };
}

/**
 * Los pagos de ese plan, cuota a cuota: cada uno el día en que empieza el mes que paga (issue 40: se pagaba el 9 en un
 * plan que empezaba el 11), con el fin que tenía el plan y el que dejó, como los registra soporte.
 */
async function historiaDePagos(
  tx: Tx,
  datos: { idEmpresa: number; inicio: string; meses: number; montoCentavos: number; metodos: string[] },
) {
  for (let k = 0; k < datos.meses; k++) {
    // El efectivo no lleva referencia; una transferencia o un depósito, su número.
    const metodo = datos.metodos[k % datos.metodos.length] ?? 'EFECTIVO';
    const fecha = sumarMeses(datos.inicio, k);
    await tx.insert(pago_plan).values({
      id_empresa: datos.idEmpresa,
      fecha,
      monto_centavos: datos.montoCentavos,
      metodo,
      referencia:
        metodo === 'EFECTIVO'
          ? null
          : `${metodo === 'DEPÓSITO' ? 'DEP' : 'TRF'}-${datos.idEmpresa}${String(k + 1).padStart(4, '0')}`,
      concepto: 'Renovación mensual',
      plan_fecha_fin_anterior: fecha,
      plan_fecha_fin: finDelPlan(datos.inicio, 'MENSUAL', k + 1),
      registrado_por: 1,
      creado_en: enHorario(fecha, 90 + k * 13),
    });
  }
}

interface EmpresaDeDemostracion {
  nombre: string;
  codigo: string;
  plan: 'Básico' | 'Medio';
  limites: [number, number];
  montoCentavos: number;
  /** Días que le faltan (o, negativos, que lleva vencido) al plan hoy: los de su último mes pagado. */
  diasRestantes: number;
  mesesPagados: number;
  estado: 'ACTIVO' | 'SUSPENDIDO';
  clientes: number;
  /** Donde opera (y viven sus clientes). */
  pueblo: Pueblo;
  direccion: string;
  telefono: string;
}

/** Dos empresas más para soporte: una con el plan por vencer (menos de 30 días) y una suspendida con el plan vencido. */
const OTRAS_EMPRESAS: EmpresaDeDemostracion[] = [
  {
    nombre: 'Inversiones La Vega Real',
    codigo: 'LAVEGA',
    plan: 'Medio',
    limites: [5, 50],
    montoCentavos: 100_000,
    diasRestantes: 12,
    mesesPagados: 4,
    estado: 'ACTIVO',
    clientes: 14,
    pueblo: 'La Vega',
    direccion: 'Calle Padre Adolfo 32, La Vega',
    telefono: '809-573-2210',
  },
  {
    nombre: 'Créditos Moca Express',
    codigo: 'MOCA',
    plan: 'Básico',
    limites: [3, 40],
    montoCentavos: 80_000,
    diasRestantes: -18,
    mesesPagados: 2,
    estado: 'SUSPENDIDO',
    clientes: 6,
    pueblo: 'Moca',
    direccion: 'Av. Independencia 8, Moca',
    telefono: '809-578-4411',
  },
];

/**
 * La administración de soporte con algo que mirar: DEMO con su historia de pagos del plan y dos empresas más (con su
 * administrador, algunos clientes y sus pagos). Devuelve los accesos de esos administradores.
 */
export async function sembrarEmpresasDeDemostracion(
  tx: Tx,
  opciones: { idDemo: number; clave: () => string; ahora: Date },
): Promise<Credencial[]> {
  const hoy = fechaDeNegocio(opciones.ahora);
  // DEMO pagó su sexto mes hace dos días (nunca hoy: la historia termina ayer), el día en que empezó: le queda casi un
  // mes, sin aviso de renovación.
  const inicioDemo = sumarMeses(sumarDias(hoy, -2), -5);
  await historiaDePagos(tx, {
    idEmpresa: opciones.idDemo,
    inicio: inicioDemo,
    meses: 6,
    montoCentavos: 150_000,
    metodos: ['TRANSFERENCIA', 'DEPÓSITO'],
  });
  await tx
    .update(empresa)
    .set(planMensual(inicioDemo, 6, 150_000))
    .where(eq(empresa.id_empresa, opciones.idDemo));

  const credenciales: Credencial[] = [];
  for (const [i, d] of OTRAS_EMPRESAS.entries()) {
    // El plan empieza los meses pagados antes del fin buscado. Si ese mes es más corto que el día del fin (un fin el
    // 31 de marzo, cuatro meses después del 30 de noviembre), el plan termina uno a tres días antes.
    const inicio = sumarMeses(sumarDias(hoy, d.diasRestantes), -d.mesesPagados);
    const nueva = await insertarEmpresa(tx, {
      nombre_empresa: d.nombre,
      rnc: d.codigo,
      telefono: d.telefono,
      correo: `admin@${d.codigo.toLowerCase()}.do`,
      direccion: d.direccion,
      estado: d.estado,
      limite_usuarios: d.limites[0],
      limite_clientes: d.limites[1],
      plan_nombre: d.plan,
      ...planMensual(inicio, d.mesesPagados, d.montoCentavos),
    });
    const acceso = { usuario: 'admin', password: opciones.clave(), rol: 'ADMIN' };
    await tx.insert(usuario).values({
      id_empresa: nueva.id_empresa,
      usuario: acceso.usuario,
      password_hash: await hashearPassword(acceso.password),
      nombres: 'Administrador',
      apellidos: d.nombre,
      rol: acceso.rol,
    });
    credenciales.push({ empresa: d.codigo, ...acceso });
    await historiaDePagos(tx, {
      idEmpresa: nueva.id_empresa,
      inicio,
      meses: d.mesesPagados,
      montoCentavos: d.montoCentavos,
      metodos: ['EFECTIVO', 'TRANSFERENCIA'],
    });
    await sembrarClientesDeDemostracion(tx, nueva.id_empresa, opciones.ahora, {
      cantidad: d.clientes,
      semilla: 7_000 + i,
      pueblo: () => d.pueblo,
    });
  }
  return credenciales;
}
