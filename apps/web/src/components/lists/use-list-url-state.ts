import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useSearchParams } from 'wouter';

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
}

/**
 * A server-paged list's state in the URL (issue 32): `page` (1-based, left out on the first),
 * `sort` (`field` or `-field`) and the list's own filters, replaced in place (no history entry per
 * page), so a reload, a shared link or the back button from a row's page shows the same list.
 */
export function useListUrlState(pageSize: number): ListUrlState {
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number(params.get('page') ?? '1') - 1 || 0);
  const sort = params.get('sort') ?? '';
  const sortModel: GridSortModel = sort ? [{ field: sort.replace(/^-/, ''), sort: sort.startsWith('-') ? 'desc' : 'asc' }] : [];
  const update = (patch: Record<string, string | null>) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (!('page' in patch)) next.delete('page');
        for (const [key, value] of Object.entries(patch)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  };
  return {
    params,
    update,
    paginationModel: { page, pageSize },
    onPaginationModelChange: (model) => update({ page: model.page > 0 ? String(model.page + 1) : null, ...(sort ? { sort } : {}) }),
    sortModel,
    onSortModelChange: (model) => {
      const first = model[0];
      update({ sort: first?.sort ? `${first.sort === 'desc' ? '-' : ''}${first.field}` : null });
    },
    offset: page * pageSize,
    limit: pageSize,
  };
}
