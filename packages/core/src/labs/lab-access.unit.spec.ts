import { describe, expect, it } from 'vitest';
import { canListLabs, decideLabAccess, type LabAccessSubject, type LabAccessTarget } from './lab-access';

const orgUser: LabAccessSubject = { roleId: 'org_admin', orgId: 1, labId: null, coreLab: false };
const labUser: LabAccessSubject = { roleId: 'lab_admin', orgId: 1, labId: 10, coreLab: false };
const coreLabUser: LabAccessSubject = { roleId: 'lab_admin', orgId: 1, labId: 20, coreLab: true };

const ownLab: LabAccessTarget = { labId: 10, orgIds: [1], parentLabId: null };
const otherLab: LabAccessTarget = { labId: 11, orgIds: [1], parentLabId: null };
const foreignOrgLab: LabAccessTarget = { labId: 12, orgIds: [2], parentLabId: null };
const coreLab: LabAccessTarget = { labId: 20, orgIds: [1], parentLabId: null };
const satellite: LabAccessTarget = { labId: 21, orgIds: [1], parentLabId: 20 };

describe('lab access (spec 1 §6)', () => {
  it('lets an org user reach any lab of their org, read and write', () => {
    expect(decideLabAccess(orgUser, otherLab, 'read')).toBe('allowed');
    expect(decideLabAccess(orgUser, satellite, 'write')).toBe('allowed');
  });

  it('forbids an org user a lab of another org and reports a missing lab as not found', () => {
    expect(decideLabAccess(orgUser, foreignOrgLab, 'read')).toBe('forbidden');
    expect(decideLabAccess(orgUser, null, 'read')).toBe('not_found');
    expect(decideLabAccess({ ...orgUser, orgId: null }, otherLab, 'read')).toBe('forbidden');
  });

  it('lets a lab user reach only their own lab', () => {
    expect(decideLabAccess(labUser, ownLab, 'write')).toBe('allowed');
    expect(decideLabAccess(labUser, otherLab, 'read')).toBe('forbidden');
    expect(decideLabAccess(labUser, foreignOrgLab, 'read')).toBe('forbidden');
  });

  it('answers forbidden (not not-found) to a lab user asking for a missing lab', () => {
    expect(decideLabAccess(labUser, null, 'read')).toBe('forbidden');
  });

  it('lets a core-lab user read, but not write, their satellites', () => {
    expect(decideLabAccess(coreLabUser, coreLab, 'write')).toBe('allowed');
    expect(decideLabAccess(coreLabUser, satellite, 'read')).toBe('allowed');
    expect(decideLabAccess(coreLabUser, satellite, 'write')).toBe('forbidden');
    expect(decideLabAccess(coreLabUser, otherLab, 'read')).toBe('forbidden');
  });

  it('does not treat a satellite of another lab as reachable for a plain lab user', () => {
    expect(decideLabAccess(labUser, { ...satellite, parentLabId: 10 }, 'read')).toBe('forbidden');
  });

  it('shows the labs list to org users and core labs only', () => {
    expect(canListLabs(orgUser)).toBe(true);
    expect(canListLabs(coreLabUser)).toBe(true);
    expect(canListLabs(labUser)).toBe(false);
  });
});
