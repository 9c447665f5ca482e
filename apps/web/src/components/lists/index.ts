export { DataList, queryRows, type DataListProps, type ServerListState } from './data-list';
export { ListCards } from './list-cards';
export { actionsColumn, columnContent, columnValue, toGridColumns, type ListCellEditorProps, type ListColumn, type ListValue } from './list-columns';
export { gridLocaleText } from './grid-locale';
export { useListUrlState, type ListUrlState } from './use-list-url-state';
export { RowTable, type RowTableProps } from './row-table';
export { ListSearchField, SearchField, type ListSearchFieldProps, type SearchFieldProps } from './list-search-field';
export { RowAction, type RowActionProps } from './row-action';
