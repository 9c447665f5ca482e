import { defineConfig } from 'tsup';

/**
 * Bundles the server into dist/main.js: our workspace packages (@eqa/*, TypeScript sources) are
 * inlined; every npm dependency stays external and is loaded from node_modules at run time (PGlite
 * needs its .wasm/.data files next to its own module, @node-rs/argon2 its native binary).
 */
export default defineConfig({
  entry: { main: 'src/main.ts', bootstrap: 'src/cli/bootstrap.ts', 'seed-demo': 'src/cli/seed-demo.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: [/^@eqa\//],
  // keep node_modules external, including those only the inlined @eqa packages import
  external: [/^[^./@]/, /^@(?!eqa\/)/],
});
