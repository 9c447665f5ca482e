// @vitest-environment happy-dom
import { AppError } from '@eqa/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PLATFORM_CONFIG } from '../../platform/platform-config';
import { en, enterText, orgAdminProfile, renderScreen } from '../../../testing/render';
import { serverFailure, type StubTable } from '../../../testing/trpc-stub';
import { CompositeComponentDialog } from './composite-component-dialog';
import type { Dimension } from './dimension';
import { NominalValueDialog } from './nominal-value-dialog';

const ORG_ID = 10;

const SUMMARY = { ordinal: 1, mediaType: null, multipleValues: false, negativeAllowed: false, unit: null, deletable: true, valuesRemovable: true, valueCount: 0, parameterCount: 0 };

/** A nominal dimension with two values (ordinals 1 and 2). */
const METHOD: Dimension = {
  ...SUMMARY,
  id: 'method',
  name: { en: 'Method' },
  valueType: 'nominal',
  units: [],
  values: [
    { id: 1, value: { en: 'Photometric' }, ordinal: 1, deprecated: false, deletable: true },
    { id: 2, value: { en: 'Enzymatic' }, ordinal: 2, deprecated: false, deletable: true },
  ],
  components: [],
  params: [],
};

/** A composite dimension with one component (systolic, ordinal 1). */
const PRESSURE: Dimension = {
  ...METHOD,
  id: 'pressure',
  name: { en: 'Blood pressure' },
  valueType: 'composite',
  values: [],
  components: [{ id: 5, componentDimensionId: 'systolic', component: { id: 'systolic', name: { en: 'Systolic' }, valueType: 'numeric' }, ordinal: 1 }],
};

const DIMENSIONS = [
  { ...SUMMARY, id: 'systolic', name: { en: 'Systolic' }, valueType: 'numeric' as const },
  { ...SUMMARY, id: 'diastolic', name: { en: 'Diastolic' }, valueType: 'numeric' as const },
  { ...SUMMARY, id: 'pressure', name: { en: 'Blood pressure' }, valueType: 'composite' as const },
  { ...SUMMARY, id: 'other_composite', name: { en: 'Other composite' }, valueType: 'composite' as const },
];

function open(dialog: 'nominal' | 'composite', api: StubTable) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const ui =
    dialog === 'nominal' ? (
      <NominalValueDialog dimension={METHOD} draft={{ id: null, value: {}, ordinal: 3, deprecated: false }} onClose={onClose} onSaved={onSaved} />
    ) : (
      <CompositeComponentDialog dimension={PRESSURE} draft={{ id: null, componentDimensionId: null, ordinal: 2 }} onClose={onClose} onSaved={onSaved} />
    );
  const rendered = renderScreen(ui, {
    profile: orgAdminProfile(),
    api: {
      'orgs.get': () => ({ id: ORG_ID, name: 'Quality Control Org', shortName: 'QCO', locales: DEFAULT_PLATFORM_CONFIG.locales, countries: [], orderingDisabled: false }),
      'config.dimensions.list': () => ({ items: DIMENSIONS, total: DIMENSIONS.length }),
      ...api,
    },
  });
  return { ...rendered, onClose, onSaved };
}

const valueEn = () => screen.getByTestId('dimension-value-text-en');
const valueHu = () => screen.getByTestId('dimension-value-text-hu');
const ordinal = (prefix: 'dimension-value' | 'dimension-component') => screen.getByTestId(`${prefix}-ordinal`);

