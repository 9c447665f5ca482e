import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Button, Dialog, DialogContent, DialogTitle, Stack, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '../../../app/i18n';
import { queryRows } from '../../../components/lists';
import { trpc } from '../../../lib/trpc';
import { DeleteAction, useDeleteHandlers, ConfirmRemoveDialog } from '../common/delete-action';
import { EditableTextTitle } from '../common/editable-title';
import { useMutationError } from '../common/mutations';
import { useAdminOrgId } from '../common/org';
import { Section } from '../common/section';
import { configPaths } from '../config-paths';
import { parameterLabel } from '../parameters/parameter-label';
import { AccreditationDialog, type Accreditation } from './accreditation-dialog';
import { AccreditationList } from './accreditation-list';
import { TooltipIconButton } from '../../../components/tooltip-icon-button';

/**
 * The scheme dialog (spec 3 §2): editable short name, the accredited-parameters list (parameter,
 * accredited from, until, edit/remove: AccreditationList), add accreditation, delete scheme (not while it has
 * versions). Closing returns to the scheme versions list.
 */
export function SchemeDialog({ schemeId }: { schemeId: number }) {
  const { LL, locale } = useI18n();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const orgId = useAdminOrgId();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const onError = useMutationError('configSchemes');
  const scheme = trpc.config.schemes.get.useQuery({ orgId, id: schemeId }, { meta: { errorAction: 'configSchemes' } });
  const accreditations = trpc.config.schemes.accreditations.useQuery({ orgId, schemeId }, { meta: { errorAction: 'configSchemes' } });
  const [editing, setEditing] = useState<Accreditation | 'new' | null>(null);
  const [removing, setRemoving] = useState<Accreditation | null>(null);
  const close = () => navigate(configPaths.schemeVersions);
  // the short name's failures are its form's (a 422 under the field)
  const update = trpc.config.schemes.update.useMutation({
    onSuccess: (next) => {
      utils.config.schemes.get.setData({ orgId, id: schemeId }, next);
      void utils.config.schemes.list.invalidate();
      void utils.config.schemeVersions.list.invalidate();
    },
  });
  const remove = trpc.config.schemes.delete.useMutation(
    useDeleteHandlers(
      () => {
        void utils.config.schemes.list.invalidate();
        void utils.config.schemeVersions.list.invalidate();
      },
      close,
      onError,
    ),
  );
  const removeAccreditation = trpc.config.schemes.deleteAccreditation.useMutation({
    onSuccess: () => void utils.config.schemes.accreditations.invalidate({ orgId, schemeId }),
    onError: (error) => onError(error),
  });
  const data = scheme.data;

  return (
    <Dialog open onClose={close} maxWidth="md" fullWidth fullScreen={fullScreen} data-testid="scheme-dialog">
      <DialogTitle component="div" sx={{ pr: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            {data && (
              <EditableTextTitle
                value={data.shortName}
                label={LL.config.schemes.shortName()}
                param="shortName"
                onSave={(shortName) => update.mutateAsync({ orgId, id: schemeId, shortName })}
                onFailure={(error) => onError(error)}
                testId="scheme-title"
              />
            )}
          </Box>
          {data && (
            <DeleteAction
              label={LL.config.schemes.deleteScheme()}
              disabledReason={!data.deletable ? LL.config.schemes.notDeletable() : null}
              name={data.shortName}
              onDelete={() => remove.mutate({ orgId, id: schemeId })}
              testId="scheme-delete"
            />
          )}
          <TooltipIconButton label={LL.actions.close()} onClick={close} data-testid="scheme-close" icon={<CloseIcon />} />
        </Stack>
      </DialogTitle>
      <DialogContent dividers sx={{ bgcolor: 'background.default' }}>
        <Stack spacing={2}>
          {data && !data.deletable && <Alert severity="info">{LL.config.schemes.notDeletable()}</Alert>}
          <Section
            title={LL.config.schemes.accreditations.title()}
            testId="scheme-accreditations"
            actions={
              <Button startIcon={<AddIcon />} onClick={() => setEditing('new')} data-testid="accreditation-add">
                {LL.config.schemes.accreditations.add()}
              </Button>
            }
          >
            <AccreditationList {...queryRows(accreditations)} onAdd={() => setEditing('new')} onEdit={setEditing} onRemove={setRemoving} />
          </Section>
        </Stack>
      </DialogContent>
      {editing && (
        <AccreditationDialog
          schemeId={schemeId}
          accreditation={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmRemoveDialog item={removing} title={LL.config.schemes.accreditations.removeTitle()} onClose={() => setRemoving(null)} onRemove={(item) => removeAccreditation.mutate({ orgId, schemeId, id: item.id })} testId="accreditation-remove-confirm">
        {(item) => parameterLabel(item.parameter, locale)}
      </ConfirmRemoveDialog>
    </Dialog>
  );
}
