import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where the dev server forwards /trpc and /api (the express server of apps/server). */
const apiTarget = process.env.EQA_API_PROXY ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/trpc': { target: apiTarget, changeOrigin: true },
      '/api': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // maps for the operators, not referenced by the bundle nor served (apps/server static-spa.ts)
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 2000,
  },
});
