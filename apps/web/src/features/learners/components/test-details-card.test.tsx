import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DrivingTestStatus, DrivingTestType } from '../../../gql/graphql.ts';
import { mockGraphQL } from '../../../test/graphql-mock.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { olivia } from '../test/fixtures.ts';
import { TestDetailsCard } from './test-details-card.tsx';

afterEach(() => vi.unstubAllGlobals());

const [upcoming, theory] = olivia.tests;
const answer = (test: { id: string | number; date: string; type: DrivingTestType; status: DrivingTestStatus }) => ({
  __typename: 'DrivingTest' as const,
  id: String(test.id),
  date: test.date,
  type: test.type,
  status: test.status,
  editable: true,
});

const renderCard = () => {
  const onChanged = vi.fn();
  const api = mockGraphQL({
    updateTest: ({ input }) => ({ data: { updateTest: answer(input) } }),
    createTest: ({ input }) => ({ data: { createTest: answer({ ...input, id: 'test-new' }) } }),
  });
  renderWithProviders(<TestDetailsCard learnerId={olivia.id} tests={olivia.tests} onChanged={onChanged} />);
  return { api, onChanged };
};

const choose = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe('the test details card (spec 3 §2.3)', () => {
  it('changes an upcoming test: its date, type and status', async () => {
    const { api, onChanged } = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Practical test on 20/06/2030' }));
    const form = screen.getByRole('group', { name: 'Edit test' });
    const date = within(form).getByLabelText('Test date') as HTMLInputElement;
    expect(date.value).toBe('2030-06-20');
    expect(date.disabled).toBe(false);
    await userEvent.clear(date);
    await userEvent.type(date, '2030-07-02');
    await choose('Test status', 'Passed');
    await userEvent.click(screen.getByRole('button', { name: 'Save test' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(api.named('UpdateTest')[0]?.variables).toEqual({
      input: { id: upcoming?.id, date: '2030-07-02', type: 'Practical', status: 'Passed' },
    });
    expect(screen.queryByRole('group', { name: 'Edit test' })).toBeNull();
  });

  it('keeps the date of a test that is no longer editable, and changes the rest', async () => {
    const { api } = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Theory test on 10/01/2030' }));
    const date = screen.getByLabelText('Test date') as HTMLInputElement;
    expect(date.disabled).toBe(true);
    expect(screen.getByText('The date of this test cannot be changed')).toBeTruthy();
    await choose('Test status', 'Failed');
    await userEvent.click(screen.getByRole('button', { name: 'Save test' }));
    await waitFor(() => expect(api.named('UpdateTest')).toHaveLength(1));
    expect(api.named('UpdateTest')[0]?.variables).toEqual({
      input: { id: theory?.id, date: '2030-01-10', type: 'Theory', status: 'Failed' },
    });
  });

  it('still adds a new test', async () => {
    const { api } = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Add test' }));
    await userEvent.type(screen.getByLabelText('Test date'), '2030-08-01');
    await choose('Test type', 'Theory');
    await userEvent.click(screen.getByRole('button', { name: 'Save test' }));
    await waitFor(() => expect(api.named('CreateTest')).toHaveLength(1));
    expect(api.named('CreateTest')[0]?.variables).toEqual({
      input: { learnerId: olivia.id, date: '2030-08-01', type: 'Theory', status: 'Upcoming' },
    });
  });
});
