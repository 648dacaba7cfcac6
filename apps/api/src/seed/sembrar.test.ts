import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cedulaPasaVerificacion } from '@prestamos/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLAVE, crearEntorno, type Entorno } from '../../test/entorno';
import { cuadreDeCaja } from '../../test/fabricas';
import { entrar, login } from '../../test/peticiones';
import { verificarInvariantes } from '../db/invariantes';
import { enPlataforma, filasDe } from '../db/transacciones';
import { sembrarClientesDeDemostracion } from './demo-clientes';
import { sembrarEmpresasDeDemostracion } from './demo-empresas';
import { sembrarPrestamosDeDemostracion } from './demo-prestamos';
import { anunciarCredenciales, sembrarSiVacia } from './sembrar';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
});
afterAll(() => e.cerrar());

describe('siembra', () => {
  it('crea SOPORTE (empresa 1) con su SUPERADMIN y DEMO con admin y operador', async () => {
    const soporte = await login(e, 'SOPORTE', 'soporte');
    expect(soporte.body.empresa).toMatchObject({ id_empresa: 1, rnc: 'SOPORTE' });
    expect(soporte.body.user.rol).toBe('SUPERADMIN');
    expect((await login(e, 'DEMO', 'admin')).body.user.rol).toBe('ADMIN');
    expect((await login(e, 'DEMO', 'operador')).body.user.rol).toBe('OPERADOR');
  });

  it('no toca una base que ya tiene empresas', async () => {
    expect(
      await sembrarSiVacia(e.db, { password: 'otra-clave', demo: true, cartera: true, ahora: new Date() }),
    ).toBeNull();
    expect((await login(e, 'DEMO', 'admin', 'otra-clave')).status).toBe(401);
  });

  it('con contraseñas aleatorias, las imprime y las deja en credenciales-demo.txt', () => {
    const carpeta = fs.mkdtempSync(path.join(os.tmpdir(), 'siembra-'));
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    anunciarCredenciales(
      [{ empresa: 'DEMO', usuario: 'admin', password: 'Xy7kP2mQ9a', rol: 'ADMIN' }],
      carpeta,
      true,
    );
    log.mockRestore();
    const archivo = fs.readFileSync(path.join(carpeta, 'credenciales-demo.txt'), 'utf8');
    expect(archivo).toContain('empresa DEMO     usuario admin     contraseña Xy7kP2mQ9a   (ADMIN)');
    expect(fs.statSync(path.join(carpeta, 'credenciales-demo.txt')).mode & 0o777).toBe(0o600);
  });

  it('con SEED_PASSWORD las imprime pero no escribe credenciales-demo.txt, y borra el de una siembra anterior', () => {
    const carpeta = fs.mkdtempSync(path.join(os.tmpdir(), 'siembra-'));
    const archivo = path.join(carpeta, 'credenciales-demo.txt');
    fs.writeFileSync(archivo, 'Accesos sembrados:\n  empresa DEMO     usuario admin     contraseña vieja\n');
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    anunciarCredenciales(
      [{ empresa: 'DEMO', usuario: 'admin', password: 'Demo2026!', rol: 'ADMIN' }],
      carpeta,
      false,
    );
    const impreso = log.mock.calls.map((c) => String(c[0])).join('\n');
    log.mockRestore();
    expect(impreso).toContain('empresa DEMO     usuario admin     contraseña Demo2026!   (ADMIN)');
    expect(impreso).toContain('(Todos con la contraseña de SEED_PASSWORD; no se guardan en ningún archivo.)');
    expect(fs.existsSync(archivo)).toBe(false);
  });
});

describe('cartera de demostración', () => {
  it('DEMO recibe 40 clientes con cédulas válidas, garantes, referencias y fotos', async () => {
    await enPlataforma(e.db, (tx) => sembrarClientesDeDemostracion(tx, 2, new Date()));
    const admin = await entrar(e, 'DEMO', 'admin');
    const lista = await admin.get('/api/clientes?pageSize=50');
    expect(lista.body.total).toBe(40);
    expect(lista.body.items.every((c: { cedula: string }) => cedulaPasaVerificacion(c.cedula))).toBe(true);
    expect(lista.body.items.filter((c: { foto_url: string | null }) => c.foto_url).length).toBe(20);
    expect(lista.body.items.filter((c: { estado: string }) => c.estado === 'INACTIVO').length).toBe(3);
    const conGarante = lista.body.items.find((c: { codigo: string }) => c.codigo === 'CL-000003');
    expect((await admin.get(`/api/clientes/${conGarante.id_cliente}/garantes`)).body.items).toHaveLength(1);
    const conReferencia = lista.body.items.find((c: { codigo: string }) => c.codigo === 'CL-000001');
    expect(
      (await admin.get(`/api/clientes/${conReferencia.id_cliente}/ref-laboral`)).body.items,
    ).toHaveLength(1);
  });
});

