import { expect, expectNotification, test } from './support/test';
import { type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { apiToken } from './support/reports';
import { shotThemesAndLanguages, signIn, waitForAnimations } from './support/session';

/**
 * Issue 34's walk: the staff run the notification sweep at a business date the day after one of the
 * demo lab's surveys opened; the lab user's bell shows the count, the notification centre lists the
 * survey's notification and opens the survey, "Mark all as read" empties the count; the preferences
 * screen turns an e-mail off and keeps it; both screens axe-clean in English and Hungarian, light
 * and dark.
 */
interface SurveyItem {
  id: number;
  startsAt: string | null;
  deadline: string | null;
}

async function getJson<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** A survey of the demo lab in progress that started at least a day before the demo date, and the day after its start. */
async function openedSurvey(request: APIRequestContext): Promise<{ labId: number; orgId: number; surveyId: number; day: string }> {
  const lab = await apiToken(request, 'lab');
  const profile = await getJson<{ lab: { id: number; orgs: Array<{ id: number }> } }>(request, '/api/v1/auth/profile', lab);
  const surveys = await getJson<{ items: SurveyItem[] }>(request, `/api/v1/labs/${profile.lab.id}/surveys?status=in_progress&limit=100`, lab);
  const DAY = 86_400_000;
  const candidate = surveys.items
    .filter((s): s is SurveyItem & { startsAt: string; deadline: string } => s.startsAt !== null && s.deadline !== null)
    .map((s) => ({ ...s, day: new Date(Date.parse(s.startsAt) + DAY).toISOString().slice(0, 10) }))
    .find((s) => Date.parse(`${s.day}T05:00:00Z`) > Date.parse(s.startsAt) && Date.parse(`${s.day}T05:00:00Z`) < Date.parse(s.deadline));
  expect(candidate, 'an in-progress survey of the demo lab').toBeDefined();
  return { labId: profile.lab.id, orgId: profile.lab.orgs[0]!.id, surveyId: candidate!.id, day: candidate!.day };
}

test('the bell, the notification centre and the preferences (issue 34)', async ({ page, request }) => {
  const { labId, orgId, surveyId, day } = await openedSurvey(request);
  const admin = await apiToken(request, 'admin');
  const swept = await request.post(`/api/v1/orgs/${orgId}/notifications/sweep`, { headers: { authorization: `Bearer ${admin}`, 'x-demo-date': day } });
  expect(swept.status()).toBe(200);

  await signIn(page, 'lab');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  await expect.poll(async () => Number(await bell.getAttribute('data-unread'))).toBeGreaterThan(0);

  await test.step('the centre lists the survey and opens it', async () => {
    await bell.click();
    await expect(page).toHaveURL(/\/notifications$/);
    const centre = page.getByTestId('notification-centre');
    await expect(centre).toBeVisible();
    const opened = page.locator(`[data-type="survey_opened"][data-subject="survey-${surveyId}"]`);
    await expect(opened).toBeVisible();
    await shotThemesAndLanguages(page, 'notification-centre', () => centre, undefined, {
      check: async (theme, language) => {
        await waitForAnimations(page);
        await expectNoAxeViolations(page, { soft: true, label: `notification centre ${theme} ${language}` });
      },
    });
    const row = page.locator('.MuiDataGrid-row').filter({ has: opened });
    await row.getByRole('button', { name: 'Open' }).click();
    await expect(page).toHaveURL(new RegExp(`/labs/${labId}/surveys/${surveyId}$`));
  });

  await test.step('mark all read empties the count', async () => {
    await bell.click();
    await expect(page.getByTestId('notification-centre')).toBeVisible();
    const readAll = page.getByTestId('notification-read-all');
    if (await readAll.isEnabled()) await readAll.click();
    await expect(bell).toHaveAttribute('data-unread', '0');
    await expect(readAll).toBeDisabled();
    await page.getByTestId('notification-unread-only').click();
    await expect(page.getByTestId('notification-empty')).toBeVisible();
  });

  await test.step('the preferences screen keeps a choice', async () => {
    // the "marked as read" snackbar goes first: axe looks at the screen, not at a passing message
    await expect(page.getByTestId('notification')).toBeHidden({ timeout: 15_000 });
    await page.getByTestId('notification-preferences-link').click();
    const screen = page.getByTestId('notification-preferences');
    await expect(screen).toBeVisible();
    const email = page.getByTestId('preference-deadline_approaching-email').locator('input');
    await expect(email).toBeChecked();
    await shotThemesAndLanguages(page, 'notification-preferences', () => screen, undefined, {
      check: async (theme, language) => {
        await waitForAnimations(page);
        await expectNoAxeViolations(page, { soft: true, label: `notification preferences ${theme} ${language}` });
      },
    });
    await email.uncheck();
    await page.getByTestId('notification-preferences-save').click();
    await expectNotification(page, 'Notification settings saved');
    await page.reload();
    await expect(page.getByTestId('preference-deadline_approaching-email').locator('input')).not.toBeChecked();
    await expect(page.getByTestId('preference-deadline_approaching-inApp').locator('input')).toBeChecked();
    // back as it was, for whoever comes next
    await page.getByTestId('preference-deadline_approaching-email').locator('input').check();
    await page.getByTestId('notification-preferences-save').click();
    await expect(page.getByTestId('notification').last()).toContainText('Notification settings saved');
  });
});
