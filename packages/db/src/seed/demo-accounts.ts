/** The demo org and the demo accounts (e2e tests and the login screen's demo hint use them). */
export const DEMO_ORG_SHORT_NAME = 'qualilab';
export const DEMO_ORG_NAME = 'QualiLab EQA Nonprofit Kft.';
/** Login password of every demo user. */
export const DEMO_PASSWORD = 'Demo1234';
/** Validation password of the demo org and of every demo lab. */
export const DEMO_VALIDATION_PASSWORD = '1234';

export const DEMO_USERNAMES = {
  /** org_admin of the demo org. */
  admin: 'admin',
  /** lab_admin of an ordinary lab (QC 1107). */
  lab: 'lab',
  /** lab_admin of the core lab (QC 1042, three satellites). */
  coreLab: 'corelab',
  /** lab_admin without an e-mail address (the 'missing e-mail' dialog), lab QC 1290. */
  newLab: 'newlab',
} as const;

/** Username of the lab user of every other lab: `qc` + QC code, e.g. `qc1012`. */
export function labUsername(qc: string): string {
  return `qc${qc}`;
}
