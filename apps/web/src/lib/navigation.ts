/** Tabs of the lab page (spec 1 §2), in display order. */
export const LAB_TABS = ['surveys', 'evaluations', 'contracts', 'orders', 'profile', 'labs', 'users', 'quality'] as const;
export type LabTab = (typeof LAB_TABS)[number];

export function isLabTab(value: string): value is LabTab {
  return (LAB_TABS as readonly string[]).includes(value);
}

/** The default landing tab of a lab. */
export const DEFAULT_LAB_TAB: LabTab = 'surveys';

export function labPath(labId: number, tab: LabTab = DEFAULT_LAB_TAB): string {
  return `/labs/${labId}/${tab}`;
}

/** The parts of the profile that decide where a user may go. */
export interface NavigationProfile {
  orgUser: boolean;
  coreLab: boolean;
  lab: { id: number; children?: ReadonlyArray<{ id: number }> } | null;
}

/** Org users and core labs get the lab list and a back button to it (spec 1 §6). */
export function canSeeLabList(profile: NavigationProfile): boolean {
  return profile.orgUser || profile.coreLab;
}

/**
 * Where a user lands after login and on unknown paths: visitors on /login, org users and core labs
 * on the lab list, lab users on their lab's surveys.
 */
export function landingPath(profile: NavigationProfile | null): string {
  if (!profile) return '/login';
  if (canSeeLabList(profile) || !profile.lab) return '/labs';
  return labPath(profile.lab.id);
}

/** Org users open any lab; lab users their own and, for core labs, its satellites (spec 1 §6). */
export function canOpenLab(profile: NavigationProfile, labId: number): boolean {
  if (profile.orgUser) return true;
  if (!profile.lab) return false;
  return profile.lab.id === labId || (profile.lab.children ?? []).some((child) => child.id === labId);
}

/**
 * Where the /missing_contract page leads (spec 2 §4 Contract: access comes back once the contract is
 * accepted): a lab user to the own lab's contract page; org users, who never lack a contract, nowhere.
 */
export function ownContractPath(profile: NavigationProfile | null): string | null {
  if (!profile || profile.orgUser || !profile.lab) return null;
  return labPath(profile.lab.id, 'contracts');
}

/**
 * Where a missing contract's "Open the contract" leads: a lab user to the contract page of the
 * year that is missing (`?year=`, at the org when known), when that year's contract can be made
 * (`contractYears`: this year or next); without a year, to the own lab's contract page. Null for
 * org users, visitors, and a year whose contract cannot be made.
 */
export function missingContractTarget(
  profile: NavigationProfile | null,
  query: { year: string | null; org: string | null },
  contractYears: readonly number[],
): { path: string; year: number | null } | null {
  const own = ownContractPath(profile);
  if (own === null || !profile?.lab) return null;
  const year = query.year !== null && /^\d{4}$/.test(query.year) ? Number(query.year) : null;
  if (year === null) return { path: own, year: null };
  if (!contractYears.includes(year)) return null;
  const org = parseId(query.org ?? undefined);
  return { path: `${org === null ? own : `/labs/${profile.lab.id}/contracts/orgs/${org}`}?year=${year}`, year };
}

/** A positive integer id from a route segment, else null. */
export function parseId(segment: string | undefined): number | null {
  if (!segment || !/^\d{1,15}$/.test(segment)) return null;
  const id = Number(segment);
  return id > 0 ? id : null;
}
