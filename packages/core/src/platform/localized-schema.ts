import { z } from 'zod';

/** A multilingual value as input: texts keyed by locale id (kept apart from localized.ts, which the web's first screen loads without zod). */
export const ZLocalized = z.record(z.string().min(2).max(10), z.string());
