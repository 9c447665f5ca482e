import { Redis } from 'ioredis';

/** Redis key prefix of the queues unless one is given (tests use a unique one per run). */
export const DEFAULT_QUEUE_PREFIX = 'eqa';

/** A Redis connection as BullMQ wants it: commands wait for a reconnect instead of failing. */
export function createRedisConnection(redisUrl: string): Redis {
  return new Redis(redisUrl, { maxRetriesPerRequest: null });
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
