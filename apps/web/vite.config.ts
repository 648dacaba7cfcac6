import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// En desarrollo (`npm run dev -w @prestamos/web`) la API corre aparte en :3000; en producción la sirve el mismo servidor.
export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 700 },
});
