import { useState, type ReactNode } from 'react';
import { useI18n } from '../../../app/i18n';
import { useNotify } from '../../../app/notifications';
import { ConfirmDialog } from './confirm-dialog';
import { DeleteButton } from './delete-button';

interface ConfirmDeleteDialogProps {
  open: boolean;
  /** What is deleted, as the question names it. */
  name: string;
  busy?: boolean;
  onClose(): void;
  onDelete(): void;
  testId: string;
}

/** The question before a deletion (spec 3 §5: deletions always ask): "Delete {name}?", Cancel or Delete. */
export function ConfirmDeleteDialog({ open, name, busy, onClose, onDelete, testId }: ConfirmDeleteDialogProps) {
  const { LL } = useI18n();
  return (
    <ConfirmDialog
      open={open}
      title={LL.config.common.confirmDeleteTitle()}
      busy={busy}
      onClose={onClose}
      onConfirm={() => {
        onClose();
        onDelete();
      }}
      testId={testId}
    >
      {LL.config.common.confirmDelete({ name })}
    </ConfirmDialog>
  );
}

interface DeleteActionProps {
  label: string;
  /** Why it is disabled (not deletable), shown as the tooltip; null when it can be deleted. */
  disabledReason: string | null;
  name: string;
  busy?: boolean;
  onDelete(): void;
  /** The button's test id; the question's is `{testId}-confirm`. */
  testId: string;
}

/** The delete action of a detail screen: its DeleteButton, then the question, then `onDelete`. */
export function DeleteAction({ label, disabledReason, name, busy, onDelete, testId }: DeleteActionProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <DeleteButton label={label} disabledReason={disabledReason} onClick={() => setAsking(true)} testId={testId} />
      <ConfirmDeleteDialog open={asking} name={name} busy={busy} onClose={() => setAsking(false)} onDelete={onDelete} testId={`${testId}-confirm`} />
    </>
  );
}

/**
 * The handlers of a delete mutation of a detail screen: on success the lists are refreshed,
 * 'deleted' is notified and the screen closes; a failure goes to `onError` (the shared error dialog).
 */
export function useDeleteHandlers(refresh: () => void, close: () => void, onError: (error: unknown) => void): { onSuccess(): void; onError(error: unknown): void } {
  const { LL } = useI18n();
  const notify = useNotify();
  return {
    onSuccess: () => {
      refresh();
      notify(LL.notifications.deleted());
      close();
    },
    onError: (error) => onError(error),
  };
}

interface ConfirmRemoveDialogProps<T> {
  /** What is to be removed; the question is open while there is one. */
  item: T | null;
  title: string;
  onClose(): void;
  onRemove(item: T): void;
  testId: string;
  /** The question's text about the item. */
  children(item: T): ReactNode;
}

/** The question before a part is removed from what is edited (a value, a component, an accreditation, a satellite): Cancel or Remove. */
export function ConfirmRemoveDialog<T>({ item, title, onClose, onRemove, testId, children }: ConfirmRemoveDialogProps<T>) {
  const { LL } = useI18n();
  return (
    <ConfirmDialog
      open={item !== null}
      title={title}
      confirmLabel={LL.config.common.remove()}
      onClose={onClose}
      onConfirm={() => {
        if (item !== null) onRemove(item);
        onClose();
      }}
      testId={testId}
    >
      {item !== null ? children(item) : ''}
    </ConfirmDialog>
  );
}
