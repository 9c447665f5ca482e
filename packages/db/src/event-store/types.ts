import type { ResultSource } from '@eqa/core';

/**
 * Who caused an event and in which request. Stored with every event; the history projection shows
 * the user. Null fields: not known (the demo seed, a system job).
 */
export interface EventMetadata {
  userId: number | null;
  userName: string | null;
  role: string | null;
  requestId: string | null;
  /** The session that wrote (absent: none, or an event of older code). */
  sessionId?: number | null;
  /** The request's Idempotency-Key header, and the hash of its body (absent: none). */
  idempotencyKey?: string | null;
  requestHash?: string | null;
  /** Values not typed into the form: an import, its file and API key (absent: the form). */
  source?: ResultSource | null;
}

/**
 * Who made an event, as core's decider compares authors (a write conflicts only with changes of
 * another author): the session, else the user; null when neither is known (seed, system).
 */
export function eventAuthor(metadata: EventMetadata): string | null {
  if (metadata.sessionId !== undefined && metadata.sessionId !== null) return `session:${metadata.sessionId}`;
  return metadata.userId === null ? null : `user:${metadata.userId}`;
}

/** The origin core's evolve records for an event of this metadata. */
export function eventOrigin(metadata: EventMetadata): { by: string | null; idempotencyKey: string | null; requestHash: string | null } {
  return { by: eventAuthor(metadata), idempotencyKey: metadata.idempotencyKey ?? null, requestHash: metadata.requestHash ?? null };
}

/** The metadata of events written by the system itself (seed, migrations of data, jobs). */
export const SYSTEM_METADATA: EventMetadata = Object.freeze({ userId: null, userName: 'system', role: null, requestId: null });

/** An event to append: a versioned type name and a JSON object. */
export interface NewEvent {
  type: string;
  data: Readonly<Record<string, unknown>>;
}

/** An event as stored. */
export interface StoredEvent<TData = unknown> {
  globalPosition: number;
  streamId: string;
  /** 1 for the first event of a stream, then 2, 3, … */
  streamVersion: number;
  type: string;
  data: TData;
  metadata: EventMetadata;
  createdAt: Date;
}

/** Append without checking the stream's version (the seed, a system job). */
export const ANY: unique symbol = Symbol.for('@eqa/db/event-store/any');

/**
 * The version the caller last saw (0: the stream must not exist yet), or ANY. A stream whose
 * current version differs is a conflict.
 */
export type ExpectedVersion = number | typeof ANY;

export interface AppendResult {
  /** The stream's version after the append: pass it as the expected version of the next append. */
  nextExpectedVersion: number;
  /** The global positions of the appended events, in order. */
  globalPositions: number[];
}
