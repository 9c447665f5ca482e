import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { Button, IconButton, Tooltip, useMediaQuery, useTheme } from '@mui/material';

interface DeleteButtonProps {
  label: string;
  /** Why it is disabled (spec 3 §5: not deletable), shown as the tooltip. */
  disabledReason: string | null;
  onClick(): void;
  testId: string;
}

/** The delete action of a detail screen: a labelled button, an icon on narrow screens; disabled when not deletable. */
export function DeleteButton({ label, disabledReason, onClick, testId }: DeleteButtonProps) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const disabled = disabledReason !== null;
  return (
    <Tooltip title={disabledReason ?? (narrow ? label : '')}>
      <span>
        {narrow ? (
          <IconButton color="error" disabled={disabled} onClick={onClick} aria-label={label} data-testid={testId}>
            <DeleteOutlinedIcon />
          </IconButton>
        ) : (
          <Button color="error" variant="outlined" startIcon={<DeleteOutlinedIcon />} disabled={disabled} onClick={onClick} sx={{ whiteSpace: 'nowrap' }} data-testid={testId}>
            {label}
          </Button>
        )}
      </span>
    </Tooltip>
  );
}
