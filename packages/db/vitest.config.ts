import { defineConfig } from 'vitest/config';
import { packageTestConfig } from '../../vitest.shared.ts';

export default defineConfig(packageTestConfig({ root: import.meta.dirname, serial: ['src/connection-loss.int.spec.ts', 'src/projections/rebuild-live.int.spec.ts'] }));
