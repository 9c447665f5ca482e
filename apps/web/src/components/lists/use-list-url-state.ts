import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useSearchParams } from 'wouter';
import type { ServerListState } from './data-list';

export interface ListUrlState {
  /** The URL's search parameters (the list's own filters read from here). */
  params: URLSearchParams;
  /** Sets (or, with null or '', removes) search parameters; the page goes back to the first unless given. */
  update(patch: Record<string, string | null>): void;
  paginationModel: GridPaginationModel;
  onPaginationModelChange(model: GridPaginationModel): void;
  sortModel: GridSortModel;
  onSortModelChange(model: GridSortModel): void;
  /** The server's offset and limit of the page shown. */
  offset: number;
  limit: number;
  /** The list's own search keys (`page` and `sort`, or with the list's prefix). */
  keys: { page: string; sort: string };
  /**
   * DataList's `server` for a list of `rowCount` rows: the page shown kept within the pages there
   * are (a filter that left fewer rows), sorted by the server unless `sorts` is false.
   */
  server(rowCount: number, sorts?: boolean): ServerListState;
}

/**
 * A server-paged list's state in the URL (issue 32): `page` (1-based, left out on the first),
 * `sort` (`field` or `-field`) and the list's own filters, replaced in place (no history entry per
 * page), so a reload, a shared link or the back button from a row's page shows the same list.
 * Two lists on one screen each take a `prefix` (`pre.page`, `pre.sort`); their filters stay shared.
 */
export function useListUrlState(pageSize: number, prefix = ''): ListUrlState {
  const [params, setParams] = useSearchParams();
  const keys = { page: prefix ? `${prefix}.page` : 'page', sort: prefix ? `${prefix}.sort` : 'sort' };
  const page = Math.max(0, Number(params.get(keys.page) ?? '1') - 1 || 0);
  const sort = params.get(keys.sort) ?? '';
  const sortModel: GridSortModel = sort ? [{ field: sort.replace(/^-/, ''), sort: sort.startsWith('-') ? 'desc' : 'asc' }] : [];
  const update = (patch: Record<string, string | null>) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (!(keys.page in patch)) next.delete(keys.page);
        for (const [key, value] of Object.entries(patch)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  };
  const paginationModel: GridPaginationModel = { page, pageSize };
  const onPaginationModelChange = (model: GridPaginationModel) => update({ [keys.page]: model.page > 0 ? String(model.page + 1) : null });
  const onSortModelChange = (model: GridSortModel) => {
    const first = model[0];
    update({ [keys.sort]: first?.sort ? `${first.sort === 'desc' ? '-' : ''}${first.field}` : null });
  };
  return {
    params,
    update,
    paginationModel,
    onPaginationModelChange,
    sortModel,
    onSortModelChange,
    offset: page * pageSize,
    limit: pageSize,
    keys,
    server: (rowCount, sorts = true) => ({
      rowCount,
      paginationModel: { page: rowCount === 0 ? 0 : Math.min(page, Math.max(0, Math.ceil(rowCount / pageSize) - 1)), pageSize },
      onPaginationModelChange,
      ...(sorts ? { sortModel, onSortModelChange } : {}),
    }),
  };
}
