import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockGraphQL } from '../../../test/graphql-mock.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { LearnersScreen } from './learners-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const INSTRUCTOR = 'instructor-1';
const listed = (id: string, firstName: string, pendingApproval: boolean) => ({
  __typename: 'Learner' as const,
  id,
  approved: !pendingApproval,
  pendingApproval,
  active: true,
  lastLesson: null,
  sourcedBy: 'Business' as const,
  customerType: 'Learner' as const,
  learnerLessonType: 'Standard' as const,
  name: { __typename: 'PersonName' as const, firstName, lastName: 'Pending', fullName: `${firstName} Pending` },
  pickupAddress: null,
  address: { __typename: 'Address' as const, line1: '1 Road', postcode: 'LS6 3AA' },
});
const list = () => ({
  data: {
    instructor: {
      __typename: 'Instructor' as const,
      id: INSTRUCTOR,
      learners: [listed('l-1', 'Amira', true), listed('l-2', 'Ben', true)],
    },
  },
});

describe('accepting a pending learner (issue 23 defect 1)', () => {
  it('offers Accept beside Reject; accepting sends approveLearner and the learner leaves the panel', async () => {
    const server = mockGraphQL({
      learnersList: list,
      approveLearner: ({ learnerId }) => ({ data: { approveLearner: String(learnerId) } }),
    });
    renderWithProviders(<LearnersScreen instructorId={INSTRUCTOR} canAdd={false} />);
    const panel = await screen.findByRole('region', { name: 'New learners to approve (2)' });
    expect(within(panel).getByRole('button', { name: 'Reject Amira Pending' })).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Accept Amira Pending' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'New learners to approve (1)' })).toBeTruthy());
    expect(server.named('ApproveLearner').map((c) => c.variables)).toEqual([
      { learnerId: 'l-1', instructorId: INSTRUCTOR },
    ]);
    expect(within(screen.getByRole('region', { name: /New learners/ })).queryByText(/Amira/)).toBeNull();
  });

  it('keeps the learner waiting when the server refuses', async () => {
    mockGraphQL({
      learnersList: list,
      approveLearner: () => ({
        errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND', reason: 'NOT_FOUND' } }],
      }),
    });
    renderWithProviders(<LearnersScreen instructorId={INSTRUCTOR} canAdd={false} />);
    const panel = await screen.findByRole('region', { name: 'New learners to approve (2)' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Accept Ben Pending' }));
    await waitFor(() =>
      expect((within(panel).getByRole('button', { name: 'Accept Ben Pending' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    expect(screen.getByRole('region', { name: 'New learners to approve (2)' })).toBeTruthy();
  });
});
