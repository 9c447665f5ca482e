import type { CreatedAt, Generated } from './columns';

/** Contact data shown in the about/contact dialog. */
export interface OrgContact {
  web?: string;
  address?: string;
  registrationNumber?: string;
  mail?: string;
  phone1?: string;
  phone2?: string;
}

/** An EQA provider organization. */
export interface OrgsTable {
  id: Generated<number>;
  name: string;
  shortName: string;
  orderingDisabled: Generated<boolean>;
  validationPasswordHash: string | null;
  contact: OrgContact | null;
  createdAt: CreatedAt;
}
