import { expect, newContext, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { linkIn, readMails, waitForMail } from './support/mail';
import { openSignedIn, signIn } from './support/session';

test.describe.configure({ mode: 'serial' });

/** The path of an e-mailed link (the links carry the configured public origin, the tests their own). */
function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

const SECOND = { fullName: 'Second Administrator', email: `second.admin.${Date.now()}@provider.example`, username: `second${Date.now() % 1_000_000}`, password: 'Second123' };

test('the admin invites a second administrator, who accepts the mailed invitation and signs in; disabled, their session ends', async ({ page, browser }) => {
  await openSignedIn(page, 'admin', '/config/users');
  await expect(page.getByTestId('users-grid')).toBeVisible();
  await expect(page.getByTestId('users-grid').getByText('admin', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, { label: 'users screen' });

  // the Invite dialog checks its fields before sending
  await page.getByTestId('users-invite').click();
  await expect(page.getByTestId('invite-user-dialog')).toBeVisible();
  await page.getByTestId('invite-user-email').fill('not an address');
  await page.getByTestId('invite-user-save').click();
  await expect(page.getByTestId('invite-user-email')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, { include: '[role="dialog"]', label: 'invite dialog' });

  const since = await readMails();
  await page.getByTestId('invite-user-full-name').fill(SECOND.fullName);
  await page.getByTestId('invite-user-email').fill(SECOND.email);
  await page.getByTestId('invite-user-save').click();
  await expect(page.getByTestId('invite-user-dialog')).toBeHidden();
  const row = page.getByTestId('users-grid').getByRole('row').filter({ hasText: SECOND.email });
  await expect(row).toContainText(/Invited, until/);

  const mail = await waitForMail((m) => m.to.includes(SECOND.email) && m.text.includes('/invitation/'), since);
  const invitationPath = pathOf(linkIn(mail, '/invitation/'));

  // the invitee, in a browser of their own
  const visitorContext = await newContext(browser);
  const visitor = await visitorContext.newPage();
  await visitor.goto(invitationPath);
  await expect(visitor.getByTestId('invitation-card')).toBeVisible();
  await expectNoAxeViolations(visitor, { label: 'invitation page' });
  await visitor.getByTestId('invitation-username').fill(SECOND.username);
  await visitor.getByTestId('invitation-password').fill('weak');
  await visitor.getByTestId('invitation-submit').click();
  await expect(visitor.getByTestId('invitation-password')).toHaveAttribute('aria-invalid', 'true');
  await visitor.getByTestId('invitation-password').fill(SECOND.password);
  await visitor.getByTestId('invitation-submit').click();
  await expect(visitor.getByTestId('profile-menu')).toBeVisible();

  // used once: the link now says so
  const again = await newContext(browser);
  const againPage = await again.newPage();
  await againPage.goto(invitationPath);
  await againPage.getByTestId('invitation-username').fill(`${SECOND.username}x`);
  await againPage.getByTestId('invitation-password').fill(SECOND.password);
  await againPage.getByTestId('invitation-submit').click();
  await expect(againPage.getByTestId('invitation-invalid-link')).toBeVisible();
  await again.close();

  // the new administrator sees the administration area
  await visitor.goto('/config/users');
  await expect(visitor.getByTestId('users-grid').getByText(SECOND.username, { exact: true })).toBeVisible();

  // the first admin disables them: the row says so, and the second admin's session ends
  await page.reload();
  await expect(row).toContainText(SECOND.username);
  await row.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByTestId('user-disabled-confirm')).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="dialog"]', label: 'disable confirmation' });
  await page.getByTestId('user-disabled-confirm-confirm').click();
  await expect(row).toContainText('Disabled');

  // the next request of the ended session fails: signed out, with the 'authentication failed' dialog
  await visitor.reload();
  await expect(visitor.getByRole('dialog', { name: 'Authentication failed' })).toBeVisible();
  await expect(visitor.getByTestId('login-card')).toBeVisible();
  await visitorContext.close();
  const refused = await newContext(browser);
  const refusedPage = await refused.newPage();
  await refusedPage.goto('/login');
  await refusedPage.getByTestId('login-username').fill(SECOND.username);
  await refusedPage.getByTestId('login-password').fill(SECOND.password);
  await refusedPage.getByTestId('login-password').press('Enter');
  await expect(refusedPage.getByTestId('profile-menu')).toBeHidden();
  await expect(refusedPage.getByTestId('login-card')).toBeVisible();
  await refused.close();
});

test('a lab admin manages the lab’s users on its Users tab', async ({ page }) => {
  await signIn(page, 'lab');
  await page.getByTestId('lab-tab-users').click();
  await expect(page.getByTestId('users-grid')).toBeVisible();
  await expect(page.getByTestId('users-grid').getByText('lab', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, { label: 'lab users tab' });
});
