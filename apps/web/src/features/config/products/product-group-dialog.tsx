import { cleanLocalized, hasAnyLocale, nextOrdinal, ordinalTakenViolation, parseIntegerInput, requiredLocalizedViolation, type Localized } from '@eqa/core';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../../app/i18n';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { LocalizedFields } from '../common/localized-fields';
import { serverViolation, useMutationError } from '../common/mutations';
import { useAdminOrgId, useEditLocales } from '../common/org';
import { violationText } from '../common/violation-text';

export type ProductGroup = RouterOutputs['config']['products']['groups']['items'][number];

/**
 * The product group edit dialog (spec 3 §2/§5): ordinal, name and description per locale; valid only
 * with a name in at least one locale (requiredField / missingLocaleError); ordinals unique.
 */
export function ProductGroupDialog({ group, groups, onClose }: { group: ProductGroup | null; groups: readonly ProductGroup[]; onClose(): void }) {
  const { LL } = useI18n();
  const orgId = useAdminOrgId();
  const locales = useEditLocales();
  const utils = trpc.useUtils();
  const onError = useMutationError('configProductGroups');
  const others = groups.filter((g) => g.id !== group?.id).map((g) => g.ordinal);
  const [name, setName] = useState<Localized>(group?.name ?? {});
  const [description, setDescription] = useState<Localized>(group?.description ?? {});
  const [ordinal, setOrdinal] = useState(String(group?.ordinal ?? nextOrdinal(others)));
  const [touched, setTouched] = useState(false);
  const [server, setServer] = useState<string | null>(null);
  const nameViolation = requiredLocalizedViolation('name', cleanLocalized(name));
  const ordinalValue = parseIntegerInput(ordinal);
  const ordinalError =
    ordinal.trim() === ''
      ? LL.requiredField()
      : ordinalValue === null
        ? LL.config.common.invalidInteger()
        : ordinalTakenViolation(ordinalValue, others)
          ? LL.config.common.duplicateOrdinal()
          : null;
  const done = () => {
    void utils.config.products.groups.invalidate();
    void utils.config.products.list.invalidate();
    onClose();
  };
  const handleError = (error: unknown) => {
    const field = serverViolation(error);
    if (field) setServer(violationText(LL, field));
    else onError(error);
  };
  const create = trpc.config.products.createGroup.useMutation({ onSuccess: done, onError: handleError });
  const update = trpc.config.products.updateGroup.useMutation({ onSuccess: done, onError: handleError });
  const submit = () => {
    setTouched(true);
    setServer(null);
    if (nameViolation || ordinalError || ordinalValue === null) return;
    const cleanDescription = cleanLocalized(description);
    const body = { orgId, name: cleanLocalized(name), description: hasAnyLocale(cleanDescription) ? cleanDescription : null, ordinal: ordinalValue };
    if (group) update.mutate({ ...body, id: group.id });
    else create.mutate(body);
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="product-group-dialog">
      <DialogTitle>{group ? LL.config.products.groups.edit() : LL.config.products.groups.new()}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            label={LL.config.common.ordinal()}
            value={ordinal}
            onChange={(event) => setOrdinal(event.target.value)}
            required
            error={touched && ordinalError !== null}
            helperText={touched ? ordinalError : undefined}
            sx={{ width: 160 }}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'product-group-ordinal' } }}
          />
          <LocalizedFields
            locales={locales}
            value={name}
            onChange={setName}
            label={(language) => LL.config.products.groups.name({ language })}
            error={touched ? violationText(LL, nameViolation) : null}
            required
            autoFocus
            testId="product-group-name"
          />
          <LocalizedFields
            locales={locales}
            value={description}
            onChange={setDescription}
            label={(language) => LL.config.products.groups.description({ language })}
            multiline
            testId="product-group-description"
          />
          {server && (
            <Typography color="error" variant="body2">
              {LL.config.common.serverRefused({ message: server })}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="product-group-cancel">
          {LL.actions.cancel()}
        </Button>
        <Button variant="contained" onClick={submit} disabled={create.isPending || update.isPending} data-testid="product-group-save">
          {LL.actions.save()}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
