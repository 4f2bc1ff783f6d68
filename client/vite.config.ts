import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const clientDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const apiServer = 'http://127.0.0.1:3000';

export default defineConfig({
  root: clientDir,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    fs: { allow: [repoRoot] },
    proxy: {
      '/api': apiServer,
      '/socket.io': { target: apiServer, ws: true },
      '/metrics': apiServer,
    },
  },
});
