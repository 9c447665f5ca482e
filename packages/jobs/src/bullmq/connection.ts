import { Redis } from 'ioredis';

/** Redis key prefix of the queues unless one is given (tests use a unique one per run). */
export const DEFAULT_QUEUE_PREFIX = 'eqa';

/**
 * A Redis connection as BullMQ wants it. Both kinds reconnect by themselves, for ever, when Redis
 * goes away and comes back.
 * - 'worker': commands wait for the reconnect instead of failing (BullMQ's workers require it).
 * - 'producer': commands fail at once while Redis is away (no offline queue), so a request that
 *   enqueues answers 503 at once, and a job it could not enqueue is never sent later behind its back.
 */
export function createRedisConnection(redisUrl: string, kind: 'worker' | 'producer' = 'worker'): Redis {
  return new Redis(redisUrl, kind === 'producer' ? { maxRetriesPerRequest: 1, enableOfflineQueue: false } : { maxRetriesPerRequest: null });
}

/** Closes a connection we created (BullMQ leaves connections passed to it open). */
export async function closeRedisConnection(connection: Redis): Promise<void> {
  if (connection.status === 'end') return;
  try {
    await connection.quit();
  } catch {
    connection.disconnect();
  }
}
