import { useDemoDate } from '../../platform/demo-date-dialog';

/** "Now" of the client rules: the demo date in demo mode, else the real time (spec 1 §7). */
export function useNow(): Date {
  const demo = useDemoDate();
  return demo ? new Date(demo) : new Date();
}
