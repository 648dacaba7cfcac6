import { describe, expect, it } from 'vitest';
import { claseDe } from './cpu-por-proceso';

describe('claseDe', () => {
  it('separa los procesos de Chromium por tipo y reconoce los servidores de los recorridos', () => {
    expect(claseDe('/usr/lib/chromium/chromium-headless-shell --type=renderer --lang=es')).toBe(
      'chromium renderer',
    );
    expect(claseDe('/usr/lib/chromium/chromium --type=gpu-process')).toBe('chromium gpu-process');
    expect(claseDe('/usr/lib/chromium/chromium-headless-shell --no-sandbox --remote-debugging-pipe')).toBe(
      'chromium navegador',
    );
    expect(claseDe('/usr/bin/node /repo/apps/api/dist/main.js')).toBe('servidor de la app');
    expect(claseDe('node /repo/node_modules/playwright/lib/common/process.js')).toBe('playwright');
    expect(claseDe('redis-server 127.0.0.1:6379')).toBe('otro');
  });
});
