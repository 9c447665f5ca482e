/** A copy is under way while its job is queued or running (spec 3 §4 "started, running"). */
export function isCopyRunning(status: { state: string } | undefined): boolean {
  return status?.state === 'queued' || status?.state === 'running';
}
