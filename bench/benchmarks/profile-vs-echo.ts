/**
 * GET /api/v1/auth/profile (REST: session lookup, user, role, org, lab) beside the bare tRPC echo
 * procedure (platform.echo: no database) in the same run, same server, same connection count.
 */
import { load, printTable, signIn, startBenchServer, trpcQueryPath } from '../lib/harness';

export async function profileVsEcho(options: { connections: number; duration: number }): Promise<void> {
  const server = await startBenchServer();
  try {
    const token = await signIn(server.url, server.fixture.users.lab.username, server.password);
    const warm = { connections: 10, duration: 2 };
    await load('warm-up echo', { url: server.url + trpcQueryPath('platform.echo', { message: 'ping' }), ...warm });
    await load('warm-up profile', { url: `${server.url}/api/v1/auth/profile`, headers: { authorization: `Bearer ${token}` }, ...warm });
    const echo = await load('tRPC platform.echo (no database)', {
      url: server.url + trpcQueryPath('platform.echo', { message: 'ping' }),
      ...options,
    });
    const profile = await load('REST GET /api/v1/auth/profile', {
      url: `${server.url}/api/v1/auth/profile`,
      headers: { authorization: `Bearer ${token}` },
      ...options,
    });
    printTable(`profile vs echo, ${options.connections} connections, ${options.duration} s each`, [echo, profile]);
    console.log(`\nprofile throughput = ${((profile.requestsPerSecond / echo.requestsPerSecond) * 100).toFixed(0)} % of echo`);
  } finally {
    await server.stop();
  }
}
