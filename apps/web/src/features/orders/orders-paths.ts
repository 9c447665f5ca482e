/**
 * The orders routes of spec 2 §2 and their legacy forms (spec 1 §2: "legacy paths for orders and
 * contracts redirect to the current ones"):
 * - /labs/{labId}/orders — the annual summaries of every org of the lab;
 * - /labs/{labId}/orders/orgs/{orgId} — the same for one org;
 * - /labs/{labId}/orders/orgs/{orgId}/{year} — the ordering screen of one year.
 */
export function ordersPath(labId: number, orgId?: number, year?: number): string {
  if (orgId === undefined) return `/labs/${labId}/orders`;
  if (year === undefined) return `/labs/${labId}/orders/orgs/${orgId}`;
  return `/labs/${labId}/orders/orgs/${orgId}/${year}`;
}

/** The ordering years the API accepts (core/products: 1990–2200). */
export const ORDER_YEAR_MIN = 1990;
export const ORDER_YEAR_MAX = 2200;

/** A year from a route segment ('2017'), else null. */
export function parseOrderYear(segment: string | undefined): number | null {
  if (!segment || !/^\d{4}$/.test(segment)) return null;
  const year = Number(segment);
  return year >= ORDER_YEAR_MIN && year <= ORDER_YEAR_MAX ? year : null;
}

/**
 * Whether a year's ordering screen has anything to show (a typed URL): 'open' when the lab's annual
 * summaries list the year and it is not disabled (spec 2 §2: years after the last order year are);
 * 'not_yet' for a year after the last one that can be ordered; 'none' for a year without orders,
 * invoices or products (the summaries list every such year).
 */
export function orderYearAvailability(year: number, summaries: ReadonlyArray<{ year: number; disabled: boolean }>): 'open' | 'not_yet' | 'none' {
  const summary = summaries.find((entry) => entry.year === year);
  if (summary && !summary.disabled) return 'open';
  if (summary || summaries.every((entry) => entry.year < year)) return 'not_yet';
  return 'none';
}

/** The segments a legacy orders path carries (ids and year as written in the path). */
export interface LegacyOrdersParams {
  labId?: string | undefined;
  orgId?: string | undefined;
  year?: string | undefined;
}

/**
 * Where a legacy orders path leads: the lab named in the path, else the user's own lab; the org
 * named in the path, else `defaultOrgId` (the user's org, or the lab's first); the year when it is
 * one. null: nothing to go to (no lab at all), the caller sends the user to the landing page.
 */
export function legacyOrdersTarget(
  params: LegacyOrdersParams,
  context: { ownLabId: number | null; defaultOrgId: number | null },
  parseId: (segment: string | undefined) => number | null,
): string | null {
  const labId = params.labId === undefined ? context.ownLabId : parseId(params.labId);
  if (labId === null) return null;
  const orgId = params.orgId === undefined ? context.defaultOrgId : parseId(params.orgId);
  const year = parseOrderYear(params.year);
  if (orgId === null) return ordersPath(labId);
  return year === null ? ordersPath(labId, orgId) : ordersPath(labId, orgId, year);
}
