import { describe, expect, it } from 'vitest';
import { activeAdminMenu, configPaths, NEW_ID, parseDetailId, parseYear } from './config-paths';

describe('administration routes', () => {
  it('marks the side-menu entry of a location (schemes under scheme versions, lab pages under labs)', () => {
    expect(activeAdminMenu('/labs')).toBe('labs');
    expect(activeAdminMenu('/labs/12/profile')).toBe('labs');
    expect(activeAdminMenu('/surveys/3/samples/new')).toBe('surveys');
    expect(activeAdminMenu(configPaths.scheme(4))).toBe('schemeVersions');
    expect(activeAdminMenu(configPaths.schemeVersion(NEW_ID))).toBe('schemeVersions');
    expect(activeAdminMenu(configPaths.product(2017, 5))).toBe('products');
    expect(activeAdminMenu('/config/units?x=1')).toBe('units');
    expect(activeAdminMenu('/config/unitsx')).toBeNull();
    expect(activeAdminMenu('/login')).toBeNull();
  });

  it('reads detail segments: new, positive ids, nothing else', () => {
    expect(parseDetailId('new')).toBe(NEW_ID);
    expect(parseDetailId('42')).toBe(42);
    expect(parseDetailId('0')).toBeNull();
    expect(parseDetailId('4x')).toBeNull();
    expect(parseDetailId(undefined)).toBeNull();
    expect(parseYear('2017')).toBe(2017);
    expect(parseYear('17')).toBeNull();
  });

  it('encodes dimension ids in their path', () => {
    expect(configPaths.dimension('yes_no')).toBe('/config/dimensions/yes_no');
    expect(configPaths.sample(7, NEW_ID)).toBe('/surveys/7/samples/new');
  });
});
