/** Whose users a Users screen manages: the org's staff (administration area) or one lab's users (its tab). */
export type UsersScope = { kind: 'org'; orgId: number } | { kind: 'lab'; labId: number };
