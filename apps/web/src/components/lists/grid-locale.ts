import type { GridLocaleText } from '@mui/x-data-grid';
import { enUS, huHU } from '@mui/x-data-grid/locales';

/** The grid's own texts (toolbar, column menu, filters, paging) in the interface's language. */
export function gridLocaleText(locale: string): Partial<GridLocaleText> {
  return (locale === 'hu' ? huHU : enUS).components.MuiDataGrid.defaultProps.localeText;
}
