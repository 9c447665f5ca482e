import { SAMPLE_LINK_TTL_MS } from '@eqa/core';
import { useI18n } from '../../app/i18n';
import { trpc } from '../../lib/trpc';

/**
 * The external links of samples (spec 1 §7: with a token, the language and the user id). The server
 * builds them (surveys.sampleLink) with a token signed for the sample and the user that is valid a
 * few minutes, never the session token (docs/decisions/sessions-and-links.md); they are fetched
 * again before they expire. Samples without an address have no link.
 */
export function useSampleLinks(samples: ReadonlyArray<{ id: number; url: string | null }>): ReadonlyMap<number, string> {
  const { locale } = useI18n();
  const withUrl = samples.filter((sample) => sample.url);
  const results = trpc.useQueries((t) =>
    withUrl.map((sample) =>
      t.surveys.sampleLink({ sampleId: sample.id, language: locale }, { staleTime: SAMPLE_LINK_TTL_MS / 2, refetchInterval: SAMPLE_LINK_TTL_MS / 2, retry: false }),
    ),
  );
  const links = new Map<number, string>();
  results.forEach((result, index) => {
    const sample = withUrl[index];
    if (sample && result.data) links.set(sample.id, result.data.url);
  });
  return links;
}
