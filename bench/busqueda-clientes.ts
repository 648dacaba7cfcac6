/**
 * ¿La lista de clientes sigue rápida con 50 000 clientes? Llena la empresa DEMO de una base nueva (PGlite, o el
 * PostgreSQL de DATABASE_URL) y mide, a través de la API, búsquedas típicas de un cajero. Uso:
 *   npm run bench:clientes            (PGlite en memoria)
 *   DATABASE_URL=postgres://... npm run bench:clientes
 */
import { sql } from 'drizzle-orm';
import { baseDeBanco, llenar, medir, servidorConSesion } from './comun';

const CLIENTES = 50_000;

const base = await baseDeBanco();
await llenar(
  base,
  `${CLIENTES} clientes`,
  sql`insert into cliente (id_empresa, numero, codigo, nombres, apellidos, cedula, telefono, estado)
    select 2, g, 'CL-' || lpad(g::text, 6, '0'),
      (array['José','María','Ana','Luis','Rosa','Pedro','Carmen','Rafael','Juana','Ramón','Yokasta','Félix'])[1 + g % 12],
      (array['Rodríguez','Pérez','Núñez','Almonte','Peña','Rosario','Batista','Tavárez','Guzmán','Mejía'])[1 + (g / 12) % 10]
        || ' ' || (array['Santos','Reyes','Castillo','Polanco','Báez','Vargas','Jiménez'])[1 + (g / 7) % 7],
      lpad(g::text, 11, '0'), '809' || lpad((g % 9999999)::text, 7, '0'),
      case when g % 10 = 0 then 'INACTIVO' else 'ACTIVO' end
    from generate_series(1, ${CLIENTES}) g`,
);
const { app, token } = await servidorConSesion(base);
const get = (url: string) => () => ({ method: 'GET' as const, url });
await medir(
  app,
  token,
  {
    'primera página': get('/api/clientes'),
    'nombre y apellido': get('/api/clientes?q=rosa%20perez'),
    'apellido sin tilde': get('/api/clientes?q=nunez'),
    'cédula con guiones': get('/api/clientes?q=000-0004999'),
    'código exacto': get('/api/clientes?q=CL-049999'),
    'solo inactivos': get('/api/clientes?estado=INACTIVO&page=20'),
    'sin resultados': get('/api/clientes?q=zzzzzz'),
  },
  30,
);
await app.close();
await base.cerrar();
