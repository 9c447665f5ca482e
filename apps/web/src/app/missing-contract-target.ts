import { contractYears } from '@eqa/core';
import { businessNow } from '../features/contracts/business-now';
import { missingContractTarget } from '../lib/navigation';
import { trpc } from '../lib/trpc';
import { useI18n } from './i18n';

/**
 * The error dialog's way on from a missing contract (the page it sent the user to, with `?year=`
 * and `&org=`): "Open the contract for {year}", or null when there is none (org users, a year whose
 * contract cannot be made). The dialog sits above the profile's context, so the profile is read from
 * the query cache, which the signed-in app has loaded (never fetched here).
 */
export function useMissingContractTarget(redirect: string | null): { path: string; label: string } | null {
  const { LL } = useI18n();
  const profile = trpc.auth.profile.useQuery(undefined, { enabled: false, staleTime: Infinity });
  if (redirect === null || !profile.data) return null;
  const query = new URLSearchParams(redirect.split('?')[1] ?? '');
  const target = missingContractTarget(profile.data, { year: query.get('year'), org: query.get('org') }, contractYears(businessNow()));
  if (!target) return null;
  return { path: target.path, label: target.year === null ? LL.forbiddenPage.missingContract.openContract() : LL.forbiddenPage.missingContract.openContractOf({ year: target.year }) };
}
