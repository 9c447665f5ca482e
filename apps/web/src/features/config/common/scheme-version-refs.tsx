import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import { localize, type Localized } from '@eqa/core';
import { Chip, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useLocation } from 'wouter';
import { useI18n } from '../../../app/i18n';
import { configPaths } from '../config-paths';

export interface SchemeVersionRef {
  id: number;
  name: Localized;
  current: boolean;
  hidden: boolean;
  scheme: { id: number; shortName: string };
}

/** Scheme versions that use something (a parameter, a dimension); each opens the scheme version. */
export function SchemeVersionRefs({ items, empty, testId }: { items: readonly SchemeVersionRef[] | undefined; empty: string; testId: string }) {
  const { LL, locale } = useI18n();
  const [, navigate] = useLocation();
  if (items && items.length === 0) {
    return (
      <Typography color="text.secondary" data-testid={`${testId}-empty`}>
        {empty}
      </Typography>
    );
  }
  return (
    <List dense data-testid={testId}>
      {(items ?? []).map((version) => (
        <ListItem key={version.id} disablePadding>
          <ListItemButton onClick={() => navigate(configPaths.schemeVersion(version.id))} data-testid={`${testId}-${version.id}`}>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <AccountTreeOutlinedIcon color="action" />
            </ListItemIcon>
            <ListItemText primary={localize(version.name, locale)} secondary={version.scheme.shortName} />
            {version.current && <Chip size="small" color="success" variant="outlined" label={LL.config.common.current()} />}
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
