// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { en, renderScreen } from '../../../testing/render';
import type { Accreditation } from './accreditation-dialog';
import { AccreditationList } from './accreditation-list';

const GLUCOSE: Accreditation = { id: 4, schemeId: 2, paramId: 11, parameter: { id: 11, name: { en: 'Glucose' }, qualifier: null }, accreditedStartsAt: '2020-01-01', accreditedEndsAt: '2026-12-31' };
const SODIUM: Accreditation = { id: 5, schemeId: 2, paramId: 12, parameter: { id: 12, name: { en: 'Sodium' }, qualifier: null }, accreditedStartsAt: '2021-03-01', accreditedEndsAt: '1899-12-31' };

function open(rows: readonly Accreditation[]) {
  const handlers = { onAdd: vi.fn(), onEdit: vi.fn(), onRemove: vi.fn() };
  const rendered = renderScreen(<AccreditationList rows={rows} loading={false} {...handlers} />);
  return { ...rendered, ...handlers };
}

describe('the scheme’s accreditations on the list kit', () => {
  it('lists each accreditation with its dates, an end before 1900 as none, and edits or removes it', async () => {
    const { user, onEdit, onRemove } = open([GLUCOSE, SODIUM]);
    const glucose = await screen.findByTestId('accreditation-4');
    expect(within(glucose).getByText('Glucose')).toBeVisible();
    expect(glucose).toHaveTextContent('01/01/2020');
    expect(glucose).toHaveTextContent('31/12/2026');
    expect(screen.getByTestId('accreditation-5')).not.toHaveTextContent('1899');

    await user.click(screen.getByTestId('accreditation-edit-4'));
    expect(onEdit).toHaveBeenCalledWith(GLUCOSE);
    await user.click(screen.getByTestId('accreditation-remove-5'));
    expect(onRemove).toHaveBeenCalledWith(SODIUM);
  });

  it('says the scheme has none and offers to add one', async () => {
    const { user, onAdd } = open([]);
    expect(await screen.findByTestId('scheme-accreditations-empty')).toHaveTextContent(en.config.schemes.accreditations.empty());
    await user.click(screen.getByTestId('scheme-accreditations-empty-action'));
    expect(onAdd).toHaveBeenCalled();
  });
});
