import {
  APP_BUILD,
  APP_VERSION,
  AUTOCOMPLETE_THRESHOLD,
  EXTENDED_PAGE_SIZE,
  PAGE_SIZE,
  SEARCH_DEBOUNCE_MS,
} from '@eqa/core';
import { createContext, useContext, type ReactNode } from 'react';
import { AppFrameSkeleton, RouteSkeleton } from '../../components/page-skeletons';
import { useSession } from '../auth/session';
import { setDemoSettings } from '../../lib/demo-date';
import { trpc, type RouterOutputs } from '../../lib/trpc';

export type PlatformConfig = RouterOutputs['platform']['config'];

/** What the app runs with when platform.config fails (spec 1 §7: a failed config call keeps defaults). */
export const DEFAULT_PLATFORM_CONFIG: PlatformConfig = {
  version: APP_VERSION,
  build: APP_BUILD,
  hash: 'dev',
  demoMode: false,
  demoDate: null,
  defaultLocale: 'en',
  locales: [
    { id: 'en', ordinal: 1, languageTag: 'en-GB', name: 'English', flag: 'gb' },
    { id: 'hu', ordinal: 2, languageTag: 'hu-HU', name: 'Magyar', flag: 'hu' },
  ],
  pageSize: PAGE_SIZE,
  extendedPageSize: EXTENDED_PAGE_SIZE,
  searchDebounceMs: SEARCH_DEBOUNCE_MS,
  autocompleteThreshold: AUTOCOMPLETE_THRESHOLD,
  about: { name: null, shortName: null, web: null, address: null, companyRegistrationNumber: null, mail: null, phones: [], accreditations: [] },
  supportEnabled: true,
};

const PlatformConfigContext = createContext<PlatformConfig>(DEFAULT_PLATFORM_CONFIG);

/** Loads platform.config once before anything else (it decides demo mode and the demo date header). */
export function PlatformConfigProvider({ children }: { children: ReactNode }) {
  const query = trpc.platform.config.useQuery(undefined, { staleTime: Infinity, meta: { errorAction: 'config' } });
  const { token } = useSession();
  const config = query.data ?? DEFAULT_PLATFORM_CONFIG;
  // idempotent: the tRPC link reads these for the x-demo-date header of the next calls; until the
  // configuration is there, the link sends the date picked in this browser (lib/demo-date.ts)
  if (query.data) setDemoSettings({ demoMode: query.data.demoMode, demoDate: query.data.demoDate });
  // the app bar and the page's skeleton for a signed-in user; a visitor's card
  if (query.isPending) return token !== null ? <AppFrameSkeleton /> : <RouteSkeleton />;
  return <PlatformConfigContext.Provider value={config}>{children}</PlatformConfigContext.Provider>;
}

export function usePlatformConfig(): PlatformConfig {
  return useContext(PlatformConfigContext);
}
