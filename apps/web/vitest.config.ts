import { defineConfig } from 'vitest/config';

/** Unit tests of the web app's pure logic (no DOM needed). */
export default defineConfig({
  test: {
    include: ['src/**/*.unit.spec.ts'],
    environment: 'node',
  },
});
