/**
 * The shape of the page an address opens, for its skeleton while the first data loads (issue 32:
 * the app bar first, then skeletons shaped like the list, the form or the report — not a centred
 * spinner on a blank page).
 *
 * - surveys: a lab's surveys list (the lab header, two columns of survey items)
 * - form: a survey form (the survey header, its overview, result-group tabs, parameter cards)
 * - report: an evaluation report (title, tabs, options, a chart and a table)
 * - list: any other page of a signed-in user (a header, a toolbar, rows)
 * - card: a visitor's page (login, registration, account recovery: one card)
 */
export type SkeletonShape = 'surveys' | 'form' | 'report' | 'list' | 'card';

export function skeletonShapeOf(path: string, signedIn: boolean): SkeletonShape {
  if (!signedIn) return 'card';
  const clean = path.replace(/[?#].*$/, '').replace(/\/+$/, '');
  if (/^\/labs\/[^/]+\/evaluations\/[^/]+\/parameters\//.test(clean)) return 'report';
  if (/^\/labs\/[^/]+\/(surveys|evaluations)\/[^/]+$/.test(clean)) return 'form';
  if (/^\/labs\/[^/]+(\/surveys)?$/.test(clean)) return 'surveys';
  return 'list';
}
