import type { CreatedAt, Generated } from './columns';
import type { RoleId } from './roles';

/**
 * A login. Usernames are unique case-insensitively (index on lower(username)). An invited user has
 * neither username nor password until the invitation is accepted (both or neither: a check).
 */
export interface UsersTable {
  id: Generated<number>;
  username: string | null;
  fullName: string | null;
  email: string | null;
  passwordHash: string | null;
  roleId: RoleId;
  orgId: number | null;
  labId: number | null;
  localeId: string | null;
  seenLatestResultsFilter: Generated<boolean>;
  disabled: Generated<boolean>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}
