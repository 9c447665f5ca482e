import { expect, test } from './support/test';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { byTestId } from './support/a11y';
import { auditDialog } from './support/dialogs';
import { pdfTextOf } from './support/contracts';
import { downloadedBytes } from './support/pdf';
import { apiToken, labEvaluatedSurveys } from './support/reports';
import { navigate, openSignedIn, signOut, switchSettings } from './support/session';

/**
 * Issue 35 "What it must show", the browser walk: the demo lab appeals a result from its evaluation
 * report (with a PDF attached, which staff download when answering) and records a corrective action for a result outside its limits; staff review and uphold the
 * appeal from the appeal queue and issue the year's certificates; the lab reads the answer and its
 * history, downloads its certificate (read with pdftotext: the accents and the verification code)
 * and the verification page opened signed out says it is current; en and hu, axe clean.
 * The org's appeal window is set to a year for the walk (the demo evaluations are older than 21
 * days) and set back at the end; the appeal and the action are this walk's own.
 */
interface Candidate {
  surveyId: number;
  parameterId: number;
  year: number;
}

async function getJson<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** Whether an own-report answer holds a result of the all-labs group outside its limits (not accepted, or |z| > 2). */
function hasResultOutsideLimits(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasResultOutsideLimits);
  if (!node || typeof node !== 'object') return false;
  const row = node as Record<string, unknown>;
  if ('resultGroupId' in row && ('accepted' in row || 'zScore' in row)) {
    if (row.accepted === false) return true;
    if (typeof row.zScore === 'number' && Math.abs(row.zScore) > 2) return true;
  }
  return Object.values(row).some(hasResultOutsideLimits);
}

/** The newest evaluated survey of the demo lab with a parameter outside its limits, in the appeal window. */
async function findCandidate(request: APIRequestContext, labId: number, token: string, evaluated: Awaited<ReturnType<typeof labEvaluatedSurveys>>['evaluated']): Promise<Candidate> {
  const surveys = evaluated.filter((s) => s.reportKind === 'evaluation' && !s.missingContract && s.parameters.length > 0).sort((a, b) => b.id - a.id);
  for (const survey of surveys) {
    const appeals = await getJson<{ windowOpen: boolean }>(request, `/api/v1/labs/${labId}/surveys/${survey.id}/appeals`, token);
    if (!appeals.windowOpen) continue;
    for (const parameter of survey.parameters) {
      const own = await request.get(`/api/v1/labs/${labId}/surveys/${survey.id}/parameters/${parameter.id}/reports/evaluation/own`, { headers: { authorization: `Bearer ${token}` } });
      if (!own.ok() || !hasResultOutsideLimits(await own.json())) continue;
      const detail = await getJson<{ round: { year: number } }>(request, `/api/v1/labs/${labId}/surveys/${survey.id}`, token);
      return { surveyId: survey.id, parameterId: parameter.id, year: detail.round.year };
    }
  }
  throw new Error('no evaluated demo survey with a result outside its limits in the appeal window');
}

async function setAppealWindow(request: APIRequestContext, token: string, orgId: number, days: number): Promise<void> {
  const response = await request.put(`/api/v1/orgs/${orgId}/quality_rules`, {
    headers: { authorization: `Bearer ${token}` },
    data: { satisfactoryLimit: 2, actionLimit: 3, minReturnedShare: 0.8, appealWindowDays: days },
  });
  expect(response.status()).toBe(200);
}

/** A minimal valid PDF (its bytes say PDF: the server checks them with file-type), the appeal's attachment. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');
const PRINTOUT = 'műszer-nyomat.pdf';

/** The settings each new screen is checked in: both languages, both themes. */
const SETTINGS = [
  ['light', 'en'],
  ['dark', 'hu'],
] as const;

