import {
  cleanLocalized,
  DEFAULT_SIGNIFICANT_DIFF_WARNING_DAYS,
  hasAnyLocale,
  normalizeCertificateExpiryMonths,
  normalizeSignificantDiffWarningDays,
  parseIntegerInput,
  type Localized,
} from '@eqa/core';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../../app/i18n';
import type { RouterInputs, RouterOutputs } from '../../../lib/trpc';
import { LocalizedFields } from '../common/localized-fields';
import { useEditLocales } from '../common/org';
import { Section } from '../common/section';
import { useAutosave } from '../common/use-autosave';
import { DimensionMultiSelect } from '../dimensions/dimension-options';
import { SchemeSelect } from './scheme-select';

export type SchemeVersion = RouterOutputs['config']['schemeVersions']['get'];
export type SchemeVersionParameter = SchemeVersion['parameters'][number];
export type SchemeVersionPatch = Omit<RouterInputs['config']['schemeVersions']['update'], 'orgId' | 'id'>;

const FLAGS = ['current', 'hidden', 'pdfDownloadDisabled', 'evaluationDisabled', 'defaultLatestResultsFilter'] as const;
type Flag = (typeof FLAGS)[number];

/** A whole number field that may be empty (null). */
function optionalInteger(text: string): number | null | 'invalid' {
  if (text.trim() === '') return null;
  return parseIntegerInput(text) ?? 'invalid';
}

/**
 * The settings of a scheme version (spec 3 §2/§5): description (per locale), the flags, certificate
 * expiry months (below 1 or empty: none), significant-difference warning days (empty: 3, below 1:
 * off), mandatory context dimensions, the scheme (only while deletable). The description and the
 * evaluation flag ask whether the surveys should follow (sync).
 */
export function SchemeVersionSettings({ version, onSave }: { version: SchemeVersion; onSave(patch: SchemeVersionPatch): void }) {
  const { LL } = useI18n();
  const locales = useEditLocales();
  const [description, setDescription] = useState<Localized>(version.description ?? {});
  const [expiry, setExpiry] = useState(version.certificateExpiryMonths === null ? '' : String(version.certificateExpiryMonths));
  const [days, setDays] = useState(version.significantDiffWarningDays === DEFAULT_SIGNIFICANT_DIFF_WARNING_DAYS ? '' : String(version.significantDiffWarningDays));
  const [syncPatch, setSyncPatch] = useState<SchemeVersionPatch | null>(null);
  const saveLater = useAutosave(onSave);
  const expiryValue = optionalInteger(expiry);
  const daysValue = optionalInteger(days);
  const descriptionDirty = JSON.stringify(cleanLocalized(description)) !== JSON.stringify(cleanLocalized(version.description ?? {}));
  const flagLabel: Record<Flag, string> = {
    current: LL.config.schemeVersions.settings.current(),
    hidden: LL.config.schemeVersions.settings.hidden(),
    pdfDownloadDisabled: LL.config.schemeVersions.settings.pdfDownloadDisabled(),
    evaluationDisabled: LL.config.schemeVersions.settings.evaluationDisabled(),
    defaultLatestResultsFilter: LL.config.schemeVersions.settings.defaultLatestResultsFilter(),
  };

  return (
    <Section title={LL.config.schemeVersions.settings.title()} testId="scheme-version-settings">
      <Stack spacing={2.5}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <SchemeSelect
            value={version.scheme.id}
            currentLabel={version.scheme.shortName}
            onChange={(schemeId) => onSave({ schemeId })}
            disabled={!version.deletable}
            testId="scheme-version-scheme"
          />
          <TextField
            label={LL.config.schemeVersions.settings.certificateExpiryMonths()}
            value={expiry}
            onChange={(event) => {
              setExpiry(event.target.value);
              const value = optionalInteger(event.target.value);
              if (value !== 'invalid') saveLater({ certificateExpiryMonths: normalizeCertificateExpiryMonths(value) });
            }}
            error={expiryValue === 'invalid'}
            helperText={expiryValue === 'invalid' ? LL.config.common.invalidInteger() : LL.config.schemeVersions.settings.certificateExpiryHelp()}
            sx={{ minWidth: 300 }}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'scheme-version-certificate-expiry' } }}
          />
          <TextField
            label={LL.config.schemeVersions.settings.significantDiffWarningDays()}
            value={days}
            placeholder={String(DEFAULT_SIGNIFICANT_DIFF_WARNING_DAYS)}
            onChange={(event) => {
              setDays(event.target.value);
              const value = optionalInteger(event.target.value);
              if (value !== 'invalid') saveLater({ significantDiffWarningDays: normalizeSignificantDiffWarningDays(value) });
            }}
            error={daysValue === 'invalid'}
            helperText={daysValue === 'invalid' ? LL.config.common.invalidInteger() : LL.config.schemeVersions.settings.significantDiffWarningHelp()}
            sx={{ minWidth: 320 }}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', 'data-testid': 'scheme-version-warning-days' } }}
          />
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3 }}>
          {FLAGS.map((flag) => (
            <FormControlLabel
              key={flag}
              control={
                <Switch
                  checked={version[flag]}
                  onChange={(event) => {
                    const patch = { [flag]: event.target.checked };
                    if (flag === 'evaluationDisabled') setSyncPatch(patch);
                    else onSave(patch);
                  }}
                  slotProps={{ input: { 'data-testid': `scheme-version-${flag}` } as object }}
                />
              }
              label={flagLabel[flag]}
            />
          ))}
        </Stack>
        <DimensionMultiSelect
          value={version.mandatoryContextIds}
          onChange={(ids) => onSave({ mandatoryContextIds: ids })}
          label={LL.config.schemeVersions.settings.mandatoryContextIds()}
          testId="scheme-version-mandatory-context"
        />
        <LocalizedFields
          locales={locales}
          value={description}
          onChange={setDescription}
          label={(language) => LL.config.schemeVersions.settings.description({ language })}
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
      <Dialog open={syncPatch !== null} onClose={() => setSyncPatch(null)} maxWidth="xs" fullWidth data-testid="scheme-version-sync-dialog">
        <DialogTitle>{LL.config.schemeVersions.settings.syncTitle()}</DialogTitle>
        <DialogContent>
          <DialogContentText>{LL.config.schemeVersions.settings.syncQuestion()}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap' }}>
          <Button onClick={() => setSyncPatch(null)} data-testid="scheme-version-sync-cancel">
            {LL.actions.cancel()}
          </Button>
          <Button
            onClick={() => {
              if (syncPatch) onSave({ ...syncPatch, sync: false });
              setSyncPatch(null);
            }}
            data-testid="scheme-version-sync-no"
          >
            {LL.config.schemeVersions.settings.syncNo()}
          </Button>
          <Button
            variant="contained"
            onClick={() => {
              if (syncPatch) onSave({ ...syncPatch, sync: true });
              setSyncPatch(null);
            }}
            data-testid="scheme-version-sync-yes"
          >
            {LL.config.schemeVersions.settings.syncYes()}
          </Button>
        </DialogActions>
      </Dialog>
    </Section>
  );
}
