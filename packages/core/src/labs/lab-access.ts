import type { RoleId } from '../platform/constants';

/**
 * Who may reach which laboratory (spec 1 §6):
 * - an org user (org_admin) reaches every lab of their organisation, read and write;
 * - a lab user reaches their own lab, read and write;
 * - a core-lab user (their lab is a parent lab) also reads the lab's satellites (child labs).
 * Everything else is forbidden. A lab that does not exist is "not found" for org users; for lab
 * users it is simply forbidden, so they cannot probe which lab ids exist.
 */
export type LabAccessMode = 'read' | 'write';

export interface LabAccessSubject {
  roleId: RoleId;
  /** The user's organisation (org users; for lab users the lab's first org or null). */
  orgId: number | null;
  /** The user's laboratory (lab users). */
  labId: number | null;
  /** The user's lab is a parent lab with satellites. */
  coreLab: boolean;
}

export interface LabAccessTarget {
  labId: number;
  /** The organisations the lab belongs to (org_labs). */
  orgIds: readonly number[];
  /** The parent (core) lab of a satellite lab. */
  parentLabId: number | null;
}

export type LabAccessDecision = 'allowed' | 'forbidden' | 'not_found';

export function decideLabAccess(
  subject: LabAccessSubject,
  target: LabAccessTarget | null,
  mode: LabAccessMode,
): LabAccessDecision {
  if (subject.roleId === 'org_admin') {
    if (!target) return 'not_found';
    return subject.orgId !== null && target.orgIds.includes(subject.orgId) ? 'allowed' : 'forbidden';
  }
  if (!target || subject.labId === null) return 'forbidden';
  if (target.labId === subject.labId) return 'allowed';
  if (mode === 'read' && subject.coreLab && target.parentLabId === subject.labId) return 'allowed';
  return 'forbidden';
}

/** Who sees the list of laboratories (spec 1 §6: org users and core labs; plain lab users do not). */
export function canListLabs(subject: Pick<LabAccessSubject, 'roleId' | 'coreLab'>): boolean {
  return subject.roleId === 'org_admin' || subject.coreLab;
}
