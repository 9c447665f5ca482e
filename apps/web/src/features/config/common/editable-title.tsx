import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { hasAnyLocale, localize, type Localized } from '@eqa/core';
import { IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useI18n } from '../../../app/i18n';
import { LocalizedFields } from './localized-fields';
import { useEditLocales } from './org';

interface TitleFrameProps {
  editing: boolean;
  display: ReactNode;
  editor: ReactNode;
  canSave: boolean;
  onEdit(): void;
  onSave(): void;
  onCancel(): void;
  disabled?: boolean;
  testId: string;
}

function TitleFrame({ editing, display, editor, canSave, onEdit, onSave, onCancel, disabled, testId }: TitleFrameProps) {
  const { LL } = useI18n();
  if (!editing) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
        <div style={{ minWidth: 0 }}>{display}</div>
        {!disabled && (
          <Tooltip title={LL.config.common.editTitle()}>
            <IconButton size="small" onClick={onEdit} aria-label={LL.config.common.editTitle()} data-testid={`${testId}-edit`}>
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', py: 1 }}>
      {editor}
      <Stack direction="row" spacing={0.5} sx={{ pt: 1 }}>
        <Tooltip title={LL.config.common.saveTitle()}>
          <span>
            <IconButton color="primary" disabled={!canSave} onClick={onSave} aria-label={LL.config.common.saveTitle()} data-testid={`${testId}-save`}>
              <CheckIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={LL.actions.cancel()}>
          <IconButton onClick={onCancel} aria-label={LL.actions.cancel()} data-testid={`${testId}-cancel`}>
            <CloseIcon />
          </IconButton>
        </Tooltip>
      </Stack>
    </Stack>
  );
}

interface EditableLocalizedTitleProps {
  value: Localized;
  /** A secondary multilingual line (a parameter's qualifier), edited together with the title. */
  subtitle?: Localized | null;
  subtitleLabel?: (language: string) => string;
  label(language: string): string;
  onSave(value: Localized, subtitle: Localized | null): void;
  disabled?: boolean;
  testId: string;
}

/** A multilingual title shown in the interface language, edited per org locale (at least one required). */
export function EditableLocalizedTitle({ value, subtitle, subtitleLabel, label, onSave, disabled, testId }: EditableLocalizedTitleProps) {
  const { LL, locale } = useI18n();
  const locales = useEditLocales();
  const [draft, setDraft] = useState<{ title: Localized; subtitle: Localized } | null>(null);
  const valid = draft !== null && hasAnyLocale(draft.title);
  return (
    <TitleFrame
      editing={draft !== null}
      disabled={disabled}
      testId={testId}
      canSave={valid}
      onEdit={() => setDraft({ title: { ...value }, subtitle: { ...(subtitle ?? {}) } })}
      onCancel={() => setDraft(null)}
      onSave={() => {
        if (!draft || !valid) return;
        onSave(draft.title, subtitleLabel ? draft.subtitle : null);
        setDraft(null);
      }}
      display={
        <>
          <Typography variant="h2" component="h2" noWrap sx={{ fontSize: { xs: '1.2rem', md: '1.4rem' } }} data-testid={`${testId}-text`}>
            {localize(value, locale)}
          </Typography>
          {subtitle && hasAnyLocale(subtitle) && (
            <Typography variant="body2" color="text.secondary" noWrap data-testid={`${testId}-subtitle`}>
              {localize(subtitle, locale)}
            </Typography>
          )}
        </>
      }
      editor={
        draft && (
          <Stack spacing={1.5} sx={{ flexGrow: 1, minWidth: 0 }}>
            <LocalizedFields
              locales={locales}
              value={draft.title}
              onChange={(title) => setDraft({ ...draft, title })}
              label={label}
              error={valid ? null : LL.missingLocaleError()}
              autoFocus
              direction="row"
              testId={`${testId}-input`}
            />
            {subtitleLabel && (
              <LocalizedFields
                locales={locales}
                value={draft.subtitle}
                onChange={(next) => setDraft({ ...draft, subtitle: next })}
                label={subtitleLabel}
                direction="row"
                testId={`${testId}-subtitle-input`}
              />
            )}
          </Stack>
        )
      }
    />
  );
}

interface EditableTextTitleProps {
  value: string;
  label: string;
  onSave(value: string): void;
  disabled?: boolean;
  testId: string;
}

/** A plain-text title (a sample name, a scheme short name); it may not be blank. */
export function EditableTextTitle({ value, label, onSave, disabled, testId }: EditableTextTitleProps) {
  const { LL } = useI18n();
  const [draft, setDraft] = useState<string | null>(null);
  const valid = draft !== null && draft.trim().length > 0;
  return (
    <TitleFrame
      editing={draft !== null}
      disabled={disabled}
      testId={testId}
      canSave={valid}
      onEdit={() => setDraft(value)}
      onCancel={() => setDraft(null)}
      onSave={() => {
        if (draft === null || !valid) return;
        onSave(draft.trim());
        setDraft(null);
      }}
      display={
        <Typography variant="h2" component="h2" noWrap sx={{ fontSize: { xs: '1.2rem', md: '1.4rem' } }} data-testid={`${testId}-text`}>
          {value}
        </Typography>
      }
      editor={
        draft !== null && (
          <TextField
            label={label}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && valid) {
                onSave(draft.trim());
                setDraft(null);
              }
            }}
            error={!valid}
            helperText={valid ? undefined : LL.requiredField()}
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { 'data-testid': `${testId}-input` } }}
          />
        )
      }
    />
  );
}
