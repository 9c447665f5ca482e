import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, type APIResponse, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import type { Language, Theme } from './orders';
import { screenshotsWanted, shoot } from './shots';

const run = promisify(execFile);

/** axe once the page has settled (expectNoAxeViolations waits for it). */
export async function expectAccessible(page: Page, options: { variant?: boolean } = {}): Promise<void> {
  await expectNoAxeViolations(page, options);
}

/** Picks an option of a MUI select whose display element has the test id `${testId}`. */
export async function pickSelect(page: Page, testId: string, name: string | RegExp): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name, exact: typeof name === 'string' }).click();
  // closed and gone (a fading menu is still in the page for axe and screenshots)
  await expect(page.locator('.MuiPopover-root')).toHaveCount(0);
}

export interface AddressInput {
  zipCode: string;
  city: string;
  address: string;
  /** The country as the drop-down shows it in the interface language. */
  country: string;
}

/** Fills an address block of the contract form (`${prefix}-${base}.zipCode` …). */
export async function fillAddress(page: Page, prefix: string, base: string, value: AddressInput): Promise<void> {
  await page.getByTestId(`${prefix}-${base}.zipCode`).fill(value.zipCode);
  await page.getByTestId(`${prefix}-${base}.city`).fill(value.city);
  await page.getByTestId(`${prefix}-${base}.address`).fill(value.address);
  await pickSelect(page, `${prefix}-${base}.countryId-select`, value.country);
}

/** Types an address into an e-mail chips input and turns it into a chip with Enter. */
export async function addEmail(page: Page, testId: string, address: string): Promise<void> {
  const input = page.getByTestId(testId);
  await input.fill(address);
  await input.press('Enter');
  await expect(page.locator(`[data-testid="${testId}-chip"]`, { hasText: address })).toBeVisible();
}

/** The text of a PDF answer as poppler's pdftotext reads it (asserts it is a PDF first). */
export async function pdfText(response: APIResponse): Promise<string> {
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  return pdfTextOf(await response.body());
}

