import type { CreatedAt, Generated } from './columns';

/** Attempts at a lab's or an org's validation password, for limiting wrong ones. */
export interface ValidationPasswordAttemptsTable {
  id: Generated<number>;
  ownerKind: 'lab' | 'org';
  ownerId: number;
  userId: number | null;
  ip: string;
  succeeded: boolean;
  createdAt: CreatedAt;
}
