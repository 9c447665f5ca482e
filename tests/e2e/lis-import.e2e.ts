import { expect, test } from './support/test';
import { type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { apiToken } from './support/reports';
import { openSignedIn, switchSettings } from './support/session';

/**
 * Issue 36, the "Import from file" walk in real Chromium on the demo data: a lab of its own (no other
 * spec reads or writes it) downloads its template through the API, fills it with one bad value,
 * checks it on the survey page (the refused row explained, in English and Hungarian, light and
 * dark, axe clean), then checks the corrected file and saves it: the values appear on the form; the
 * lab's own test code is mapped on the code mappings screen.
 */
test.describe.configure({ mode: 'serial' });

/** Labs no other spec uses: the first with an in-progress survey it may still edit. */
const CANDIDATE_QCS = ['1158', '1163', '1169', '1174', '1182', '1152', '1144', '1139'];

interface Target {
  username: string;
  labId: number;
  surveyId: number;
  template: string;
}

async function json<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

async function findTarget(request: APIRequestContext): Promise<Target> {
  for (const qc of CANDIDATE_QCS) {
    const username = `qc${qc}`;
    const signedIn = await request.post('/api/v1/auth/tokens', { data: { subject: username, password: 'Demo1234' } });
    if (!signedIn.ok()) continue;
    const token = await apiToken(request, username);
    const profile = await json<{ lab: { id: number } | null }>(request, '/api/v1/auth/profile', token);
    if (!profile.lab) continue;
    const labId = profile.lab.id;
    const surveys = await json<{ items: Array<{ id: number; validated: boolean }> }>(request, `/api/v1/labs/${labId}/surveys?status=in_progress&limit=50`, token);
    for (const survey of surveys.items.filter((item) => !item.validated)) {
      const response = await request.get(`/api/v1/labs/${labId}/surveys/${survey.id}/results/template.csv?separator=semicolon`, { headers: { authorization: `Bearer ${token}` } });
      if (!response.ok()) continue;
      const template = (await response.text()).replace(/^\uFEFF/, '');
      // a template with numeric rows (a unit column filled)
      if (template.trim().split('\r\n').filter((line) => line.split(';')[8] !== '').length > 3) return { username, labId, surveyId: survey.id, template };
    }
  }
  throw new Error('no demo lab with an editable in-progress survey among the candidates');
}

/** The template's first three numeric rows filled (the third with `third`), the rest left empty. */
function filled(template: string, third: string): string {
  const [header, ...lines] = template.trim().split('\r\n');
  let count = 0;
  const values = ['5,5', '12,1', third];
  const out = lines.map((line) => {
    const fields = line.split(';');
    if (fields[8] === '' || count >= values.length) return line;
    fields[9] = values[count] ?? '';
    count += 1;
    return fields.join(';');
  });
  return [header, ...out].join('\r\n');
}

test('import from file: the dry run explains the refused row (en, hu, light, dark, axe clean), the corrected file is saved', async ({ page }) => {
  test.slow();
  const target = await findTarget(page.request);
  await openSignedIn(page, target.username, `/labs/${target.labId}/surveys/${target.surveyId}`);
  await expect(page.getByTestId('survey-title')).toBeVisible();
  if (await page.getByTestId('instructions-dialog').isVisible()) await page.getByTestId('instructions-close').click();

  await page.getByTestId('survey-import').click();
  const dialog = page.getByTestId('import-results-dialog');
  await expect(dialog).toBeVisible();
  await page.getByTestId('import-file-input').setInputFiles({ name: 'lis-export.csv', mimeType: 'text/csv', buffer: Buffer.from(filled(target.template, 'abc'), 'utf8') });
  await expect(page.getByTestId('import-file-name')).toContainText('lis-export.csv');
  await page.getByTestId('import-results-save').click();

  // the report: three rows checked, the bad one refused and explained
  await expect(page.getByTestId('import-summary')).toContainText('accepted: 2, refused: 1');
  const refusedMessage = dialog.locator('[data-testid^="import-row-message-"]').filter({ hasText: /\S/ });
  await expect(refusedMessage).toHaveCount(1);
  await expect(refusedMessage).toHaveText('Enter a number, optionally starting with <, >, <=, >= or =');
  // nothing to save while a row is refused: the button checks again
  await expect(page.getByTestId('import-results-save')).toHaveText('Check the file');

  for (const language of ['en', 'hu'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      await switchSettings(page, theme, language);
      await expect(refusedMessage).toHaveText(language === 'en' ? 'Enter a number, optionally starting with <, >, <=, >= or =' : 'Számot adjon meg, amely kezdődhet <, >, <=, >= vagy = jellel');
      await expectNoAxeViolations(page, { include: '[data-testid="import-results-dialog"]', soft: true, label: `import report ${language} ${theme}` });
    }
  }
  await switchSettings(page, 'light', 'en');

  // the corrected file: checked clean, then saved
  await page.getByTestId('import-file-input').setInputFiles({ name: 'lis-export.csv', mimeType: 'text/csv', buffer: Buffer.from(filled(target.template, '4,75'), 'utf8') });
  await page.getByTestId('import-results-save').click();
  await expect(page.getByTestId('import-summary')).toContainText('accepted: 3, refused: 0');
  await expect(page.getByTestId('import-results-save')).toHaveText('Save 3 values');
  await page.getByTestId('import-results-save').click();
  await expect(dialog).toBeHidden();
  // the form shows the imported values
  await expect(page.locator('input[value="5.5"], input[value="5,5"]').first()).toBeVisible({ timeout: 20_000 });

  // the lab's own codes, mapped once on the mappings screen (opened from the import dialog)
  await page.getByTestId('survey-import').click();
  await page.getByTestId('import-code-mappings').click();
  const mappings = page.getByTestId('code-mappings-dialog');
  await expect(mappings).toBeVisible();
  await page.getByTestId('mapping-parameter-add').click();
  await page.getByTestId('mapping-parameter-code-0').fill('GLU-LIS');
  await mappings.getByRole('combobox', { name: 'Parameter' }).click();
  await page.getByRole('option').first().click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await expectNoAxeViolations(page, { include: '[data-testid="code-mappings-dialog"]', soft: true, label: 'code mappings' });
  await page.getByTestId('code-mappings-save').click();
  await expect(mappings).toBeHidden();
  await page.getByTestId('import-results-cancel').click();
  await expect(dialog).toBeHidden();
  const token = await apiToken(page.request, target.username);
  const saved = await json<{ parameters: Array<{ code: string }> }>(page.request, `/api/v1/labs/${target.labId}/code_mappings`, token);
  expect(saved.parameters.map((p) => p.code)).toEqual(['GLU-LIS']);
});