/** Picks an option of a MUI select by its label and the option's text. */
async function choose(page: Page, label: string | RegExp, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

test('appeal filed and answered, corrective action recorded, certificate read and verified signed out', async ({ page, request }) => {
  test.setTimeout(240_000);
  const adminToken = await apiToken(request, 'admin');
  const labToken = await apiToken(request, 'lab');
  const admin = await getJson<{ org: { id: number } }>(request, '/api/v1/auth/profile', adminToken);
  const orgId = admin.org.id;
  await setAppealWindow(request, adminToken, orgId, 365);
  try {
    const { labId, evaluated } = await labEvaluatedSurveys(request, 'lab');
    const candidate = await findCandidate(request, labId, labToken, evaluated);
    const reportPath = `/labs/${labId}/evaluations/${candidate.surveyId}/parameters/${candidate.parameterId}/evaluation`;
    const reason = `The value was transcribed with the wrong unit (walk ${Date.now()}).`;

    // the lab appeals from the report
    await openSignedIn(page, 'lab', reportPath);
    const appealsPanel = page.getByTestId('appeals-panel');
    await expect(appealsPanel).toBeVisible();
    await expect(page.getByTestId('appeal-window')).toBeVisible();
    await page.getByTestId('appeal-open').click();
    await expect(page.getByTestId('appeal-dialog')).toBeVisible();
    await page.getByTestId('appeal-reason').fill(reason);
    // with the instrument's printout attached (a PDF by its bytes)
    await page.getByTestId('appeal-attachment-file').setInputFiles({ name: PRINTOUT, mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByTestId('appeal-attachments')).toContainText(PRINTOUT);
    await auditDialog(page, { name: 'appeal, with its attachment', open: async () => {}, dialog: byTestId('appeal-dialog'), leaveOpen: true });
    await page.getByTestId('appeal-save').click();
    await expect(page.getByTestId('appeal-dialog')).toHaveCount(0);
    const appeal = appealsPanel.locator('[data-testid^="appeal-"][data-state]', { hasText: reason });
    await expect(appeal).toHaveAttribute('data-state', 'submitted');
    const appealId = (await appeal.getAttribute('data-testid'))?.replace('appeal-', '') ?? '';
    expect(Number(appealId)).toBeGreaterThan(0);
    await expect(page.getByTestId(`appeal-attachments-${appealId}`)).toContainText(PRINTOUT);

    // and records a corrective action for the result outside its limits
    await page.getByTestId('action-open').click();
    await expect(page.getByTestId('corrective-action-dialog')).toBeVisible();
    await choose(page, 'Root cause', 'Reagent');
    await page.getByTestId('action-findings').fill('The reagent lot had degraded (Kovács Éva checked it).');
    await page.getByTestId('action-action').fill('New lot, recalibrated, control rules tightened.');
    await page.getByTestId('action-responsible').fill('Kovács Éva');
    await auditDialog(page, { name: 'corrective action', open: async () => {}, dialog: byTestId('corrective-action-dialog'), leaveOpen: true });
    await page.getByTestId('corrective-action-save').click();
    await expect(page.getByTestId('corrective-action-dialog')).toHaveCount(0);
    const action = page.getByTestId('actions-panel').locator('[data-status]', { hasText: 'Kovács Éva' }).first();
    await expect(action).toHaveAttribute('data-status', 'open');
    for (const [theme, language] of SETTINGS) {
      await switchSettings(page, theme, language);
      await expect(page.getByTestId('appeals-panel').getByRole('heading', { name: language === 'en' ? 'Appeals' : 'Fellebbezések' })).toBeVisible();
      await expectNoAxeViolations(page, { include: '[data-testid="quality-loop"]', label: `report panels ${theme} ${language}` });
    }
    await switchSettings(page, 'light', 'en');
    await signOut(page);

    // staff review the appeal, then uphold it with a response, and issue the year's certificates
    await openSignedIn(page, 'admin', '/config/quality');
    await expect(page.getByTestId('appeals-queue')).toBeVisible();
    await page.getByTestId(`queue-answer-${appealId}`).click();
    await expect(page.getByTestId('answer-appeal-dialog')).toContainText(reason);
    // the lab's attachment, downloaded as it was sent
    const attachment = page.getByTestId(`appeal-attachments-${appealId}`).getByRole('button', { name: new RegExp(PRINTOUT) });
    await expect(attachment).toBeVisible();
    const attachmentDownload = page.waitForEvent('download');
    await attachment.click();
    const attached = await attachmentDownload;
    expect(attached.suggestedFilename()).toBe(PRINTOUT);
    expect((await downloadedBytes(attached)).equals(PDF)).toBe(true);
    await auditDialog(page, { name: 'answer to an appeal', open: async () => {}, dialog: byTestId('answer-appeal-dialog'), leaveOpen: true });
    await page.getByTestId('answer-appeal-save').click();
    await expect(page.getByTestId('answer-appeal-dialog')).toHaveCount(0);
    await choose(page, 'Status', 'All');
    await expect(page.getByTestId(`queue-state-${appealId}`)).toHaveText('in review');
    await page.getByTestId(`queue-answer-${appealId}`).click();
    await choose(page, 'New status', 'upheld');
    await page.getByTestId('answer-response').fill('Upheld: the corrected value will be re-evaluated.');
    await page.getByTestId('answer-appeal-save').click();
    await expect(page.getByTestId(`queue-state-${appealId}`)).toHaveText('upheld');
    await expect(page.getByTestId(`queue-answer-${appealId}`)).toHaveCount(0);
    for (const [theme, language] of SETTINGS) {
      await switchSettings(page, theme, language);
      await expectNoAxeViolations(page, { include: '[data-testid="appeals-queue"]', label: `appeal queue ${theme} ${language}` });
    }
    await switchSettings(page, 'light', 'en');
    await page.getByTestId('issue-certificates-open').click();
    await page.getByTestId('issue-certificates-year').fill(String(candidate.year));
    await page.getByTestId('issue-certificates-save').click();
    await expect(page.getByTestId('issue-certificates-dialog')).toHaveCount(0);
    await expect(page.getByText(/Certificates issued: \d+; unchanged: \d+\./)).toBeVisible();
    await signOut(page);

    // the lab reads the answer and its history
    await openSignedIn(page, 'lab', reportPath);
    const answered = page.getByTestId(`appeal-${appealId}`);
    await expect(answered).toHaveAttribute('data-state', 'upheld');
    await expect(page.getByTestId(`appeal-response-${appealId}`)).toContainText('Upheld: the corrected value will be re-evaluated.');
    await expect(page.getByTestId(`appeal-history-${appealId}`).locator('li')).toHaveCount(3);

    // its certificate: the tab, the PDF in Hungarian (pdftotext: accents and the verification code)
    const certificates = await getJson<{ items: Array<{ id: number; year: number; state: string; verificationCode: string; orgName: string }> }>(
      request,
      `/api/v1/labs/${labId}/certificates?year=${candidate.year}`,
      labToken,
    );
    const certificate = certificates.items.find((c) => c.state === 'current');
    expect(certificate, 'a current certificate of the year').toBeDefined();
    const lab = await getJson<{ name: string; shortName: string }>(request, `/api/v1/labs/${labId}`, labToken);
    await page.goto(`/labs/${labId}/quality`);
    await expect(page.getByTestId(`certificate-state-${certificate!.id}`)).toHaveText('current');
    await switchSettings(page, 'light', 'hu');
    await expect(page.getByTestId(`certificate-state-${certificate!.id}`)).toHaveText('érvényes');
    await expectNoAxeViolations(page, { include: '[data-testid="lab-tabpanel-quality"]', label: 'certificates tab hu' });
    const downloading = page.waitForEvent('download');
    await page.getByTestId(`certificate-download-${certificate!.id}`).click();
    const text = await pdfTextOf(await downloadedBytes(await downloading));
    expect(text).toContain('Részvételi és teljesítménytanúsítvány');
    expect(text).toContain(lab.name);
    expect(text).toContain(certificate!.verificationCode.match(/.{4}/g)!.join('-'));
    expect(text).toContain(`/verify/${certificate!.verificationCode}`);
    await switchSettings(page, 'dark', 'en');
    await expectNoAxeViolations(page, { include: '[data-testid="lab-tabpanel-quality"]', label: 'certificates tab dark en' });
    await switchSettings(page, 'light', 'en');
    await signOut(page);

    // the verification page, signed out
    await navigate(page, `/verify/${certificate!.verificationCode}`);
    await expect(page.getByTestId('verify-state')).toHaveText('This certificate is genuine and current.');
    await expect(page.getByTestId('verify-lab')).toHaveText(`${lab.shortName} – ${lab.name}`);
    await expect(page.getByTestId('verify-year')).toHaveText(String(candidate.year));
    await expectNoAxeViolations(page, { label: 'verification page en' });
    await switchSettings(page, 'light', 'hu');
    await expect(page.getByTestId('verify-state')).toHaveText('A tanúsítvány valódi és érvényes.');
    await expectNoAxeViolations(page, { label: 'verification page hu' });
    await switchSettings(page, 'dark', 'hu');
    await expectNoAxeViolations(page, { label: 'verification page dark hu' });
    await switchSettings(page, 'light', 'en');
    await navigate(page, '/verify/0000-0000-0000-0000-0000');
    await expect(page.getByTestId('verify-unknown')).toHaveText('No certificate has this verification code.');
  } finally {
    await setAppealWindow(request, adminToken, orgId, 21);
  }
});