describe('empresas de demostración para soporte', () => {
  it('DEMO con historia de pagos del plan, una empresa por vencer y una suspendida', async () => {
    const credenciales = await enPlataforma(e.db, (tx) =>
      sembrarEmpresasDeDemostracion(tx, { idDemo: 2, clave: () => CLAVE, ahora: e.deps.ahora() }),
    );
    expect(credenciales.map((c) => c.empresa)).toEqual(['LAVEGA', 'MOCA']);
    const soporte = await entrar(e, 'SOPORTE', 'soporte');
    const lista = (await soporte.get('/api/empresas')).body.items as {
      rnc: string;
      estado: string;
      plan_estado: string;
      dias_restantes: number;
      clientes_usados: number;
    }[];
    expect(lista.map((x) => x.rnc)).toEqual(['SOPORTE', 'DEMO', 'LAVEGA', 'MOCA']);
    const [, demo, laVega, moca] = lista;
    expect(demo?.plan_estado).toBe('VIGENTE');
    expect(laVega).toMatchObject({ estado: 'ACTIVO', plan_estado: 'VIGENTE', clientes_usados: 11 });
    expect(moca).toMatchObject({ estado: 'SUSPENDIDO', plan_estado: 'VENCIDO' });
    // 12 días y 18 vencido, o uno o dos días menos cuando el mes del inicio es más corto que el día del fin (los
    // planes terminan donde termina su última cuota: planes-de-demostracion.test.ts fija los dos casos con el reloj).
    expect(laVega?.dias_restantes).toBeGreaterThanOrEqual(10);
    expect(laVega?.dias_restantes).toBeLessThanOrEqual(12);
    expect(moca?.dias_restantes).toBeGreaterThanOrEqual(-20);
    expect(moca?.dias_restantes).toBeLessThanOrEqual(-18);
    const pagos = (await soporte.get('/api/empresa/admin/pagos?pageSize=50')).body;
    expect(pagos.total).toBe(6 + 4 + 2);
    expect((await soporte.get('/api/empresa/pagos', { 'x-tenant': '2' })).body.total).toBe(6);
    // Sus administradores entran (la suspendida, no).
    expect((await login(e, 'LAVEGA', 'admin')).status).toBe(200);
    expect((await login(e, 'MOCA', 'admin')).status).toBe(403);
  });
});

describe('préstamos de demostración', () => {
  it('unos 60 préstamos de todo tipo, frecuencia y estado, y la caja cuadra', async () => {
    const total = await sembrarPrestamosDeDemostracion(e.deps, 2);
    expect(total).toBeGreaterThanOrEqual(55);
    const admin = await entrar(e, 'DEMO', 'admin');
    const todos = (await admin.get('/api/prestamos?pageSize=50&page=1')).body;
    const resto = (await admin.get('/api/prestamos?pageSize=50&page=2')).body;
    const items = [...todos.items, ...resto.items] as {
      estado_ui: string;
      amortizacion: string;
      frecuencia: string;
      id_prestamo_origen: number | null;
    }[];
    expect(items).toHaveLength(total);
    for (const estado of ['VIGENTE', 'EN MORA', 'SALDADO', 'CANCELADO'])
      expect(items.some((p) => p.estado_ui === estado)).toBe(true);
    for (const tipo of ['FRANCES', 'ABSOLUTO', 'INTERES', 'MANUAL'])
      expect(items.some((p) => p.amortizacion === tipo)).toBe(true);
    for (const f of ['MENSUAL', 'QUINCENAL', 'SEMANAL', 'DIARIO'])
      expect(items.some((p) => p.frecuencia === f)).toBe(true);
    expect(items.some((p) => p.id_prestamo_origen !== null)).toBe(true);
    const caja = await cuadreDeCaja(e, 2);
    expect(caja.saldo).toBe(caja.suma);
    expect(caja.saldo).toBeGreaterThan(0);
    // La historia entera con las operaciones reales: unas 300, más lenta con la máquina ocupada.
  }, 180_000);

  it('con historia de cobros: al día, parciales, tardíos con mora, mora perdonada y un pago cancelado', async () => {
    const [historia] = await enPlataforma(e.db, (tx) =>
      filasDe<Record<string, string>>(
        tx,
        sql`select
          (select count(*) from recibo where id_empresa = 2 and concepto = 'PAGO' and estado = 'VIGENTE') as pagos,
          (select count(*) from recibo where id_empresa = 2 and concepto = 'PAGO' and estado = 'ANULADO') as anulados,
          (select count(*) from recibo where id_empresa = 2 and concepto = 'PAGO' and descuento_centavos > 0
             and motivo_descuento is not null) as perdonados,
          (select count(*) from detalle_pago d join recibo r on r.id_recibo = d.id_recibo
             where d.id_empresa = 2 and r.concepto = 'PAGO' and d.estado = 'VIGENTE'
               and d.mora_pagada_centavos > d.descuento_centavos) as con_mora,
          (select count(*) from cuota where id_empresa = 2 and estado_cuota = 'PARCIAL') as parciales`,
      ),
    );
    expect(Number(historia?.pagos)).toBeGreaterThan(30);
    expect(Number(historia?.anulados)).toBe(1);
    expect(Number(historia?.perdonados)).toBe(1);
    expect(Number(historia?.con_mora)).toBeGreaterThan(0);
    expect(Number(historia?.parciales)).toBeGreaterThan(0);
    expect(await verificarInvariantes(e.db)).toEqual([]);
  });
});