/** The text of PDF bytes as poppler's pdftotext reads it, white space folded to one space. */
export async function pdfTextOf(bytes: Buffer): Promise<string> {
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const dir = await mkdtemp(join(tmpdir(), 'eqa-e2e-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    await writeFile(file, bytes);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    // pdftotext breaks lines where the PDF does: one space per break, to find phrases
    return stdout.replace(/\s+/g, ' ');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Screenshots of a signed-out card in both languages (screenshots/<name>-<theme>-<lang>.png),
 * switched live with the card's language selector so the form keeps what was typed; ends in `back`.
 */
export async function shotCardLanguages(page: Page, name: string, theme: Theme, back: Language): Promise<void> {
  if (!screenshotsWanted) return;
  for (const language of ['en', 'hu'] as const) {
    await page.getByTestId(`language-${language}`).click();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.mouse.move(1, 1);
    await shoot(page, { path: `screenshots/${name}-${theme}-${language}.png`, fullPage: true });
  }
  await page.getByTestId(`language-${back}`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', back);
}

/** A laboratory as the registration wizard takes it. */
export interface NewLab {
  name: string;
  head: string;
  address: AddressInput;
  phone: string;
  email: string;
  contactPerson: string;
  contactAddress: AddressInput;
  deliveryName: string;
  invoiceName: string;
  vatNumber: string;
  bankAccount: string;
  username: string;
  password: string;
  validationPassword: string;
}

export const WIZARD_STEPS = ['generic', 'user', 'validationPassword', 'contact', 'delivery', 'invoice', 'terms'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export async function expectStep(page: Page, step: WizardStep): Promise<void> {
  await expect(page.getByTestId('registration-step')).toHaveAttribute('data-step', step);
}

/**
 * Fills one step of the registration wizard (on the page, in its current language): Next is
 * disabled until the step's required fields hold valid values, then enabled. `country` is the
 * country's name in the interface language.
 */
export async function fillWizardStep(page: Page, step: WizardStep, lab: NewLab, country: string): Promise<void> {
  await expectStep(page, step);
  const advance = page.getByTestId(step === 'terms' ? 'registration-submit' : 'registration-next');
  await expect(advance).toBeDisabled();
  switch (step) {
    case 'generic':
      await page.getByTestId('registration-name').fill(lab.name);
      await page.getByTestId('registration-laboratoryHeadFullName').fill(lab.head);
      await fillAddress(page, 'registration', 'address', { ...lab.address, country });
      await page.getByTestId('registration-contact.phone').fill(lab.phone);
      await expect(advance).toBeDisabled(); // the e-mail is still missing
      await addEmail(page, 'registration-contact.emails', lab.email);
      break;
    case 'user':
      // the full name is the laboratory head's, read-only
      await expect(page.getByTestId('registration-fullName')).toHaveValue(lab.head);
      await page.getByTestId('registration-username').fill(lab.username);
      await page.getByTestId('registration-email').fill(lab.email);
      await page.getByTestId('registration-userPassword').fill(lab.password);
      await page.getByTestId('registration-userPasswordConfirmation').fill(`${lab.password}x`);
      await page.getByTestId('registration-userPasswordConfirmation').blur();
      // registration.passwordsMismatch at the confirmation
      await expect(page.getByTestId('registration-userPasswordConfirmation')).toHaveAttribute('aria-invalid', 'true');
      await expect(advance).toBeDisabled();
      await page.getByTestId('registration-userPasswordConfirmation').fill(lab.password);
      break;
    case 'validationPassword':
      await page.getByTestId('registration-validationPassword').fill(lab.validationPassword);
      await page.getByTestId('registration-validationPasswordConfirmation').fill(lab.validationPassword);
      break;
    case 'contact':
      await page.getByTestId('registration-contactResponsibleFullName').fill(lab.contactPerson);
      await fillAddress(page, 'registration', 'contactAddress', { ...lab.contactAddress, country });
      await page.getByTestId('registration-furtherContact.phone').fill(lab.phone);
      await addEmail(page, 'registration-furtherContact.emails', lab.email);
      break;
    case 'delivery':
      // typed in full
      await page.getByTestId('registration-deliveryName').fill(lab.deliveryName);
      await fillAddress(page, 'registration', 'deliveryAddress', { ...lab.address, country });
      await addEmail(page, 'registration-deliveryContact.emails', lab.email);
      break;
    case 'invoice':
      // the laboratory's details taken over, then the invoice's own name
      await page.getByTestId('registration-invoice-copy-laboratory').click();
      await expect(page.getByTestId('registration-invoiceName')).toHaveValue(lab.name);
      await expect(page.getByTestId('registration-invoiceAddress.city')).toHaveValue(lab.address.city);
      await expect(page.getByTestId('registration-invoiceContact.phone')).toHaveValue(lab.phone);
      await expect(page.locator('[data-testid="registration-invoiceContact.emails-chip"]')).toHaveText([lab.email]);
      await page.getByTestId('registration-invoiceName').fill(lab.invoiceName);
      await expect(advance).toBeEnabled();
      // a tax number with a wrong check digit holds the step
      await page.getByTestId('registration-vatNumber').fill('10773382-2-44');
      await expect(page.getByTestId('registration-vatNumber')).toHaveAttribute('aria-invalid', 'true');
      await expect(advance).toBeDisabled();
      await page.getByTestId('registration-vatNumber').fill(lab.vatNumber);
      await page.getByTestId('registration-bankAccountNumber').fill(lab.bankAccount);
      break;
    case 'terms':
      // the ALTCHA widget solves its challenge by itself; the terms still hold the submit
      await expect(page.getByTestId('registration-bot-check').locator('altcha-widget')).toBeVisible();
      await page.getByTestId('registration-termsAccepted').check();
      break;
  }
  await expect(advance).toBeEnabled({ timeout: 20_000 });
}
