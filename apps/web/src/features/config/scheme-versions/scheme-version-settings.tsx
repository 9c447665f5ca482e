import {
  cleanLocalized,
  DEFAULT_SIGNIFICANT_DIFF_WARNING_DAYS,
  hasAnyLocale,
  normalizeCertificateExpiryMonths,
  normalizeSignificantDiffWarningDays,
  parseIntegerInput,
  ZOptionalIntegerText,
  ZOptionalLocalized,
} from '@eqa/core';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { z } from 'zod';
import { useI18n } from '../../../app/i18n';
import { LabeledSwitch } from '../../../components/labeled-switch';
import { FormLocalizedFields } from '../../../components/forms/form-localized-fields';
import { FormTextField } from '../../../components/forms/form-text-field';
import { useAutosaveForm } from '../../../components/forms/use-autosave-form';
import type { RouterInputs, RouterOutputs } from '../../../lib/trpc';
import { useEditLocales } from '../common/org';
import { Section } from '../common/section';
import { DimensionMultiSelect } from '../dimensions/dimension-options';
import { SyncQuestionDialog } from '../surveys/sync-question-dialog';
import { SchemeSelect } from './scheme-select';

export type SchemeVersion = RouterOutputs['config']['schemeVersions']['get'];
export type SchemeVersionParameter = SchemeVersion['parameters'][number];
export type SchemeVersionPatch = Omit<RouterInputs['config']['schemeVersions']['update'], 'orgId' | 'id'>;

const FLAGS = ['current', 'hidden', 'pdfDownloadDisabled', 'evaluationDisabled', 'defaultLatestResultsFilter'] as const;
type Flag = (typeof FLAGS)[number];

/** The typed settings: the two whole numbers as typed (blank allowed), the description per locale. */
const ZSettingsFields = z.object({ certificateExpiryMonths: ZOptionalIntegerText, significantDiffWarningDays: ZOptionalIntegerText, description: ZOptionalLocalized });
type SettingsFields = z.infer<typeof ZSettingsFields>;
/** A typed whole number that may be blank: null for blank. */
const optionalInteger = (text: string): number | null => (text.trim() === '' ? null : parseIntegerInput(text));

/** A number's part of the patch, normalised (expiry below 1: none; warning days blank: the default, below 1: off); the description is saved by its button. */
function settingsPatch(name: keyof SettingsFields, values: SettingsFields): SchemeVersionPatch | null {
  if (name === 'certificateExpiryMonths') return { certificateExpiryMonths: normalizeCertificateExpiryMonths(optionalInteger(values.certificateExpiryMonths)) };
  if (name === 'significantDiffWarningDays') return { significantDiffWarningDays: normalizeSignificantDiffWarningDays(optionalInteger(values.significantDiffWarningDays)) };
  return null;
}

export interface SchemeVersionSettingsProps {
  version: SchemeVersion;
  /** Saves a change (config.schemeVersions.update); a failure is the panel's to show. */
  save(patch: SchemeVersionPatch): Promise<unknown>;
  /** A failure that names no field of the panel: the shared error dialog, with a retry. */
  onFailure(error: unknown, retry: () => void): void;
}

/**
 * The settings of a scheme version (spec 3 §2/§5), an autosaving panel on the forms kit:
 * description (per locale), the flags, certificate expiry months (below 1 or empty: none),
 * significant-difference warning days (empty: 3, below 1: off), mandatory context dimensions, the
 * scheme (only while deletable). The numbers are checked as typed and saved a moment after the last
 * change; a server 422 lands at its field. The description and the evaluation flag ask whether the
 * surveys should follow (sync).
 */
export function SchemeVersionSettings({ version, save, onFailure }: SchemeVersionSettingsProps) {
  const { LL } = useI18n();
  const locales = useEditLocales();
  const { form, persist } = useAutosaveForm<SettingsFields, SchemeVersionPatch>({
    schema: ZSettingsFields,
    defaultValues: {
      certificateExpiryMonths: version.certificateExpiryMonths === null ? '' : String(version.certificateExpiryMonths),
      significantDiffWarningDays: version.significantDiffWarningDays === DEFAULT_SIGNIFICANT_DIFF_WARNING_DAYS ? '' : String(version.significantDiffWarningDays),
      description: version.description ?? {},
    },
    patch: settingsPatch,
    save,
    onFailure,
  });
  const [syncPatch, setSyncPatch] = useState<SchemeVersionPatch | null>(null);
  const description = form.watch('description');
  const descriptionDirty = JSON.stringify(cleanLocalized(description)) !== JSON.stringify(cleanLocalized(version.description ?? {}));
  const S = LL.config.schemeVersions.settings;
  const flagLabel: Record<Flag, string> = {
    current: S.current(),
    hidden: S.hidden(),
    pdfDownloadDisabled: S.pdfDownloadDisabled(),
    evaluationDisabled: S.evaluationDisabled(),
    defaultLatestResultsFilter: S.defaultLatestResultsFilter(),
  };

  return (
    <Section title={S.title()} testId="scheme-version-settings">
      <Stack spacing={2.5}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <SchemeSelect
            value={version.scheme.id}
            currentLabel={version.scheme.shortName}
            onChange={(schemeId) => persist({ schemeId })}
            disabled={!version.deletable}
            testId="scheme-version-scheme"
          />
          <FormTextField
            control={form.control}
            name="certificateExpiryMonths"
            label={S.certificateExpiryMonths()}
            hint={S.certificateExpiryHelp()}
            sx={{ minWidth: 300 }}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            testId="scheme-version-certificate-expiry"
          />
          <FormTextField
            control={form.control}
            name="significantDiffWarningDays"
            label={S.significantDiffWarningDays()}
            hint={S.significantDiffWarningHelp()}
            placeholder={String(DEFAULT_SIGNIFICANT_DIFF_WARNING_DAYS)}
            sx={{ minWidth: 320 }}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric' } }}
            testId="scheme-version-warning-days"
          />
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3 }}>
          {FLAGS.map((flag) => (
            <LabeledSwitch
              key={flag}
              checked={version[flag]}
              onChange={(checked) => {
                if (flag === 'evaluationDisabled') setSyncPatch({ [flag]: checked });
                else persist({ [flag]: checked });
              }}
              label={flagLabel[flag]}
              testId={`scheme-version-${flag}`}
            />
          ))}
        </Stack>
        <DimensionMultiSelect
          value={version.mandatoryContextIds}
          onChange={(ids) => persist({ mandatoryContextIds: ids })}
          label={LL.config.schemeVersions.settings.mandatoryContextIds()}
          testId="scheme-version-mandatory-context"
        />
        <FormLocalizedFields
          control={form.control}
          name="description"
          locales={locales}
          label={(language) => S.description({ language })}
          multiline
          direction="row"
          testId="scheme-version-description"
        />
        {descriptionDirty && (
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button
              variant="contained"
              onClick={() => {
                const clean = cleanLocalized(description);
                setSyncPatch({ description: hasAnyLocale(clean) ? clean : null });
              }}
              data-testid="scheme-version-description-save"
            >
              {LL.config.schemeVersions.settings.saveDescription()}
            </Button>
          </Stack>
        )}
      </Stack>
      <SyncQuestionDialog
        open={syncPatch !== null}
        question={S.syncQuestion()}
        texts={{ title: S.syncTitle(), yes: S.syncYes(), no: S.syncNo() }}
        onAnswer={(sync) => {
          if (syncPatch) persist({ ...syncPatch, sync });
          setSyncPatch(null);
        }}
        onCancel={() => setSyncPatch(null)}
        testId="scheme-version-sync"
      />
    </Section>
  );
}
