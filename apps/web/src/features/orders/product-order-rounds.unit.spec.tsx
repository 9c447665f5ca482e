// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { en, renderScreen } from '../../testing/render';
import { ProductOrderRounds, type ProductOrderRoundRow } from './product-order-rounds';

const round = (id: number, name: string, editable: boolean): ProductOrderRoundRow['round'] => ({
  id,
  name,
  ordinal: id,
  startsAt: '2026-03-01T00:00:00.000Z',
  deadline: '2026-02-15T22:59:00.000Z',
  productRoundDeadline: null,
  editable,
  editDeadline: '2026-02-15T22:59:00.000Z',
});

const row = (id: number, name: string, patch: Partial<ProductOrderRoundRow> = {}): ProductOrderRoundRow => ({
  round: round(id, name, true),
  sampleSets: '1',
  extra: '0',
  closed: false,
  extraDisabled: false,
  sampleError: null,
  extraError: null,
  onPaper: false,
  price: '€100.00',
  sum: '€100.00',
  ...patch,
});

const ROWS = [row(1, '2026/1'), row(2, '2026/2', { sampleSets: '0', extraDisabled: true, sum: '—' }), row(3, '2026/3', { round: round(3, '2026/3', false), closed: true })];

function Rounds({ layout, onChange }: { layout: 'table' | 'cards'; onChange(roundId: number, field: 'sampleSets' | 'extra', value: string): void }) {
  const [rows, setRows] = useState(ROWS);
  return (
    <ProductOrderRounds
      rows={rows}
      variantName={null}
      extraEvaluations
      paperProduct={false}
      total="€200.00"
      layout={layout}
      onChange={(roundId, field, value) => {
        onChange(roundId, field, value);
        setRows((all) => all.map((r) => (r.round.id === roundId ? { ...r, [field === 'sampleSets' ? 'sampleSets' : 'extra']: value } : r)));
      }}
    />
  );
}

describe('the rounds of the product order dialog', () => {
  it('on a phone: one card per round, its quantities, deadline, price and sum each named, the total under them', async () => {
    const onChange = vi.fn();
    const { user } = renderScreen(<Rounds layout="cards" onChange={onChange} />);
    const list = await screen.findByRole('list', { name: en.orders.dialog.rounds() });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('data-testid'))).toEqual(['product-order-round-1', 'product-order-round-2', 'product-order-round-3']);
    const first = cards[0]!;
    expect(within(first).getAllByRole('term').map((term) => term.textContent)).toEqual([
      en.orders.dialog.deadline(),
      en.orders.dialog.sampleSets(),
      en.orders.dialog.extraEvaluations(),
      en.orders.dialog.price(),
      en.orders.dialog.sum(),
    ]);
    expect(within(first).getByText(/23:59 CET/)).toBeInTheDocument();
    const sampleSets = within(first).getByRole('textbox', { name: en.orders.dialog.sampleSetsOf({ round: '2026/1' }) });
    await user.clear(sampleSets);
    await user.type(sampleSets, '3');
    expect(onChange).toHaveBeenLastCalledWith(1, 'sampleSets', '3');
    expect(within(cards[1]!).getByRole('textbox', { name: en.orders.dialog.extraEvaluationsOf({ round: '2026/2' }) })).toBeDisabled();
    expect(within(cards[2]!).getByRole('textbox', { name: en.orders.dialog.sampleSetsOf({ round: '2026/3' }) })).toBeDisabled();
    expect(within(cards[2]!).getByText(`(${en.orders.dialog.closed()})`)).toBeInTheDocument();
    expect(screen.getByTestId('product-order-total')).toHaveTextContent('€200.00');
  });

  it('on a desktop: a table with a header per column and the total in its footer', async () => {
    renderScreen(<Rounds layout="table" onChange={vi.fn()} />);
    const table = await screen.findByRole('table', { name: en.orders.dialog.rounds() });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      en.orders.dialog.round(),
      en.orders.dialog.deadline(),
      en.orders.dialog.sampleSets(),
      en.orders.dialog.extraEvaluations(),
      en.orders.dialog.price(),
      en.orders.dialog.sum(),
    ]);
    expect(within(table).getByTestId('product-order-line-1')).toHaveTextContent('€100.00');
    expect(within(table).getByTestId('product-order-total')).toHaveTextContent('€200.00');
  });
});
