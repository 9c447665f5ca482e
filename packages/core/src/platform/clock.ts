/**
 * Time source. In demo mode the current date is simulated: the client sends a demo date with every
 * request and the server answers as if it were that moment (spec 1 §9: fixed to mid-June 2017 when
 * none is set; a chosen date is used at hour 5).
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(at: Date | string): Clock {
  const date = typeof at === 'string' ? new Date(at) : at;
  return { now: () => new Date(date.getTime()) };
}

/** The demo date used when demo mode is on and none was chosen. */
export const DEFAULT_DEMO_DATE = '2017-06-15T05:00:00.000Z';

/** A chosen demo day becomes that day at 05:00 UTC. */
export function demoDateAt(day: string): Date {
  const date = new Date(`${day.slice(0, 10)}T05:00:00.000Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid demo date: ${day}`);
  return date;
}
