import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** Where the dev server forwards /trpc and /api (the express server of apps/server). */
const apiTarget = process.env.EQA_API_PROXY ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    // brotli (best quality) and gzip beside every text asset above 1 KiB, served by negotiation
    // (apps/server static-spa.ts): the first screen downloads less than on-the-fly compression gives
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/\.map$/] }),
  ],
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
    rolldownOptions: {
      output: {
        // zod (shared by the result form, ordering and registration) in a chunk of its own, so the
        // bundler does not hoist it into the first screen's entry chunk
        advancedChunks: { groups: [{ name: 'zod', test: /[\\/]node_modules[\\/].*[\\/]zod[\\/]/ }] },
      },
    },
  },
});
