import type { LocaleInfo } from './localized-fields';
import { useProfile } from '../../auth/profile-context';
import { usePlatformConfig } from '../../platform/platform-config';
import { trpc, type RouterOutputs } from '../../../lib/trpc';

export type AdminOrg = RouterOutputs['orgs']['get'];

/** The organisation of the signed-in administrator (the /orgs/{orgId} paths of spec 3 §7). */
export function useAdminOrgId(): number {
  const profile = useProfile();
  if (!profile.org) throw new Error('The administration area needs an org user');
  return profile.org.id;
}

/** The administrator's organisation: its locales (names are edited per org locale) and countries. */
export function useAdminOrg(): AdminOrg | undefined {
  const orgId = useAdminOrgId();
  return trpc.orgs.get.useQuery({ orgId }, { staleTime: Infinity, meta: { errorAction: 'config' } }).data;
}

/** The languages multilingual fields are edited in: the org's locales, else the platform's. */
export function useEditLocales(): LocaleInfo[] {
  const org = useAdminOrg();
  const config = usePlatformConfig();
  const locales = org && org.locales.length > 0 ? org.locales : config.locales;
  return [...locales].sort((a, b) => a.ordinal - b.ordinal);
}
