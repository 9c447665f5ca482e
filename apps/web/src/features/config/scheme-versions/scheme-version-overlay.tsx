import { cleanLocalized, localize } from '@eqa/core';
import { Alert, Stack } from '@mui/material';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '../../../app/i18n';
import { isNotFoundError } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { DeleteAction, useDeleteHandlers } from '../common/delete-action';
import { DetailOverlay } from '../common/detail-overlay';
import { EditableLocalizedTitle } from '../common/editable-title';
import { useMutationError } from '../common/mutations';
import { useAdminOrgId } from '../common/org';
import { configPaths } from '../config-paths';
import { SchemeVersionParameters } from './scheme-version-parameters';
import { SchemeVersionSettings, type SchemeVersion } from './scheme-version-settings';
import { SchemeVersionSurveys } from './scheme-version-surveys';

/**
 * Scheme version detail (spec 3 §2): editable name, settings, surveys by round year, parameters by
 * group, delete; the in-use banner when a survey runs it (delete disabled). After deletion the list
 * with notifications.deleted.
 */
export function SchemeVersionOverlay({ schemeVersionId }: { schemeVersionId: number }) {
  const { LL, locale } = useI18n();
  const orgId = useAdminOrgId();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const onError = useMutationError('configSchemeVersions');
  const version = trpc.config.schemeVersions.get.useQuery({ orgId, id: schemeVersionId }, { meta: { errorAction: 'configSchemeVersions', notFoundPage: true } });
  const close = () => navigate(configPaths.schemeVersions);
  const saved = (next: SchemeVersion) => {
    utils.config.schemeVersions.get.setData({ orgId, id: schemeVersionId }, next);
    void utils.config.schemeVersions.list.invalidate();
  };
  // the title and the settings panel show their own failures (a 422 at their fields)
  const update = trpc.config.schemeVersions.update.useMutation({ onSuccess: saved });
  const remove = trpc.config.schemeVersions.delete.useMutation(useDeleteHandlers(() => void utils.config.schemeVersions.list.invalidate(), close, onError));
  const data = version.data;
  useEffect(() => {
    if (data) document.title = `${localize(data.name, locale)} – ${LL.appName()}`;
  }, [data, locale, LL]);

  return (
    <DetailOverlay
      testId="scheme-version-overlay"
      onClose={close}
      loading={version.isFetching || update.isPending}
      notFound={isNotFoundError(version.error)}
      title={
        data ? (
          <EditableLocalizedTitle
            value={data.name}
            subtitle={{ en: data.scheme.shortName }}
            label={(language) => LL.config.schemeVersions.name({ language })}
            onSave={(name) => update.mutateAsync({ orgId, id: schemeVersionId, name: cleanLocalized(name) })}
            onFailure={(error) => onError(error)}
            testId="scheme-version-title"
          />
        ) : null
      }
      actions={
        data && (
          <DeleteAction
            label={LL.config.schemeVersions.deleteSchemeVersion()}
            disabledReason={!data.deletable ? LL.config.schemeVersions.inUse() : null}
            name={localize(data.name, locale)}
            onDelete={() => remove.mutate({ orgId, id: schemeVersionId })}
            testId="scheme-version-delete"
          />
        )
      }
    >
      {data && (
        <Stack spacing={3}>
          {!data.deletable && (
            <Alert severity="warning" data-testid="scheme-version-in-use">
              {LL.config.schemeVersions.inUse()}
            </Alert>
          )}
          <SchemeVersionSettings key={data.id} version={data} save={(patch) => update.mutateAsync({ orgId, id: schemeVersionId, ...patch })} onFailure={onError} />
          <SchemeVersionParameters version={data} onSaved={saved} />
          <SchemeVersionSurveys schemeVersionId={schemeVersionId} />
        </Stack>
      )}
    </DetailOverlay>
  );
}
