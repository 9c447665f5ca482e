import type { RoleId } from '@eqa/core';

/** Who a request acts for, resolved from its session token (resolve-session.ts). */
export interface Session {
  sessionId: number;
  user: { id: number; username: string };
  roleId: RoleId;
  /** Org users: their org; lab users: their lab's first org (null when the lab has none). */
  orgId: number | null;
  /** Lab users: their lab. */
  labId: number | null;
  /** The user's lab is a parent (core) lab. */
  coreLab: boolean;
  /** The user's lab was blocked by staff (answers 403 access_blocked_error). */
  accessBlocked: boolean;
  /**
   * The request came with a service key (issue 36): it acts with its creator's rights; sessionId is
   * then 0 (no session row). Absent or null: a signed-in session.
   */
  apiKey?: { id: number; name: string } | null;
}
