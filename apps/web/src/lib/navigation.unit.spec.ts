import { describe, expect, it } from 'vitest';
import { canOpenLab, canSeeLabList, isLabTab, labPath, landingPath, missingContractTarget, ownContractPath, parseId } from './navigation';

const orgUser = { orgUser: true, coreLab: false, lab: null };
const labUser = { orgUser: false, coreLab: false, lab: { id: 7 } };
const coreLab = { orgUser: false, coreLab: true, lab: { id: 3, children: [{ id: 30 }, { id: 31 }] } };

describe('landing path (spec 1 §2 unknown paths, after login)', () => {
  it('sends visitors to login', () => expect(landingPath(null)).toBe('/login'));
  it('sends org users and core labs to the lab list', () => {
    expect(landingPath(orgUser)).toBe('/labs');
    expect(landingPath(coreLab)).toBe('/labs');
  });
  it('sends lab users to the surveys of their lab', () => expect(landingPath(labUser)).toBe('/labs/7/surveys'));
});

describe('lab list access', () => {
  it('is for org users and core labs only', () => {
    expect(canSeeLabList(orgUser)).toBe(true);
    expect(canSeeLabList(coreLab)).toBe(true);
    expect(canSeeLabList(labUser)).toBe(false);
  });
});

describe('lab access on the client', () => {
  it('lets org users open any lab', () => expect(canOpenLab(orgUser, 99)).toBe(true));
  it('keeps lab users in their own lab', () => {
    expect(canOpenLab(labUser, 7)).toBe(true);
    expect(canOpenLab(labUser, 8)).toBe(false);
  });
  it('lets core labs open their satellites too', () => {
    expect(canOpenLab(coreLab, 3)).toBe(true);
    expect(canOpenLab(coreLab, 31)).toBe(true);
    expect(canOpenLab(coreLab, 32)).toBe(false);
  });
});

describe('the missing contract page’s way to the contract', () => {
  it.each([
    ['a visitor', null, null],
    ['an org user', orgUser, null],
    ['a lab user', labUser, '/labs/7/contracts'],
    ['a core lab (its own contract)', coreLab, '/labs/3/contracts'],
  ] as const)('%s: %s', (_who, profile, path) => expect(ownContractPath(profile)).toBe(path));
});

describe('route helpers', () => {
  it('build lab paths and recognise tabs', () => {
    expect(labPath(12)).toBe('/labs/12/surveys');
    expect(labPath(12, 'orders')).toBe('/labs/12/orders');
    expect(isLabTab('evaluations')).toBe(true);
    expect(isLabTab('settings')).toBe(false);
  });
  it('read only positive integer ids', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId('0')).toBeNull();
    expect(parseId('4x')).toBeNull();
    expect(parseId(undefined)).toBeNull();
  });
});

describe('missingContractTarget: the contract of the year that is missing', () => {
  const lab = { orgUser: false, coreLab: false, lab: { id: 7 } };
  const years = [2017, 2018];
  it.each([
    ['next year at the org', lab, { year: '2018', org: '3' }, { path: '/labs/7/contracts/orgs/3?year=2018', year: 2018 }],
    ['this year without the org', lab, { year: '2017', org: null }, { path: '/labs/7/contracts?year=2017', year: 2017 }],
    ['no year: the own contract page', lab, { year: null, org: null }, { path: '/labs/7/contracts', year: null }],
    ['a year whose contract cannot be made', lab, { year: '2019', org: '3' }, null],
    ['a past year', lab, { year: '2016', org: '3' }, null],
    ['an org user', { orgUser: true, coreLab: false, lab: null }, { year: '2018', org: '3' }, null],
    ['a visitor', null, { year: '2018', org: '3' }, null],
  ] as const)('%s', (_name, profile, query, expected) => {
    expect(missingContractTarget(profile, query, years)).toEqual(expected);
  });
});
