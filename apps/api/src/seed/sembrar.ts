import fs from 'node:fs';
import path from 'node:path';
import { fechaDeNegocio, sumarDias, sumarMeses } from '@prestamos/domain';
import { count } from 'drizzle-orm';
import type { Db, Tx } from '../db/conexion';
import { empresa } from '../db/schema/empresa';
import { usuario } from '../db/schema/usuarios';
import { enPlataforma } from '../db/transacciones';
import { generarPassword, hashearPassword } from '../lib/passwords';
import { insertarEmpresa } from '../modules/empresas/repositorio';
import { DIAS_DE_HISTORIA } from './agenda';
import { type Participante, sembrarChatDeDemostracion } from './demo-chat';
import { sembrarClientesDeDemostracion } from './demo-clientes';
import { sembrarEmpresasDeDemostracion } from './demo-empresas';
import { puebloDeDemostracion, sembrarRutasDeDemostracion } from './demo-rutas';

/** La siembra de una base vacía crea SOPORTE (1) y luego DEMO (2). */
export const ID_EMPRESA_DEMO = 2;

export interface Credencial {
  empresa: string;
  usuario: string;
  password: string;
  rol: string;
}

interface OpcionesDeSiembra {
  /** Contraseña para todos los usuarios sembrados; null: una aleatoria distinta por usuario. */
  password: string | null;
  demo: boolean;
  /** Cartera de demostración: clientes de DEMO (sus préstamos los siembra `sembrarPrestamosDeDemostracion`), su
   * historia de pagos del plan y dos empresas más para soporte. Las pruebas de API la omiten para partir de cero. */
  cartera: boolean;
  ahora: Date;
}

/** El usuario creado, con el nombre que firma sus mensajes del chat (como el de la sesión). */
async function crearUsuario(
  tx: Tx,
  idEmpresa: number,
  datos: Omit<Credencial, 'empresa'> & { nombres: string; apellidos: string },
): Promise<Participante> {
  const [creado] = await tx
    .insert(usuario)
    .values({
      id_empresa: idEmpresa,
      usuario: datos.usuario,
      password_hash: await hashearPassword(datos.password),
      nombres: datos.nombres,
      apellidos: datos.apellidos,
      rol: datos.rol,
    })
    .returning({ id: usuario.id_usuario });
  return { id: creado?.id ?? 0, nombre: `${datos.nombres} ${datos.apellidos}` };
}

/**
 * Siembra una base vacía: la empresa de soporte (1, SOPORTE) con su SUPERADMIN y, si se pide, la empresa DEMO con
 * un administrador y un operador. Una base que ya tiene empresas no se toca. Devuelve los accesos creados.
 */
