import { Typography } from '@mui/material';
import type { GlobalError } from 'react-hook-form';
import { useI18n } from '../../app/i18n';
import { fieldErrorText } from './field-error';

/**
 * A server's refusal that names no field of the form (applyServerError's `root` option: the error
 * `root.server`), in words under the fields: "The server refused the change: …". Nothing when none.
 */
export function FormRootError({ error, testId }: { error: GlobalError | undefined; testId?: string }) {
  const { LL } = useI18n();
  const text = fieldErrorText(LL, error);
  if (text === null) return null;
  return (
    <Typography color="error" variant="body2" role="alert" data-testid={testId}>
      {LL.config.common.serverRefused({ message: text })}
    </Typography>
  );
}
