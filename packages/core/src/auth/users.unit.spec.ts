import { describe, expect, it } from 'vitest';
import { decideInvitedRole, decideSetDisabled, invitationState, mayManageUsers, type UserManager, type UserScope } from './users';

const orgAdmin: UserManager = { roleId: 'org_admin', orgId: 1, labId: null };
const labAdmin: UserManager = { roleId: 'lab_admin', orgId: 1, labId: 10 };
const org1: UserScope = { kind: 'org', orgId: 1 };
const org2: UserScope = { kind: 'org', orgId: 2 };
const lab10: UserScope = { kind: 'lab', labId: 10, labOrgIds: [1] };
const lab11: UserScope = { kind: 'lab', labId: 11, labOrgIds: [1] };
const lab20: UserScope = { kind: 'lab', labId: 20, labOrgIds: [2] };

describe('mayManageUsers', () => {
  it.each([
    { name: 'org admin, own org', manager: orgAdmin, scope: org1, may: true },
    { name: 'org admin, another org', manager: orgAdmin, scope: org2, may: false },
    { name: 'org admin, a lab of the org', manager: orgAdmin, scope: lab10, may: true },
    { name: 'org admin, a lab of another org', manager: orgAdmin, scope: lab20, may: false },
    { name: 'org admin without an org', manager: { ...orgAdmin, orgId: null }, scope: org1, may: false },
    { name: 'lab admin, own lab', manager: labAdmin, scope: lab10, may: true },
    { name: 'lab admin, another lab of the same org', manager: labAdmin, scope: lab11, may: false },
    { name: 'lab admin, the org of the lab', manager: labAdmin, scope: org1, may: false },
  ])('$name → $may', ({ manager, scope, may }) => {
    expect(mayManageUsers(manager, scope)).toBe(may);
  });
});

describe('decideInvitedRole', () => {
  it.each([
    { name: 'org, none asked', scope: org1, requested: undefined, decision: { ok: true, roleId: 'org_admin' } },
    { name: 'org, org admin', scope: org1, requested: 'org_admin' as const, decision: { ok: true, roleId: 'org_admin' } },
    { name: 'org, lab admin', scope: org1, requested: 'lab_admin' as const, decision: { ok: false, reason: 'needs_lab' } },
    { name: 'lab, none asked', scope: lab10, requested: undefined, decision: { ok: true, roleId: 'lab_admin' } },
    { name: 'lab, lab admin', scope: lab10, requested: 'lab_admin' as const, decision: { ok: true, roleId: 'lab_admin' } },
    { name: 'lab, org admin (escalation)', scope: lab10, requested: 'org_admin' as const, decision: { ok: false, reason: 'escalation' } },
  ])('$name', ({ scope, requested, decision }) => {
    expect(decideInvitedRole(scope, requested)).toEqual(decision);
  });
});

describe('decideSetDisabled', () => {
  it.each([
    { name: 'enable', active: false, disabled: false, others: 0, decision: 'ok' },
    { name: 'disable with another active', active: true, disabled: true, others: 1, decision: 'ok' },
    { name: 'disable the last active', active: true, disabled: true, others: 0, decision: 'last_active_admin' },
    { name: 'disable a pending invitation, none active', active: false, disabled: true, others: 0, decision: 'ok' },
    { name: 'disable an already disabled one', active: false, disabled: true, others: 0, decision: 'ok' },
  ])('$name → $decision', ({ active, disabled, others, decision }) => {
    expect(decideSetDisabled({ active }, disabled, others)).toBe(decision);
  });
});

describe('invitationState', () => {
  const now = new Date('2026-12-01T10:00:00Z');
  it.each([
    { name: 'accepted', username: 'anna', invitation: null, state: 'accepted' },
    { name: 'accepted, an old invitation', username: 'anna', invitation: { expiresAt: new Date('2026-11-01T00:00:00Z') }, state: 'accepted' },
    { name: 'pending', username: null, invitation: { expiresAt: new Date('2026-12-01T10:00:01Z') }, state: 'pending' },
    { name: 'expired at the moment', username: null, invitation: { expiresAt: now }, state: 'expired' },
    { name: 'no invitation', username: null, invitation: null, state: 'none' },
  ])('$name', ({ username, invitation, state }) => {
    expect(invitationState({ username }, invitation, now)).toBe(state);
  });
});
