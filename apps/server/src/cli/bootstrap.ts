/**
 * `node apps/server/dist/bootstrap.js` (or `pnpm --filter @eqa/server bootstrap`): the provider
 * organisation and its first administrator on an empty production database, from BOOTSTRAP_*
 * variables (README, production start). Does nothing when an organisation exists.
 */
import { openDatabase } from '@eqa/db';
import { bootstrapOrg } from '../bootstrap-org';
import { loadBootstrapEnv } from '../env';

async function main(): Promise<void> {
  const { databaseUrl, input } = loadBootstrapEnv();
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
  try {
    const result = await bootstrapOrg(handle.db, input);
    console.log(
      result.created
        ? `Created the organisation ${input.orgName} (id ${result.orgId}) and its administrator ${input.adminUsername}.`
        : 'An organisation exists already: nothing changed.',
    );
    if (result.created && (input.countries ?? []).length === 0) {
      console.log('No country is served yet: the administrator chooses them (and their billing currencies) under Countries before laboratories can register.');
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
