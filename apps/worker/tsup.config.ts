import { defineConfig } from 'tsup';

/** One ESM file for production; our workspace packages are bundled, npm dependencies stay external. */
export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@eqa\//],
});
