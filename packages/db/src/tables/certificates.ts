import type { AppealState, CertificateBody, RootCause } from '@eqa/core';
import type { CreatedAt, DateString, Generated, GeneratedNumeric, Timestamp } from './columns';

/** An org's certificate and appeal rules (core QualityRules); no row: DEFAULT_QUALITY_RULES. */
export interface OrgQualityRulesTable {
  orgId: number;
  satisfactoryLimit: GeneratedNumeric;
  actionLimit: GeneratedNumeric;
  minReturnedShare: GeneratedNumeric;
  appealWindowDays: Generated<number>;
  updatedAt: CreatedAt;
  updatedBy: number | null;
}

/** What a certificate certifies, as issued (the lab's and org's names of that moment). */
export interface CertificateContent extends CertificateBody {
  lab: { name: string; shortName: string };
  org: { name: string };
}

export type CertificateState = 'current' | 'replaced';

/** One issued version of a lab's yearly certificate at an org. */
export interface CertificatesTable {
  id: Generated<number>;
  orgId: number;
  labId: number;
  year: number;
  version: number;
  state: Generated<CertificateState>;
  /** Crockford base32, 20 characters (core verification-code). */
  verificationCode: string;
  content: CertificateContent;
  issuedAt: Timestamp;
  replacedAt: Timestamp | null;
  replacedById: number | null;
  createdBy: number | null;
  createdAt: CreatedAt;
}

/** A lab's appeal of an evaluated parameter (sampleId null: the whole parameter). */
export interface AppealsTable {
  id: Generated<number>;
  orgId: number;
  labId: number;
  surveyId: number;
  parameterId: number;
  sampleId: number | null;
  reason: string;
  state: Generated<AppealState>;
  response: string | null;
  respondedAt: Timestamp | null;
  respondedBy: number | null;
  createdBy: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** One step of an appeal: its new state, who took it and when. */
export interface AppealEventsTable {
  id: Generated<number>;
  appealId: number;
  state: AppealState;
  note: string | null;
  userId: number | null;
  /** The user's name when the step was taken (kept if the user is removed). */
  userName: string | null;
  createdAt: Timestamp;
}

/** A lab's corrective action for a questionable or unsatisfactory result of a parameter in a survey. */
export interface CorrectiveActionsTable {
  id: Generated<number>;
  labId: number;
  surveyId: number;
  parameterId: number;
  rootCause: RootCause;
  findings: string;
  action: string;
  responsible: string;
  dueAt: DateString | null;
  closedAt: DateString | null;
  effective: boolean | null;
  createdBy: number | null;
  createdAt: Timestamp;
  updatedBy: number | null;
  updatedAt: Timestamp;
}

/** A file uploaded for a lab's appeal of a survey; appealId null until the appeal naming it is filed. */
export interface AppealAttachmentsTable {
  id: Generated<number>;
  fileId: string;
  labId: number;
  surveyId: number;
  appealId: number | null;
  createdBy: number | null;
  createdAt: CreatedAt;
}

/** The certificates of an evaluation published for a later date: issued by the sweep once `dueAt` is reached. */
export interface CertificateScheduleTable {
  surveyId: number;
  dueAt: Timestamp;
  /** When the sweep issued (null: still due). */
  doneAt: Timestamp | null;
  /** How many certificates that issue made (new versions included). */
  issued: number | null;
  createdAt: CreatedAt;
}