describe('the nominal value dialog (forms kit, core ZNominalValueFields)', () => {
  it('shows the rules’ messages under the fields and sends nothing while they stand', async () => {
    const { user, inputsOf } = open('nominal', {});
    await screen.findByTestId('dimension-value-dialog');
    await user.clear(ordinal('dimension-value'));
    await user.click(screen.getByTestId('dimension-value-save'));
    // the resolver checks asynchronously: each message is waited for
    await waitFor(() => expect(valueEn()).toHaveAccessibleDescription(en.requiredField()));
    await waitFor(() => expect(ordinal('dimension-value')).toHaveAccessibleDescription(en.config.common.invalidInteger()));

    // an ordinal another value has (core ordinalTakenViolation)
    await enterText(user, ordinal('dimension-value'), '2');
    await waitFor(() => expect(ordinal('dimension-value')).toHaveAccessibleDescription(en.config.common.duplicateOrdinal()));
    expect(inputsOf('config.dimensions.createValue')).toEqual([]);
  });

  it('saves the value in every locale typed, with the ordinal and the flag', async () => {
    const { user, inputsOf, onSaved, onClose } = open('nominal', { 'config.dimensions.createValue': () => METHOD });
    await screen.findByTestId('dimension-value-dialog');
    await enterText(user, valueEn(), 'Kinetic');
    await enterText(user, valueHu(), 'Kinetikus');
    await user.click(screen.getByTestId('dimension-value-deprecated'));
    await user.click(screen.getByTestId('dimension-value-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalledWith(METHOD);
    expect(inputsOf('config.dimensions.createValue')).toEqual([{ id: 'method', type: 'nominal', value: { en: 'Kinetic', hu: 'Kinetikus' }, ordinal: 3, deprecated: true }]);
  });

  it('puts the server’s refusal of the ordinal under it and keeps what was typed', async () => {
    const { user, onClose } = open('nominal', {
      'config.dimensions.createValue': () => {
        throw serverFailure(AppError.constraint('ordinal', 'The ordinal is taken', 'duplicateOrdinal'));
      },
    });
    await screen.findByTestId('dimension-value-dialog');
    await enterText(user, valueEn(), 'Kinetic');
    await user.click(screen.getByTestId('dimension-value-save'));
    await waitFor(() => expect(ordinal('dimension-value')).toHaveAccessibleDescription(en.config.common.duplicateOrdinal()));
    expect(valueEn()).toHaveValue('Kinetic');
    expect(ordinal('dimension-value')).toHaveValue('3');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByTestId('error-dialog')).toBeNull();
  });

  it('shows a refusal naming no field of the dialog under the fields', async () => {
    const { user, onClose } = open('nominal', {
      'config.dimensions.createValue': () => {
        throw serverFailure(AppError.constraint('type', 'Not a nominal dimension', 'requiredField'));
      },
    });
    await screen.findByTestId('dimension-value-dialog');
    await enterText(user, valueEn(), 'Kinetic');
    await user.click(screen.getByTestId('dimension-value-save'));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.config.common.serverRefused({ message: en.requiredField() }));
    expect(valueEn()).toHaveValue('Kinetic');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks before a typed value is lost', async () => {
    const { user, onClose } = open('nominal', {});
    await screen.findByTestId('dimension-value-dialog');
    await enterText(user, valueEn(), 'Kinetic');
    await user.click(screen.getByTestId('dimension-value-cancel'));
    await user.click(await screen.findByTestId('dimension-value-discard-cancel'));
    expect(valueEn()).toHaveValue('Kinetic');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('the composite component dialog (forms kit, core ZCompositeComponentFields)', () => {
  it('offers only other, non-composite dimensions not present yet, and asks for one', async () => {
    const { user, inputsOf } = open('composite', {});
    await screen.findByTestId('dimension-component-dialog');
    await user.click(screen.getByTestId('dimension-component-save'));
    expect(await screen.findByText(en.requiredField())).toBeVisible();

    await user.click(screen.getByTestId('dimension-component-select'));
    const list = await screen.findByRole('listbox');
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['Diastolic (diastolic)']);
    expect(inputsOf('config.dimensions.createValue')).toEqual([]);
  });

  it('puts the server’s refusal of the component under it and keeps the choice', async () => {
    const { user, inputsOf, onClose } = open('composite', {
      'config.dimensions.createValue': () => {
        throw serverFailure(AppError.constraint('componentDimensionId', 'Already a component', 'config.dimensions.components.present'));
      },
    });
    await screen.findByTestId('dimension-component-dialog');
    await user.click(screen.getByTestId('dimension-component-select'));
    await user.click(await screen.findByTestId('dimension-component-option-diastolic'));
    await user.click(screen.getByTestId('dimension-component-save'));
    expect(await screen.findByText(en.config.dimensions.components.present())).toBeVisible();
    expect(screen.getByTestId('dimension-component-select')).toHaveTextContent('Diastolic (diastolic)');
    expect(ordinal('dimension-component')).toHaveValue('2');
    expect(inputsOf('config.dimensions.createValue')).toEqual([{ id: 'pressure', type: 'composite', componentDimensionId: 'diastolic', ordinal: 2 }]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
