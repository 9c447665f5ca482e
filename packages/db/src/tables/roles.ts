import type { Localized } from '@eqa/core';

export type RoleId = 'org_admin' | 'lab_admin';

export interface RolesTable {
  id: RoleId;
  name: Localized;
}