export async function sembrarSiVacia(db: Db, opciones: OpcionesDeSiembra): Promise<Credencial[] | null> {
  return enPlataforma(db, async (tx) => {
    const [hay] = await tx.select({ n: count() }).from(empresa);
    if ((hay?.n ?? 0) > 0) return null;
    const clave = () => opciones.password ?? generarPassword();
    const credenciales: Credencial[] = [];

    const soporte = await insertarEmpresa(tx, {
      nombre_empresa: 'Soporte Préstamos',
      rnc: 'SOPORTE',
      correo: 'soporte@prestamos.do',
      licencia_perm: true,
      plan_nombre: 'Personalizado',
      plan_fecha_inicio: fechaDeNegocio(opciones.ahora),
    });
    const soporteUsuario = { usuario: 'soporte', password: clave(), rol: 'SUPERADMIN' };
    const deSoporte = await crearUsuario(tx, soporte.id_empresa, {
      ...soporteUsuario,
      nombres: 'Equipo',
      apellidos: 'de Soporte',
    });
    credenciales.push({ empresa: soporte.rnc, ...soporteUsuario });

    if (opciones.demo) {
      const demo = await insertarEmpresa(tx, {
        nombre_empresa: 'Préstamos El Progreso, SRL',
        rnc: 'DEMO',
        telefono: '809-555-0100',
        correo: 'info@elprogreso.do',
        direccion: 'Av. 27 de Febrero 215, Santiago de los Caballeros',
        limite_usuarios: 10,
        limite_clientes: 150,
        plan_nombre: 'Superior',
        plan_frecuencia: 'MENSUAL',
        plan_cuotas: 12,
        plan_monto_cuota_centavos: 150_000,
        plan_fecha_inicio: fechaDeNegocio(opciones.ahora),
        plan_fecha_fin: sumarMeses(fechaDeNegocio(opciones.ahora), 12),
        // La práctica dominicana común (docs/producto.md#mora): 5 % por mes de atraso después de 5 días de gracia.
        mora_porcentaje: '5',
        dias_gracia: 5,
      });
      const admin = { usuario: 'admin', password: clave(), rol: 'ADMIN' };
      const operador = { usuario: 'operador', password: clave(), rol: 'OPERADOR' };
      const administradora = await crearUsuario(tx, demo.id_empresa, {
        ...admin,
        nombres: 'María',
        apellidos: 'Rodríguez Peña',
      });
      const operadorDemo = await crearUsuario(tx, demo.id_empresa, {
        ...operador,
        nombres: 'Juan',
        apellidos: 'Pérez Almonte',
      });
      credenciales.push({ empresa: demo.rnc, ...admin }, { empresa: demo.rnc, ...operador });
      if (opciones.cartera) {
        const clientes = await sembrarClientesDeDemostracion(tx, demo.id_empresa, opciones.ahora, {
          pueblo: puebloDeDemostracion,
          desde: sumarDias(fechaDeNegocio(opciones.ahora), -DIAS_DE_HISTORIA),
        });
        const cobrador = { usuario: 'cobrador2', password: clave(), rol: 'OPERADOR' };
        const segundoCobrador = await crearUsuario(tx, demo.id_empresa, {
          ...cobrador,
          nombres: 'Pedro',
          apellidos: 'Mejía Batista',
        });
        credenciales.push({ empresa: demo.rnc, ...cobrador });
        await sembrarRutasDeDemostracion(tx, {
          idEmpresa: demo.id_empresa,
          clientes,
          operador: operadorDemo.id,
          segundoCobrador: segundoCobrador.id,
        });
        await sembrarChatDeDemostracion(tx, {
          idEmpresa: demo.id_empresa,
          hoy: fechaDeNegocio(opciones.ahora),
          // CL-000006: una clienta (los números pares lo son) de La Vega centro, la ruta del operador.
          idCliente: clientes[5] ?? 0,
          admin: administradora,
          operador: operadorDemo,
          cobrador: segundoCobrador,
          soporte: deSoporte,
        });
        credenciales.push(
          ...(await sembrarEmpresasDeDemostracion(tx, {
            idDemo: demo.id_empresa,
            clave,
            ahora: opciones.ahora,
          })),
        );
      }
    }
    return credenciales;
  });
}

/**
 * Imprime los accesos y, si las contraseñas fueron aleatorias, los deja en `credenciales-demo.txt` para no perderlos.
 * Con SEED_PASSWORD la contraseña ya la sabe quien arrancó: no se escribe en disco, y un archivo de una siembra
 * anterior se borra para que nadie lea contraseñas que esta base no tiene.
 */
export function anunciarCredenciales(credenciales: Credencial[], carpeta: string, aleatorias: boolean) {
  const lineas = credenciales.map(
    (c) =>
      `  empresa ${c.empresa.padEnd(8)} usuario ${c.usuario.padEnd(9)} contraseña ${c.password}   (${c.rol})`,
  );
  const texto = ['Accesos sembrados:', ...lineas].join('\n');
  console.log(`\n${texto}\n`);
  const archivo = path.join(carpeta, 'credenciales-demo.txt');
  if (aleatorias) {
    fs.mkdirSync(carpeta, { recursive: true });
    fs.writeFileSync(archivo, `${texto}\n`, { mode: 0o600 });
    console.log(`(Guardados también en ${archivo}; no se volverán a mostrar.)\n`);
  } else {
    fs.rmSync(archivo, { force: true });
    console.log('(Todos con la contraseña de SEED_PASSWORD; no se guardan en ningún archivo.)\n');
  }
}
