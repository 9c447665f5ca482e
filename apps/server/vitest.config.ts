import { defineConfig } from 'vitest/config';
import { packageTestConfig } from '../../vitest.shared.ts';

export default defineConfig(packageTestConfig({ root: import.meta.dirname, serial: ['src/database-outage.int.spec.ts', 'src/database-timeouts.int.spec.ts', 'src/brute-force.int.spec.ts', 'src/events-lock.int.spec.ts', 'src/readiness.int.spec.ts', 'src/form-limits.int.spec.ts'] }));
