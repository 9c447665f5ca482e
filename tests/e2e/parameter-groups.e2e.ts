import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { presetSettings } from './support/orders';
import { openSignedIn } from './support/session';

/**
 * Issue 33: parameter groups can be created. The demo admin opens them from the parameters list, adds a
 * group (the name is asked for first), renames it, and deletes it; the dialogs pass axe in both themes.
 */
test('an administrator adds, renames and deletes a parameter group', async ({ page }) => {
  const name = `Trace elements ${Date.now()}`;
  await presetSettings(page, 'en', 'dark');
  await openSignedIn(page, 'admin', '/config/parameters');
  await page.getByTestId('parameters-groups').click();
  const dialog = page.getByTestId('parameter-groups-dialog');
  await expect(dialog.getByRole('grid')).toBeVisible();
  await expectNoAxeViolations(page, { include: '[data-testid="parameter-groups-dialog"]', label: 'parameter groups dark' });

  await page.getByTestId('parameter-groups-add').click();
  // no name: said under the fields, nothing saved
  await page.getByTestId('parameter-group-save').click();
  await expect(page.getByTestId('parameter-group-name-error')).toHaveText('This field is required');
  await page.getByTestId('parameter-group-name-en').fill(name);
  await expectNoAxeViolations(page, { include: '[data-testid="parameter-group-dialog"]', label: 'parameter group form dark' });
  await page.getByTestId('parameter-group-save').click();
  await expect(page.getByTestId('parameter-group-dialog')).toHaveCount(0);
  const row = dialog.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByTestId('parameter-group-name-en').fill(`${name} (renamed)`);
  await page.getByTestId('parameter-group-save').click();
  const renamed = dialog.getByRole('row').filter({ hasText: `${name} (renamed)` });
  await expect(renamed).toHaveCount(1);

  await renamed.getByRole('button', { name: `Delete ${name} (renamed)` }).click();
  await page.getByTestId('parameter-group-delete-confirm-confirm').click();
  await expect(dialog.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});
