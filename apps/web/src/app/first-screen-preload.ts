import type { AppRouter } from '@eqa/api';
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCQueryUtils } from '@trpc/react-query';
import { parseId } from '../lib/navigation';
import type { createTrpcClient } from '../lib/trpc';

type Utils = ReturnType<typeof createTRPCQueryUtils<AppRouter>>;

/** Route data fetched ahead of its page: errors stay quiet here, the page's own query reports them. */
const AHEAD = { meta: { silent: true } } as const;

/**
 * The survey page's data (lab header, tab badges, the form) and its code, fetched from the route's
 * parameters alone: the same queries LabPage, LabHeader and SurveyPage make, so they find them in
 * the cache instead of asking one after the other.
 */
function preloadSurveyPage(utils: Utils, labId: number, surveyId: number): void {
  void import('../features/surveys/survey-route');
  void utils.labs.get.prefetch({ labId }, AHEAD);
  void utils.labs.stats.prefetch({ labId }, AHEAD);
  void utils.surveys.form.prefetch({ labId, surveyId }, AHEAD);
}

/**
 * The first screen's calls, started together before anything renders (docs/decisions/web.md,
 * "First screen"): the platform configuration, the profile when a session token is stored, and the
 * data of the page the address names. They leave in one tRPC batch, instead of the chain the
 * providers and the lazy routes would make (configuration, then profile, then the route's chunk,
 * then the lab, then the form). The configuration and the profile keep their pages' error
 * handling (a 401 signs out); route data fetched ahead fails quietly, and the page, which finds
 * the failed query when it mounts, asks again and reports it.
 */
export function preloadFirstScreen(queryClient: QueryClient, client: ReturnType<typeof createTrpcClient>, path: string, signedIn: boolean): void {
  const utils = createTRPCQueryUtils<AppRouter>({ queryClient, client });
  void utils.platform.config.prefetch(undefined, { staleTime: Infinity, meta: { errorAction: 'config' } });
  if (!signedIn) return;
  void utils.auth.profile.prefetch(undefined, { staleTime: Infinity, meta: { errorAction: 'profile' } });
  const survey = /^\/labs\/([^/]+)\/surveys\/([^/]+)\/?$/.exec(path);
  const labId = parseId(survey?.[1]);
  const surveyId = parseId(survey?.[2]);
  if (labId !== null && surveyId !== null) preloadSurveyPage(utils, labId, surveyId);
}
