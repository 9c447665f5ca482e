import type { ComponentType } from 'react';
import type { LabTab } from '../../lib/navigation';
import type { Lab } from './lab';
import { LabProfileTab } from '../config/lab-profile/lab-profile-tab';
import { SatelliteLabs } from './satellite-labs';
import { SurveysPage } from '../surveys/surveys-page';
import { EvaluationsPage } from '../evaluations/evaluations-page';
import { OrdersTab } from '../orders/annual-summaries';
import { ContractsTab } from '../contracts/contract-page';
import { LabUsersTab } from '../users/users-panel';
import { QualityTab } from '../quality/quality-tab';

/**
 * The body of each lab tab. Areas register their page here as they are built (surveys,
 * evaluations, contracts, orders, profile); a tab without an entry shows the 'being prepared' panel.
 */
export const LAB_TAB_CONTENT: Partial<Record<LabTab, ComponentType<{ lab: Lab }>>> = {
  labs: SatelliteLabs,
  profile: LabProfileTab,
  surveys: SurveysPage,
  evaluations: EvaluationsPage,
  orders: OrdersTab,
  contracts: ContractsTab,
  users: LabUsersTab,
  quality: QualityTab,
};
