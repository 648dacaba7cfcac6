import { crearPng } from '../../apps/api/src/seed/retratos';
import { diaSiguiente, type Existencias, planACobrar } from './existencias';
import type { Usuario } from './http';

/** Una operación de escritura del banco: lo que hace una persona, con las llamadas que la forman. */
export type Operacion = (quien: Usuario, n: number) => Promise<void>;

/** Cédulas distintas en cada corrida del banco (11 dígitos; la verificación del dígito es solo una advertencia). */
let cedulas = Date.now() % 1_000_000_000;
const nuevaCedula = () => `4${String(cedulas++).padStart(10, '0')}`;

const FOTO = crearPng(64, 64, (x, y) => [(x * 4) % 256, (y * 4) % 256, 128]);

/** Un cuerpo multipart con la foto en el campo `foto`. */
function multipartConFoto(): { cuerpo: Buffer; tipo: string } {
  const limite = 'limite-del-banco';
  const cuerpo = Buffer.concat([
    Buffer.from(
      `--${limite}\r\nContent-Disposition: form-data; name="foto"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    FOTO,
    Buffer.from(`\r\n--${limite}--\r\n`),
  ]);
  return { cuerpo, tipo: `multipart/form-data; boundary=${limite}` };
}

const datosDeCliente = (n: number) => ({
  nombres: `Cliente ${n}`,
  apellidos: 'Del Banco',
  cedula: nuevaCedula(),
  telefono: '8095550000',
  direccion: `Calle ${n % 90}, Santiago`,
});

/** Un préstamo pequeño semanal: 12 cuotas que cobrar. */
const datosDePrestamo = (idCliente: number) => ({
  id_cliente: idCliente,
  monto: 5000,
  plazo: 12,
  tasa: 5,
  frecuencia: 'SEMANAL',
});

export function operaciones(ex: Existencias, rutas: number[]): Record<string, Operacion> {
  const cobrar = async (quien: Usuario) => {
    const p = ex.siguienteACobrar();
    const c = p?.cuotas[p.toca];
    if (!p || !c) throw new Error('El banco se quedó sin cuotas que cobrar.');
    p.toca++;
    const r = await quien.post(`/api/pagos/${c.id_pago}/cobrar`, { monto: c.adeudado, metodo: 'EFECTIVO' });
    if (r.status !== 200) p.toca--;
    return { p, r };
  };
  return {
    'cliente + préstamo': async (quien, n) => {
      const c = await quien.post('/api/clientes', datosDeCliente(n));
      if (c.status !== 201) return;
      ex.clientes.push(c.body.item.id_cliente);
      const p = await quien.post('/api/prestamos', datosDePrestamo(c.body.item.id_cliente));
      if (p.status === 201) ex.prestamosNuevos.push(p.body.prestamo.id_prestamo);
    },
    'crear cliente': async (quien, n) => {
      const c = await quien.post('/api/clientes', datosDeCliente(n));
      if (c.status === 201) ex.clientes.push(c.body.item.id_cliente);
    },
    'editar cliente': async (quien, n) => {
      const id = ex.cliente(n);
      await quien.put(`/api/clientes/${id}`, {
        nombres: `Cliente ${id}`,
        apellidos: 'Del Banco',
        direccion: `Calle ${n % 90}, Moca`,
      });
    },
    garante: async (quien, n) => {
      await quien.post(`/api/clientes/${ex.cliente(n)}/garantes`, {
        nombre: `Garante ${n}`,
        telefono1: '8095551111',
      });
    },
    'referencia laboral': async (quien, n) => {
      await quien.post(`/api/clientes/${ex.cliente(n)}/ref-laboral`, {
        nombre_empresa: `Colmado ${n}`,
        puesto: 'Cajero',
      });
    },
    'foto del cliente': async (quien, n) => {
      const { cuerpo, tipo } = multipartConFoto();
      await quien.llamar('POST', `/api/clientes/${ex.cliente(n)}/foto`, cuerpo, tipo);
    },
    'crear préstamo': async (quien, n) => {
      const p = await quien.post('/api/prestamos', datosDePrestamo(ex.cliente(n)));
      if (p.status === 201) ex.prestamosNuevos.push(p.body.prestamo.id_prestamo);
    },
    cobrar: async (quien) => {
      await cobrar(quien);
    },
    diferir: async (quien) => {
      // Un día más cada vez, hasta la víspera de la cuota siguiente; un préstamo que ya no se difiere se salta.
      for (let intento = 0; intento < ex.aCobrar.length; intento++) {
        const p = ex.siguienteACobrar();
        const c = p?.cuotas[p.toca];
        if (!p || !c) break;
        const nueva = diaSiguiente(c.fecha);
        if (c.siguiente && nueva >= c.siguiente) continue;
        const r = await quien.post(`/api/pagos/${c.id_pago}/diferir`, {
          nueva_fecha: nueva,
          motivo: 'Banco',
        });
        if (r.status === 200) c.fecha = nueva;
        return;
      }
      throw new Error('El banco se quedó sin cuotas que diferir.');
    },
    'cobrar y anular': async (quien) => {
      const { p, r } = await cobrar(quien);
      if (r.status !== 200) return;
      const pagos = await quien.get(`/api/prestamos/${p.id}/pagos-detalle`);
      const detalle = pagos.body.pagos?.find((x: { no_recibo: string }) => x.no_recibo === r.body.no_recibo)
        ?.detalles[0];
      const a = await quien.post('/api/pagos/cancelar-ultimo', {
        id_prestamo: p.id,
        id_detalle: detalle?.id_detalle_pago,
        motivo: 'Error del banco',
      });
      if (a.status === 200) p.toca--;
    },
    liquidar: async (quien) => {
      const p = ex.siguienteACobrar();
      if (!p) throw new Error('El banco se quedó sin préstamos que liquidar.');
      ex.sacar(p);
      await quien.post(`/api/prestamos/${p.id}/liquidar`, { descuento: 0 });
    },
    reenganchar: async (quien) => {
      const p = ex.siguienteACobrar();
      if (!p) throw new Error('El banco se quedó sin préstamos que reenganchar.');
      ex.sacar(p);
      const r = await quien.post(`/api/prestamos/${p.id}/reenganche`, {
        monto_extra: 1000,
        strategy: 'keep_term',
      });
      if (r.status === 201) ex.aCobrar.push(await planACobrar(quien, r.body.prestamo.id_prestamo));
    },
    'dar y cancelar préstamo': async (quien, n) => {
      const p = await quien.post('/api/prestamos', datosDePrestamo(ex.cliente(n)));
      if (p.status === 201) await quien.post(`/api/prestamos/${p.body.prestamo.id_prestamo}/cancelar`);
    },
    'movimiento de caja': async (quien, n) => {
      await quien.post('/api/caja/movimientos', {
        tipo: n % 2 ? 'EGRESO' : 'INGRESO',
        monto: 10,
        descripcion: `Movimiento ${n} del banco`,
      });
    },
    'clientes de una ruta': async (quien, n) => {
      const ruta = rutas[n % rutas.length] ?? 0;
      const k = rutas.indexOf(ruta);
      const ids = ex.clientes.slice(k * 10, k * 10 + 10 - (n % 2));
      await quien.put(`/api/rutas/${ruta}/clientes`, { ids });
    },
    'crear usuario': async (quien, n) => {
      await quien.post('/api/usuarios', {
        usuario: `banco${Date.now().toString(36)}${n}`,
        rol: 'OPERADOR',
        password: 'clave-del-banco',
      });
    },
    'permisos de un rol': async (quien, n) => {
      const permisos = ['clientes.ver', 'prestamos.ver', 'pagos.ver', 'pagos.registrar'];
      await quien.put('/api/roles/OPERADOR/permisos', { permisos: n % 2 ? permisos : permisos.slice(0, 3) });
    },
    'ajustes de la empresa': async (quien, n) => {
      await quien.put('/api/empresa/ajustes', { dias_gracia: 5 + (n % 3) });
    },
  };
}
