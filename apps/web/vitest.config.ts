import { defineConfig } from 'vitest/config';
import { packageTestConfig } from '../../vitest.shared.ts';

export default defineConfig(packageTestConfig({ root: import.meta.dirname }));
