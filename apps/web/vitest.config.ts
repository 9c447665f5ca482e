import { defineConfig } from 'vitest/config';
import { packageTestConfig } from '../../vitest.shared.ts';

// the component specs (*.unit.spec.tsx) share MUI and the app's modules within a worker instead of
// loading them once per file: the whole unit run stays near its time without them
export default defineConfig(packageTestConfig({ root: import.meta.dirname, isolateUnitSpecs: false }));
