import { currentDemoSettings, demoDateHeader } from '../../lib/demo-date';
import { appStorage } from '../../lib/storage';

/** The business "now" of the contract rules: the demo date in demo mode (as the server's clock), else now. */
export function businessNow(): Date {
  const demo = demoDateHeader(currentDemoSettings(), appStorage.getDemoDate());
  const date = demo ? new Date(demo) : new Date();
  return Number.isNaN(date.getTime()) ? new Date() : date;
}
