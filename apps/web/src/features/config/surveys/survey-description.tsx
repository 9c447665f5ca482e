import { cleanLocalized, hasAnyLocale, type Localized } from '@eqa/core';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../../app/i18n';
import { useNotify } from '../../../app/notifications';
import { LocalizedFields } from '../common/localized-fields';
import { useEditLocales } from '../common/org';
import { Section } from '../common/section';
import type { Survey, SurveyPatch } from './survey-general';
import { SyncQuestionDialog } from './sync-question-dialog';

/** The description panel (spec 3 §2/§4): per locale; saving first asks whether to sync it to the scheme version and its surveys. */
export function SurveyDescription({ survey, readOnly, onSave }: { survey: Survey; readOnly: boolean; onSave(patch: SurveyPatch): void }) {
  const { LL } = useI18n();
  const locales = useEditLocales();
  const [value, setValue] = useState<Localized>(survey.description ?? {});
  const [asking, setAsking] = useState(false);
  const notify = useNotify();
  /** A save not delayed by the autosave (a choice in a dialog or a select) shows the same notification. */
  const saveNow = (patch: SurveyPatch) => {
    notify(LL.notifications.saveInProgress(), 'info');
    onSave(patch);
  };
  const dirty = JSON.stringify(cleanLocalized(value)) !== JSON.stringify(cleanLocalized(survey.description ?? {}));
  return (
    <Section
      title={LL.config.surveys.description()}
      testId="survey-description"
      actions={
        dirty && !readOnly ? (
          <Button variant="contained" size="small" onClick={() => setAsking(true)} data-testid="survey-description-save">
            {LL.actions.save()}
          </Button>
        ) : null
      }
    >
      <Stack spacing={2}>
        <LocalizedFields
          locales={locales}
          value={value}
          onChange={setValue}
          label={(language) => LL.config.surveys.descriptionIn({ language })}
          multiline
          disabled={readOnly}
          testId="survey-description-text"
        />
      </Stack>
      <SyncQuestionDialog
        open={asking}
        question={LL.config.surveys.descriptionSync()}
        onCancel={() => setAsking(false)}
        onAnswer={(sync) => {
          const clean = cleanLocalized(value);
          saveNow({ description: hasAnyLocale(clean) ? clean : null, descriptionSync: sync });
          setAsking(false);
        }}
      />
    </Section>
  );
}
