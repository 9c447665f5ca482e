import { defineConfig } from 'vitest/config';
import { packageTestConfig } from '../../vitest.shared.ts';

export default defineConfig(packageTestConfig({ root: import.meta.dirname, serial: ['src/worker-outage.int.spec.ts', 'src/worker-crash.int.spec.ts'] }));
