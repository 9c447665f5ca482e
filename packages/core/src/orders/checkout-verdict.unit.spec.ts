import { describe, expect, it } from 'vitest';
import type { LabAccessSubject } from '../labs/lab-access';
import {
  actsForSatellite,
  checkoutDisabledReason,
  mayCheckOutForSatellites,
  satelliteCheckoutSkipReason,
  satelliteSkipReasonOf,
  type CheckoutDisabledReason,
  type CheckoutFacts,
  type SatelliteCheckoutSkipReason,
} from './checkout-verdict';

const open: CheckoutFacts = { canWrite: true, orgUser: false, orderingDisabled: null, dirty: true, documentDue: true, requiresCancellation: false };

describe('checkoutDisabledReason (docs/decisions/invoices.md "Who checks out")', () => {
  it.each<[string, Partial<CheckoutFacts>, CheckoutDisabledReason | null]>([
    ['a lab user with a change', {}, null],
    ['a core lab reading its satellite', { canWrite: false }, 'read_only'],
    ['read-only comes before ordering disabled', { canWrite: false, orderingDisabled: 'global' }, 'read_only'],
    ['ordering disabled by the org', { orderingDisabled: 'org' }, 'org'],
    ['ordering disabled for the lab by staff', { orderingDisabled: 'lab' }, 'lab'],
    ['a past year', { orderingDisabled: 'past_year', dirty: false }, 'past_year'],
    ['no change and nothing left to invoice', { dirty: false, documentDue: false }, 'nothing_to_check_out'],
    ['no change but a cancelled proforma to issue again', { dirty: false, documentDue: true }, null],
    ['a change with nothing to invoice (lowered before any document)', { documentDue: false }, null],
    ['a lab user whose change lowers something confirmed', { requiresCancellation: true }, 'requires_cancellation'],
    ['staff check out a change that needs a cancellation', { orgUser: true, requiresCancellation: true }, null],
    ['staff with nothing to check out', { orgUser: true, dirty: false, documentDue: false }, 'nothing_to_check_out'],
  ])('%s → %s', (_name, facts, reason) => {
    expect(checkoutDisabledReason({ ...open, ...facts })).toBe(reason);
  });
});

describe('satelliteCheckoutSkipReason (issue 31: a core lab checks out for its satellites)', () => {
  const facts: Parameters<typeof satelliteCheckoutSkipReason>[0] = { contractAccepted: true, orderingDisabled: null, dirty: true, documentDue: true, requiresCancellation: false };
  it.each<[string, Partial<typeof facts>, SatelliteCheckoutSkipReason | null]>([
    ['a satellite with a change is checked out', {}, null],
    ['a satellite without the year’s accepted contract', { contractAccepted: false }, 'missing_contract'],
    ['the contract comes first', { contractAccepted: false, dirty: false, documentDue: false }, 'missing_contract'],
    ['ordering closed by staff for the satellite', { orderingDisabled: 'lab' }, 'ordering_disabled'],
    ['ordering closed everywhere', { orderingDisabled: 'global' }, 'ordering_disabled'],
    ['a past year', { orderingDisabled: 'past_year' }, 'ordering_disabled'],
    ['nothing changed and nothing to invoice', { dirty: false, documentDue: false }, 'nothing_to_check_out'],
    ['only a cancelled proforma to issue again', { dirty: false, documentDue: true }, null],
    ['a change that lowers something confirmed needs staff', { requiresCancellation: true }, 'requires_cancellation'],
  ])('%s → %s', (_name, changes, reason) => {
    expect(satelliteCheckoutSkipReason({ ...facts, ...changes })).toBe(reason);
  });

  it.each<[CheckoutDisabledReason, SatelliteCheckoutSkipReason]>([
    ['nothing_to_check_out', 'nothing_to_check_out'],
    ['requires_cancellation', 'requires_cancellation'],
    ['global', 'ordering_disabled'],
    ['org', 'ordering_disabled'],
    ['lab', 'ordering_disabled'],
    ['past_year', 'ordering_disabled'],
  ])('a refusal on the locked rows (%s) is reported as %s', (reason, skip) => {
    expect(satelliteSkipReasonOf(reason)).toBe(skip);
  });
});

describe('who checks out for satellites', () => {
  const coreLabUser: LabAccessSubject = { roleId: 'lab_admin', orgId: 1, labId: 20, coreLab: true };
  const plainLabUser: LabAccessSubject = { roleId: 'lab_admin', orgId: 1, labId: 10, coreLab: false };
  const satelliteUser: LabAccessSubject = { roleId: 'lab_admin', orgId: 1, labId: 21, coreLab: false };
  const orgUser: LabAccessSubject = { roleId: 'org_admin', orgId: 1, labId: null, coreLab: false };

  it.each<[string, LabAccessSubject, number, boolean]>([
    ['the core lab’s user, for its own lab', coreLabUser, 20, true],
    ['the core lab’s user, for another core lab', coreLabUser, 30, false],
    ['a plain lab’s user', plainLabUser, 10, false],
    ['a satellite’s user', satelliteUser, 21, false],
    ['staff (they check out each lab themselves)', orgUser, 20, false],
  ])('%s → %s', (_name, subject, coreLabId, allowed) => {
    expect(mayCheckOutForSatellites(subject, coreLabId)).toBe(allowed);
  });

  it.each<[string, LabAccessSubject, { labId: number; parentLabId: number | null }, boolean]>([
    ['its own satellite', coreLabUser, { labId: 21, parentLabId: 20 }, true],
    ['another core lab’s satellite', coreLabUser, { labId: 31, parentLabId: 30 }, false],
    ['its own lab', coreLabUser, { labId: 20, parentLabId: null }, false],
    ['a plain lab user naming itself the parent', { ...plainLabUser }, { labId: 11, parentLabId: 10 }, false],
    ['staff', orgUser, { labId: 21, parentLabId: 20 }, false],
  ])('acts for %s → %s', (_name, subject, target, allowed) => {
    expect(actsForSatellite(subject, target)).toBe(allowed);
  });
});
