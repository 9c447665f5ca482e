import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../app/i18n';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'slotProps'> & {
  /** The toggle's names (default: the reader's language's "Show password" / "Hide password"). */
  showLabel?: string;
  hideLabel?: string;
  htmlInputProps?: Record<string, string>;
};

/** A password input with a show/hide toggle, named in the reader's language. */
export function PasswordField({ showLabel, hideLabel, htmlInputProps, ...props }: PasswordFieldProps) {
  const { LL } = useI18n();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        htmlInput: htmlInputProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? (hideLabel ?? LL.passwordVisibility.hide()) : (showLabel ?? LL.passwordVisibility.show())}
                onClick={() => setVisible((v) => !v)}
                onMouseDown={(event) => event.preventDefault()}
                edge="end"
                size="small"
                tabIndex={-1}
              >
                {visible ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
