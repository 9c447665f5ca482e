import { cleanLocalized, hasAnyLocale, nextOrdinal, ordinalTakenViolation, ZProductGroupFields, type TProductGroupFields } from '@eqa/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useI18n } from '../../../app/i18n';
import { FormDialog } from '../../../components/forms/form-dialog';
import { FormLocalizedFields } from '../../../components/forms/form-localized-fields';
import { FormTextField } from '../../../components/forms/form-text-field';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { useMutationError } from '../common/mutations';
import { useAdminOrgId, useEditLocales } from '../common/org';

export type ProductGroup = RouterOutputs['config']['products']['groups']['items'][number];

const FIELDS = ['ordinal', 'name', 'description'] as const;

/**
 * The product group edit dialog (spec 3 §2/§5): ordinal, name and description per locale (core
 * ZProductGroupFields); valid only with a name in at least one locale; ordinals unique.
 */
export function ProductGroupDialog({ group, groups, onClose }: { group: ProductGroup | null; groups: readonly ProductGroup[]; onClose(): void }) {
  const { LL } = useI18n();
  const orgId = useAdminOrgId();
  const locales = useEditLocales();
  const utils = trpc.useUtils();
  const onError = useMutationError('configProductGroups');
  const others = useMemo(() => groups.filter((g) => g.id !== group?.id).map((g) => g.ordinal), [groups, group]);
  const schema = useMemo(
    () =>
      ZProductGroupFields.superRefine((values, ctx) => {
        const taken = ordinalTakenViolation(values.ordinal, others);
        if (taken) ctx.addIssue({ code: 'custom', path: ['ordinal'], message: taken.message });
      }),
    [others],
  );
  const form = useForm<TProductGroupFields>({
    resolver: zodResolver(schema),
    defaultValues: { ordinal: group?.ordinal ?? nextOrdinal(others), name: group?.name ?? {}, description: group?.description ?? {} },
  });
  const create = trpc.config.products.createGroup.useMutation();
  const update = trpc.config.products.updateGroup.useMutation();
  const submit = useFormSubmit(
    form,
    async (values) => {
      const description = cleanLocalized(values.description);
      const body = { orgId, name: cleanLocalized(values.name), description: hasAnyLocale(description) ? description : null, ordinal: values.ordinal };
      if (group) await update.mutateAsync({ ...body, id: group.id });
      else await create.mutateAsync(body);
      void utils.config.products.groups.invalidate();
      void utils.config.products.list.invalidate();
      onClose();
    },
    { fields: FIELDS, onFailure: onError },
  );
  return (
    <FormDialog
      testId="product-group"
      title={group ? LL.config.products.groups.edit() : LL.config.products.groups.new()}
      {...submit}
      onClose={onClose}
      maxWidth="sm"
    >
      <FormTextField control={form.control} name="ordinal" integer label={LL.config.common.ordinal()} required sx={{ width: 160 }} testId="product-group-ordinal" />
      <FormLocalizedFields control={form.control} name="name" locales={locales} label={(language) => LL.config.products.groups.name({ language })} required autoFocus testId="product-group-name" />
      <FormLocalizedFields
        control={form.control}
        name="description"
        locales={locales}
        label={(language) => LL.config.products.groups.description({ language })}
        multiline
        testId="product-group-description"
      />
    </FormDialog>
  );
}
