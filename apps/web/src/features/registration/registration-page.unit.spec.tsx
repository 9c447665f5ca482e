// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PLATFORM_CONFIG } from '../platform/platform-config';
import { en, enterText, renderScreen, type Screen } from '../../testing/render';
import { RegistrationPage } from './registration-page';

/** The wizard of the first organisation, which serves Hungary. */
function openRegistration() {
  return renderScreen(<RegistrationPage />, {
    path: '/register',
    api: {
      'orgs.list': () => ({
        items: [{ id: 1, name: 'Quality Control Org', shortName: 'QCO', locales: DEFAULT_PLATFORM_CONFIG.locales, countries: [{ id: 'HU', name: { en: 'Hungary' }, currency: { id: 'HUF', symbol: 'Ft', decimals: 0 } }], orderingDisabled: false }],
        total: 1,
      }),
    },
  });
}

const byTestId = (id: string) => screen.getByTestId(id);
/** Every required field of the first step but the country. */
async function fillAllButCountry(user: Screen['user']): Promise<void> {
    await enterText(user, byTestId('registration-name'), 'Test Laboratory');
    await enterText(user, byTestId('registration-laboratoryHeadFullName'), 'Dr. Teszt Elek');
    await enterText(user, byTestId('registration-address.zipCode'), '1111');
    await enterText(user, byTestId('registration-address.city'), 'Budapest');
    await enterText(user, byTestId('registration-address.address'), 'Fő utca 1.');
    await enterText(user, byTestId('registration-contact.phone'), '+36 1 234 5678');
    await enterText(user, byTestId('registration-contact.emails'), 'lab@example.com'); await user.keyboard('{Enter}');
}

const next = () => byTestId('registration-next');
const missing = () => screen.queryByTestId('registration-missing');

describe('the registration wizard’s Next (issue 32: say which field is missing)', () => {
  it('names the fields still to complete, untouched ones too, and the last one by name', async () => {
    const { user } = openRegistration();
    await waitFor(() => expect(missing()).not.toBeNull());
    expect(next()).toBeDisabled();
    expect(missing()).toHaveTextContent(en.registration.missing({ fields: '' }).trim());

    await fillAllButCountry(user);

    // only the country is left, though the user never touched it
    const text = en.registration.missing({ fields: en.contracts.page.country() });
    await waitFor(() => expect(missing()).toHaveTextContent(text));
    expect(next()).toBeDisabled();
    expect(next()).toHaveAccessibleDescription(text);
    // an untouched field is named, not marked as wrong
    expect(byTestId('registration-address.countryId')).not.toHaveAttribute('aria-invalid', 'true');

    await user.click(byTestId('registration-address.countryId-select'));
    await user.click(await screen.findByRole('option', { name: 'Hungary' }));
    await waitFor(() => expect(next()).toBeEnabled());
    expect(missing()).toBeNull();
  });
});

describe('the registration wizard on the forms kit (issue 32)', () => {
  it('shows a broken rule at its field in words once typed, and keeps Next off until it holds', async () => {
    const { user } = openRegistration();
    await waitFor(() => expect(missing()).not.toBeNull());
    await fillAllButCountry(user);
    await user.click(byTestId('registration-address.countryId-select'));
    await user.click(await screen.findByRole('option', { name: 'Hungary' }));
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());

    await waitFor(() => expect(byTestId('registration-step')).toHaveAttribute('data-step', 'user'));
    // the untouched fields are named under Next, not marked
    expect(byTestId('registration-email')).not.toHaveAttribute('aria-invalid', 'true');
    await enterText(user, byTestId('registration-email'), 'not-an-address');
    await waitFor(() => expect(byTestId('registration-email')).toHaveAccessibleDescription(en.emailFormatHelpText()));
    expect(next()).toBeDisabled();
    // the full name is the laboratory head's, kept from the first step
    expect(byTestId('registration-fullName')).toHaveValue('Dr. Teszt Elek');
  });
});
