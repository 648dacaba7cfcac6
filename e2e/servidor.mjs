// Arranca el servidor compilado para los recorridos: base embebida nueva en una carpeta temporal, contraseña
// conocida para los usuarios sembrados y límites de inactividad a medida. Uso: servidor.mjs PUERTO IDLE AVISO
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const [puerto, idle, aviso] = process.argv.slice(2);
const datos = fs.mkdtempSync(path.join(os.tmpdir(), `prestamos-e2e-${puerto}-`));
const { DATABASE_URL: _, ...entorno } = process.env;
const hijo = spawn(process.execPath, [path.join(import.meta.dirname, '../apps/api/dist/main.js')], {
  stdio: 'inherit',
  env: {
    ...entorno,
    PORT: puerto,
    HOST: '127.0.0.1',
    DATA_DIR: datos,
    SEED_PASSWORD: 'Demo2026!',
    IDLE_SECONDS: idle,
    IDLE_WARNING_SECONDS: aviso,
    LOG_LEVEL: 'warn',
  },
});
const terminar = () => hijo.kill('SIGTERM');
process.on('SIGTERM', terminar);
process.on('SIGINT', terminar);
hijo.on('exit', (codigo) => {
  fs.rmSync(datos, { recursive: true, force: true });
  process.exit(codigo ?? 0);
});
