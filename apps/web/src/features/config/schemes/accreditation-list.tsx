import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { accreditationDisplayDate } from '@eqa/core';
import { formatDate } from '@eqa/i18n';
import { Stack } from '@mui/material';
import { useI18n } from '../../../app/i18n';
import { actionsColumn, DataList, RowAction, type ListColumn } from '../../../components/lists';
import { parameterLabel } from '../parameters/parameter-label';
import type { Accreditation } from './accreditation-dialog';

interface AccreditationListProps {
  rows: readonly Accreditation[];
  loading: boolean;
  onAdd(): void;
  onEdit(item: Accreditation): void;
  onRemove(item: Accreditation): void;
}

/**
 * The accredited parameters of a scheme (spec 3 §2) on the list kit: parameter, accredited from,
 * until (a placeholder end year shows as none: core accreditationDisplayDate), edit and remove; the
 * dates sort as dates; a card per accreditation on a phone.
 */
export function AccreditationList({ rows, loading, onAdd, onEdit, onRemove }: AccreditationListProps) {
  const { LL, locale } = useI18n();
  const A = LL.config.schemes.accreditations;
  const day = (value: string | null) => (value ? formatDate(`${value}T00:00:00Z`, locale, { timeZone: 'UTC' }) : '');
  const columns: Array<ListColumn<Accreditation>> = [
    { field: 'parameter', header: A.parameter(), flex: 1, minWidth: 200, card: 'title', value: (item) => parameterLabel(item.parameter, locale) },
    { field: 'accreditedStartsAt', header: A.startsAt(), width: 140, value: (item) => item.accreditedStartsAt, render: (item) => day(item.accreditedStartsAt) },
    {
      field: 'accreditedEndsAt',
      header: A.endsAt(),
      width: 140,
      value: (item) => accreditationDisplayDate(item.accreditedEndsAt),
      render: (item) => day(accreditationDisplayDate(item.accreditedEndsAt)),
    },
    actionsColumn(A.actions(), (item) => (
      <Stack direction="row">
        <RowAction label={LL.config.common.edit()} icon={<EditOutlinedIcon fontSize="small" />} onClick={() => onEdit(item)} testId={`accreditation-edit-${item.id}`} />
        <RowAction label={LL.config.common.remove()} icon={<DeleteOutlinedIcon fontSize="small" />} onClick={() => onRemove(item)} testId={`accreditation-remove-${item.id}`} />
      </Stack>
    )),
  ];
  return (
    <DataList
      rows={rows}
      loading={loading}
      columns={columns}
      label={A.title()}
      testId="scheme-accreditations-grid"
      rowAttributes={(item) => ({ 'data-testid': `accreditation-${item.id}` })}
      emptyState={{ message: A.empty(), action: { label: A.add(), onClick: onAdd }, testId: 'scheme-accreditations-empty' }}
    />
  );
}
