import { z } from 'zod';
import { ZHistoryEvent } from './list-events.types';

/** GET …/events/last_event: the newest history event (null when there is none). */
export const ZLastEventOutput = z.object({ event: ZHistoryEvent.nullable() });
export type TLastEventOutput = z.infer<typeof ZLastEventOutput>;
