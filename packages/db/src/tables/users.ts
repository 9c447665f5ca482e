import type { CreatedAt, Generated } from './columns';
import type { RoleId } from './roles';

/** A login. Usernames are unique case-insensitively (index on lower(username)). */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  fullName: string | null;
  email: string | null;
  passwordHash: string;
  roleId: RoleId;
  orgId: number | null;
  labId: number | null;
  localeId: string | null;
  seenLatestResultsFilter: Generated<boolean>;
  disabled: Generated<boolean>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}
