import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, openProfileMenu } from './session';

interface EvaluationItem {
  id: number;
  schemeShortName: string;
  round: { name: string };
  validated: boolean;
  evaluationDisabled: boolean;
  missingContract: boolean;
  reportKind: 'evaluation' | 'pre_evaluation' | null;
  parameters: Array<{ id: number; name: Record<string, string> }>;
}

/** A session token of a demo user through the REST API. */
export async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post('/api/v1/auth/tokens', { data: { subject: username, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { token: string };
  return body.token;
}

async function getJson<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

async function evaluationList(request: APIRequestContext, token: string, labId: number, status: 'evaluated' | 'pre_evaluated'): Promise<EvaluationItem[]> {
  const body = await getJson<{ items: EvaluationItem[] }>(request, `/api/v1/labs/${labId}/evaluations?status=${status}&limit=200`, token);
  return body.items;
}

/** The demo lab's id and its evaluated surveys (evaluations.list as the lab user, through REST). */
export async function labEvaluatedSurveys(request: APIRequestContext, labUser: string): Promise<{ labId: number; evaluated: EvaluationItem[] }> {
  const token = await apiToken(request, labUser);
  const profile = await getJson<{ lab: { id: number } | null }>(request, '/api/v1/auth/profile', token);
  const labId = profile.lab?.id;
  expect(labId).toBeDefined();
  return { labId: labId!, evaluated: await evaluationList(request, token, labId!, 'evaluated') };
}

interface SurveyDocumentItem {
  id: number;
  type: string;
  title: Record<string, string>;
  path: string;
  custom: boolean;
  labSpecific: boolean;
}

/**
 * The lab's generated participation report of a survey (the demo seed makes one per lab for every
 * survey evaluated by the demo date), with the survey's round, through REST as `username`.
 */
export async function participationReport(
  request: APIRequestContext,
  username: string,
  labId: number,
  surveyId: number,
): Promise<{ document: SurveyDocumentItem; round: { id: number; name: string; year: number } }> {
  const token = await apiToken(request, username);
  const documents = await getJson<{ items: SurveyDocumentItem[] }>(request, `/api/v1/labs/${labId}/surveys/${surveyId}/documents?org_user=true`, token);
  const document = documents.items.find((d) => !d.custom && d.labSpecific && d.type === 'survey');
  expect(document, 'the lab’s generated participation report').toBeDefined();
  const survey = await getJson<{ round: { id: number; name: string; year: number } }>(request, `/api/v1/labs/${labId}/surveys/${surveyId}`, token);
  return { document: document!, round: survey.round };
}

/** Switches the interface language through the profile menu. */
export async function setLanguage(page: Page, language: 'en' | 'hu'): Promise<void> {
  await openProfileMenu(page);
  await page.getByTestId(`language-${language}`).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'hu' ? /hu/ : /en/);
}

/** The markup of the chart's drawing (its SVG layer, not the legend's marks), to see a chart change. */
export async function chartSvg(frame: Locator): Promise<string> {
  const svg = frame.locator('svg.MuiChartsSvgLayer-root').first();
  await expect(svg).toBeVisible();
  return svg.innerHTML();
}

/** Waits until the chart's SVG differs from what it was. */
export async function expectChartChanged(frame: Locator, before: string): Promise<string> {
  await expect.poll(() => chartSvg(frame), { timeout: 10_000 }).not.toBe(before);
  return chartSvg(frame);
}
