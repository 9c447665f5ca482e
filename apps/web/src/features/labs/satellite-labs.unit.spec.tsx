// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en, renderScreen } from '../../testing/render';
import type { Lab } from './lab';
import { SatelliteLabs } from './satellite-labs';

const lab: Lab = {
  id: 1,
  name: 'Central Clinical Laboratory',
  shortName: '1042',
  city: 'Szeged',
  address: 'Tisza Lajos krt. 1',
  zipCode: '6720',
  country: { id: 'HU', name: { en: 'Hungary' }, currency: { id: 'HUF', symbol: 'Ft', decimals: 0 } },
  satelliteConnection: 'parent_lab',
  parentLabId: null,
  orgs: [{ id: 10, name: 'QCO' }],
  children: [
    { id: 2, name: 'Satellite Laboratory Makó', shortName: '1043', surveys: { open: 3, empty: 1, unvalidated: 2 } },
    { id: 3, name: 'Satellite Laboratory Vásárhely', shortName: '1044', surveys: { open: 0, empty: 0, unvalidated: 0 } },
  ],
  status: { emptyInProgressSurveys: 0 },
};

describe('the satellite list of a core lab (issue 32)', () => {
  it('shows each satellite’s surveys in progress, those without results and those not validated', async () => {
    const { user, location } = renderScreen(<SatelliteLabs lab={lab} />, { path: '/labs/1/labs' });
    const first = await screen.findByTestId('satellite-lab-2');
    expect(within(first).getByText(en.labs.satellites.openSurveys({ count: 3 }))).toBeInTheDocument();
    expect(within(first).getByText(en.labs.satellites.emptySurveys({ count: 1 }))).toBeInTheDocument();
    expect(within(first).getByText(en.labs.satellites.unvalidatedSurveys({ count: 2 }))).toBeInTheDocument();
    expect(screen.getByTestId('satellite-lab-surveys-3')).toHaveTextContent(en.labs.satellites.noOpenSurveys());
    // named by what it shows: the lab, its code and its surveys
    expect(screen.getByRole('button', { name: /Satellite Laboratory Makó.*1043.*3 open surveys/ })).toBe(first);
    await user.click(first);
    expect(location.current).toMatch(/^\/labs\/2\//);
  });
});
