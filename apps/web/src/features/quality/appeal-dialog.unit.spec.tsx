// @vitest-environment happy-dom
import { AppError, MAX_APPEAL_ATTACHMENT_BYTES } from '@eqa/core';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en, orgAdminProfile, renderScreen } from '../../testing/render';
import { serverFailure, type ProcedureInput, type ProcedureOutput, type StubAnswer } from '../../testing/trpc-stub';
import { AppealDialog } from './appeal-dialog';

const IDS = { labId: 5, surveyId: 7, parameterId: 9 };

function filed(input: ProcedureInput<'appeals.file'>): ProcedureOutput<'appeals.file'> {
  return {
    id: 1,
    state: 'submitted',
    labId: input.labId,
    labCode: '1042',
    labName: 'Lab',
    surveyId: input.surveyId,
    surveyName: 'KK 2026/1',
    parameterId: input.parameterId,
    parameterName: { en: 'Glucose' },
    sampleId: input.sampleId ?? null,
    sampleName: null,
    reason: input.reason,
    createdAt: '2026-06-10T08:00:00.000Z',
    response: null,
    respondedAt: null,
    attachments: [],
    history: [],
  };
}

function openDialog(file: StubAnswer<'appeals.file'>) {
  const onClose = vi.fn();
  const api = renderScreen(<AppealDialog ids={IDS} parameterName="Glucose" samples={[{ id: 11, name: 'S1' }]} onClose={onClose} />, {
    profile: orgAdminProfile(),
    api: { 'appeals.file': file, 'appeals.listForLab': () => ({ items: [], total: 0, windowClosesAt: null, windowOpen: true }) },
  });
  return { ...api, onClose };
}

const reason = () => screen.getByRole('textbox', { name: en.appeals.reason() });
const submit = () => screen.getByRole('button', { name: en.appeals.submit() });

describe('the appeal dialog (forms kit)', () => {
  it('refuses a short reason without calling the server, then files the appeal of the whole parameter', async () => {
    const file = vi.fn(filed);
    const { user, inputsOf, onClose } = openDialog(file);
    await screen.findByRole('dialog', { name: en.appeals.fileTitle({ parameter: 'Glucose' }) });
    await user.type(reason(), 'short');
    await user.click(submit());
    expect(reason()).toHaveAttribute('aria-invalid', 'true');
    expect(inputsOf('appeals.file')).toEqual([]);
    await user.clear(reason());
    await user.type(reason(), 'Our value was transcribed with the wrong unit.');
    await user.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(inputsOf('appeals.file')).toEqual([{ ...IDS, sampleId: null, reason: 'Our value was transcribed with the wrong unit.', attachmentIds: [] }]);
  });

  it('says the day the window closed (422 surveyId appeals.errors.windowClosed with params)', async () => {
    const { user, onClose } = openDialog(() => {
      throw serverFailure(AppError.constraint('surveyId', 'appeals.errors.windowClosed', 'appeals.errors.windowClosed', { closedOn: '2026-07-01', closedAt: '2026-07-01T08:00:00.000Z' }));
    });
    await screen.findByRole('dialog');
    await user.type(reason(), 'Our value was transcribed with the wrong unit.');
    await user.click(submit());
    expect(await screen.findByTestId('appeal-refusal')).toHaveTextContent('The appeal window closed on 2026-07-01.');
    expect(onClose).not.toHaveBeenCalled();
  });

  describe('attachments', () => {
    afterEach(() => vi.unstubAllGlobals());
    const picker = () => screen.getByTestId('appeal-attachment-file');
    const help = () => screen.getByTestId('appeal-attachments-help');

    it('refuses a file over the limit at once (with the limit), uploads the picked PDF and files the appeal naming it', async () => {
      const uploads: string[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) => {
          uploads.push(url);
          return new Response(JSON.stringify({ id: 42, name: 'printout.pdf', mediaType: 'application/pdf', size: 9, downloadPath: null }), { status: 201, headers: { 'content-type': 'application/json' } });
        }),
      );
      const file = vi.fn(filed);
      const { user, inputsOf, onClose } = openDialog(file);
      await screen.findByRole('dialog');
      await user.type(reason(), 'Our value was transcribed with the wrong unit.');
      await user.upload(picker(), new File([new Uint8Array(MAX_APPEAL_ATTACHMENT_BYTES + 1)], 'scan.pdf', { type: 'application/pdf' }));
      expect(help()).toHaveTextContent('The file is larger than 10 MB.');
      expect(screen.queryByTestId('appeal-attachments')).toBeNull();
      await user.upload(picker(), new File(['%PDF-1.4'], 'printout.pdf', { type: 'application/pdf' }));
      expect(screen.getByTestId('appeal-attachments')).toHaveTextContent('printout.pdf');
      expect(help()).toHaveTextContent(en.appeals.attachHelp());
      await user.click(submit());
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(uploads).toEqual(['/api/v1/labs/5/surveys/7/appeal_attachments?file_name=printout.pdf']);
      expect(inputsOf('appeals.file')).toEqual([{ ...IDS, sampleId: null, reason: 'Our value was transcribed with the wrong unit.', attachmentIds: [42] }]);
    });

    it("shows the server's refusal of a file by its bytes (415 with params) and files nothing", async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(
          async () =>
            new Response(JSON.stringify({ error: { message: 'Only PDF, JPEG, PNG files can be attached.', param: 'file', type: 'appeals.errors.attachmentType', params: { allowed: 'PDF, JPEG, PNG' } } }), {
              status: 415,
              headers: { 'content-type': 'application/json' },
            }),
        ),
      );
      const { user, inputsOf, onClose } = openDialog(vi.fn(filed));
      await screen.findByRole('dialog');
      await user.type(reason(), 'Our value was transcribed with the wrong unit.');
      await user.upload(picker(), new File(['not really'], 'renamed.pdf', { type: 'application/pdf' }));
      await user.click(submit());
      await waitFor(() => expect(help()).toHaveTextContent('Only PDF, JPEG, PNG files can be attached.'));
      expect(inputsOf('appeals.file')).toEqual([]);
      expect(onClose).not.toHaveBeenCalled();
    });
  });
});
