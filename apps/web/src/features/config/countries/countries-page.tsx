import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { countryDisplayName, currencyDisplayName, ISO_COUNTRY_CODES, ISO_CURRENCIES, sortByCountryName, type TServedCountry } from '@eqa/core';
import { Alert, Autocomplete, Button, LinearProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useI18n } from '../../../app/i18n';
import { actionsColumn, DataList, RowAction, type ListColumn } from '../../../components/lists';
import { useNotify } from '../../../app/notifications';
import { classifyError } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMutationError } from '../common/mutations';
import { useAdminOrgId } from '../common/org';
import { violationText } from '../common/violation-text';

/** Currencies a country can be billed in: ISO 4217 with at most two decimals (amounts are hundredths). */
const BILLABLE_CURRENCIES = ISO_CURRENCIES.filter((c) => c.decimals <= 2).map((c) => c.id);

/**
 * /config/countries: the countries whose labs may register, each with its billing currency; a
 * country is added from the whole ISO 3166 list (names in the interface language), the list saved
 * as a whole (PUT /orgs/{orgId}/countries; docs/decisions/countries.md).
 */
export function CountriesPage() {
  const { LL, locale } = useI18n();
  const T = LL.config.countries;
  const orgId = useAdminOrgId();
  useDocumentTitle(`${T.title()} – ${LL.appName()}`);
  const served = trpc.countries.list.useQuery({ orgId }, { meta: { errorAction: 'config' } });
  const utils = trpc.useUtils();
  const notify = useNotify();
  const onError = useMutationError('config');
  const save = trpc.countries.put.useMutation();
  const [rows, setRows] = useState<TServedCountry[] | null>(null);
  const [adding, setAdding] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  /** The empty list's action: the country search, where a country is added. */
  const addInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (served.data) setRows(served.data.countries.map(({ countryId, currencyId }) => ({ countryId, currencyId })));
  }, [served.data]);

  const labs = new Map((served.data?.countries ?? []).map((c) => [c.countryId, c.labs]));
  const name = (id: string) => countryDisplayName(id, locale);
  const sorted = useMemo(() => (rows ? sortByCountryName(rows, (row) => countryDisplayName(row.countryId, locale), locale) : []), [rows, locale]);
  const addable = useMemo(() => {
    const taken = new Set((rows ?? []).map((row) => row.countryId));
    return sortByCountryName(
      ISO_COUNTRY_CODES.filter((id) => !taken.has(id)),
      (id) => countryDisplayName(id, locale),
      locale,
    );
  }, [rows, locale]);

  const columns: Array<ListColumn<TServedCountry>> = [
    { field: 'countryId', header: T.country(), flex: 1, minWidth: 200, card: 'title', value: (row) => `${name(row.countryId)} (${row.countryId})` },
    {
      field: 'currencyId',
      header: T.currency(),
      flex: 1,
      minWidth: 220,
      // the code sorts, filters and goes into the CSV; the cell shows the currency's name too
      render: (row) => `${row.currencyId} – ${currencyDisplayName(row.currencyId, locale)}`,
      // edited in place: a native select (the browser's own keyboard use), the row's currency kept on Enter
      editor: ({ row, value, onChange, inCell }) => (
        <TextField
          select
          size="small"
          fullWidth={inCell}
          value={String(value ?? row.currencyId)}
          onChange={(event) => onChange(event.target.value)}
          autoFocus={inCell}
          slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `${T.currency()}: ${name(row.countryId)}`, 'data-testid': `country-${row.countryId}-currency` } }}
        >
          {BILLABLE_CURRENCIES.map((id) => (
            <option key={id} value={id}>
              {id} – {currencyDisplayName(id, locale)}
            </option>
          ))}
        </TextField>
      ),
    },
    { field: 'labs', header: T.labs(), type: 'number', align: 'right', width: 110, value: (row) => labs.get(row.countryId) ?? 0 },
    actionsColumn(
      LL.list.actions(),
      (row) => (
        <RowAction
          label={T.remove({ name: name(row.countryId) })}
          icon={<DeleteOutlineIcon />}
          disabled={(labs.get(row.countryId) ?? 0) > 0}
          onClick={() => setRows((current) => current && current.filter((r) => r.countryId !== row.countryId))}
          testId={`country-${row.countryId}-remove`}
        />
      ),
      90,
    ),
  ];

  const submit = async () => {
    if (!rows) return;
    setRefusal(null);
    try {
      const answer = await save.mutateAsync({ orgId, countries: rows });
      utils.countries.list.setData({ orgId }, answer);
      await utils.orgs.get.invalidate({ orgId });
      notify(T.saved());
    } catch (error) {
      const failure = classifyError(error);
      if (failure.kind === 'constraintViolation') setRefusal(violationText(LL, { param: failure.param ?? '', message: failure.type ?? '', ...(failure.params ? { params: failure.params } : {}) }));
      else onError(error);
    }
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }} data-testid="countries-page">
      <Typography variant="h4" component="h1">
        {T.title()}
      </Typography>
      <Typography color="text.secondary">{T.intro()}</Typography>
      {!rows ? (
        <LinearProgress aria-label={LL.loading()} />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mb: 2, alignItems: { sm: 'center' } }}>
            <Autocomplete
              options={addable}
              value={adding}
              onChange={(_, value) => setAdding(value)}
              getOptionLabel={(id) => `${name(id)} (${id})`}
              sx={{ flex: 1, minWidth: 240 }}
              renderInput={(params) => (
                <TextField {...params} label={T.addLabel()} inputRef={addInput} slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'countries-add-input' } }} />
              )}
            />
            <Button
              startIcon={<AddIcon />}
              disabled={adding === null}
              onClick={() => {
                if (adding === null) return;
                setRows([...rows, { countryId: adding, currencyId: 'EUR' }]);
                setAdding(null);
              }}
              data-testid="countries-add"
            >
              {T.add()}
            </Button>
          </Stack>
          <DataList
            rows={sorted}
            columns={columns}
            getRowId={(row) => row.countryId}
            label={T.title()}
            testId="countries-grid"
            rowAttributes={(row) => ({ 'data-testid': `country-${row.countryId}` })}
            emptyState={{ message: T.none(), action: { label: T.add(), onClick: () => addInput.current?.focus() }, testId: 'countries-empty' }}
            onRowEdit={(row) => setRows((current) => current && current.map((r) => (r.countryId === row.countryId ? { countryId: r.countryId, currencyId: row.currencyId } : r)))}
          />
          {refusal && (
            <Alert severity="error" sx={{ mt: 2 }} data-testid="countries-refusal">
              {refusal}
            </Alert>
          )}
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
            <Button variant="contained" onClick={() => void submit()} disabled={save.isPending} data-testid="countries-save">
              {T.save()}
            </Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
