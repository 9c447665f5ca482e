import { z } from 'zod';

export const ZMarkLatestResultsHintSeenInput = z.void();
export const ZMarkLatestResultsHintSeenOutput = z.object({ seenLatestResultsFilter: z.literal(true) });
