import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { hasAnyLocale, localize, ZOptionalLocalized, ZRequiredLocalized, ZRequiredText, type Localized } from '@eqa/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { useI18n } from '../../../app/i18n';
import { FormLocalizedFields } from '../../../components/forms/form-localized-fields';
import { FormRootError } from '../../../components/forms/form-root-error';
import { FormTextField } from '../../../components/forms/form-text-field';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { useEditLocales } from './org';
import { TooltipIconButton } from '../../../components/tooltip-icon-button';

/** What a title's save does: the call (its promise), and where a failure that names no field of the title goes (the shared error dialog). */
interface TitleSave<V> {
  onSave(value: V): Promise<unknown>;
  onFailure(error: unknown): void;
}

function TitleDisplay({ display, onEdit, disabled, testId }: { display: ReactNode; onEdit(): void; disabled?: boolean; testId: string }) {
  const { LL } = useI18n();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      <div style={{ minWidth: 0 }}>{display}</div>
      {!disabled && (
        <TooltipIconButton label={LL.config.common.editTitle()} size="small" onClick={onEdit} data-testid={`${testId}-edit`} icon={<EditOutlinedIcon fontSize="small" />} />
      )}
    </Stack>
  );
}

/**
 * A title being edited, a form of the kit: its fields, Save (✓, off while a rule is broken or the
 * call runs; Enter too) and Cancel (✕). It closes when the save succeeded; a failed save keeps what
 * was typed, a 422 under the fields.
 */
function TitleForm<T extends FieldValues>({ form, fields, aliases, save, onClose, testId, children }: { form: UseFormReturn<T>; fields: readonly string[]; aliases?: Record<string, string>; save: TitleSave<T>; onClose(): void; testId: string; children: ReactNode }) {
  const { LL } = useI18n();
  const submit = useFormSubmit(
    form,
    async (values) => {
      await save.onSave(values);
      onClose();
    },
    { fields, aliases, root: true, onFailure: save.onFailure },
  );
  return (
    <Stack component="form" noValidate onSubmit={submit.onSubmit} direction="row" spacing={1} sx={{ alignItems: 'flex-start', py: 1 }}>
      <Stack spacing={1.5} sx={{ flexGrow: 1, minWidth: 0 }}>
        {children}
        <FormRootError error={form.formState.errors.root?.server} />
      </Stack>
      <Stack direction="row" spacing={0.5} sx={{ pt: 1 }}>
        <Tooltip title={LL.config.common.saveTitle()}>
          <span>
            <IconButton type="submit" color="primary" disabled={!form.formState.isValid || submit.pending} aria-label={LL.config.common.saveTitle()} data-testid={`${testId}-save`}>
              <CheckIcon />
            </IconButton>
          </span>
        </Tooltip>
        <TooltipIconButton label={LL.actions.cancel()} onClick={onClose} data-testid={`${testId}-cancel`} icon={<CloseIcon />} />
      </Stack>
    </Stack>
  );
}

const ZLocalizedTitleFields = z.object({ name: ZRequiredLocalized, qualifier: ZOptionalLocalized });
type LocalizedTitleFields = z.infer<typeof ZLocalizedTitleFields>;

interface EditableLocalizedTitleProps {
  value: Localized;
  /** A secondary multilingual line (a parameter's qualifier), edited together with the title when subtitleLabel is given. */
  subtitle?: Localized | null;
  subtitleLabel?: (language: string) => string;
  label(language: string): string;
  /** Saves the title (and the subtitle, or null when it is not edited); the server names them `name` and `qualifier`. */
  onSave(value: Localized, subtitle: Localized | null): Promise<unknown>;
  onFailure(error: unknown): void;
  disabled?: boolean;
  testId: string;
}

function LocalizedTitleForm({ value, subtitle, subtitleLabel, label, onSave, onFailure, onClose, testId }: Omit<EditableLocalizedTitleProps, 'disabled'> & { onClose(): void }) {
  const locales = useEditLocales();
  const form = useForm<LocalizedTitleFields>({ resolver: zodResolver(ZLocalizedTitleFields), defaultValues: { name: { ...value }, qualifier: { ...(subtitle ?? {}) } }, mode: 'all' });
  const save = { onSave: (values: LocalizedTitleFields) => onSave(values.name, subtitleLabel ? values.qualifier : null), onFailure };
  return (
    <TitleForm form={form} fields={['name', 'qualifier']} save={save} onClose={onClose} testId={testId}>
      <FormLocalizedFields control={form.control} name="name" locales={locales} label={label} autoFocus direction="row" testId={`${testId}-input`} />
      {subtitleLabel && <FormLocalizedFields control={form.control} name="qualifier" locales={locales} label={subtitleLabel} direction="row" testId={`${testId}-subtitle-input`} />}
    </TitleForm>
  );
}

/** A multilingual title shown in the interface language, edited per org locale (at least one required). */
export function EditableLocalizedTitle({ disabled, ...props }: EditableLocalizedTitleProps) {
  const { locale } = useI18n();
  const [editing, setEditing] = useState(false);
  const { value, subtitle, testId } = props;
  if (editing) return <LocalizedTitleForm {...props} onClose={() => setEditing(false)} />;
  return (
    <TitleDisplay
      onEdit={() => setEditing(true)}
      disabled={disabled}
      testId={testId}
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
    />
  );
}

const ZTextTitleFields = z.object({ value: ZRequiredText });
type TextTitleFields = z.infer<typeof ZTextTitleFields>;

interface EditableTextTitleProps {
  value: string;
  label: string;
  /** The server's name of the field (`shortName`, `name`): its 422 shows under the field. */
  param: string;
  /** Saves the trimmed text. */
  onSave(value: string): Promise<unknown>;
  onFailure(error: unknown): void;
  disabled?: boolean;
  testId: string;
}

function TextTitleForm({ value, label, param, onSave, onFailure, onClose, testId }: Omit<EditableTextTitleProps, 'disabled'> & { onClose(): void }) {
  const form = useForm<TextTitleFields>({ resolver: zodResolver(ZTextTitleFields), defaultValues: { value }, mode: 'all' });
  const save = { onSave: (values: TextTitleFields) => onSave(values.value.trim()), onFailure };
  return (
    <TitleForm form={form} fields={['value']} aliases={{ [param]: 'value' }} save={save} onClose={onClose} testId={testId}>
      <FormTextField control={form.control} name="value" label={label} autoFocus fullWidth testId={`${testId}-input`} />
    </TitleForm>
  );
}

/** A plain-text title (a sample name, a scheme short name); it may not be blank. */
export function EditableTextTitle({ disabled, ...props }: EditableTextTitleProps) {
  const [editing, setEditing] = useState(false);
  if (editing) return <TextTitleForm {...props} onClose={() => setEditing(false)} />;
  return (
    <TitleDisplay
      onEdit={() => setEditing(true)}
      disabled={disabled}
      testId={props.testId}
      display={
        <Typography variant="h2" component="h2" noWrap sx={{ fontSize: { xs: '1.2rem', md: '1.4rem' } }} data-testid={`${props.testId}-text`}>
          {props.value}
        </Typography>
      }
    />
  );
}
