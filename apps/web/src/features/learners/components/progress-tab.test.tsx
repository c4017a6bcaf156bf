import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LearnerProgressQuery } from '../../../gql/graphql.ts';
import { mockGraphQL } from '../../../test/graphql-mock.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { ProgressTab } from './progress-tab.tsx';

afterEach(() => vi.unstubAllGlobals());

const progress: NonNullable<LearnerProgressQuery['learner']['progress']> = {
  __typename: 'LearnerProgress',
  overallProgress: 10,
  categories: [
    {
      __typename: 'LearnerProgressCategory',
      id: 'basics',
      categoryName: 'The basics',
      progressPercentage: 20,
      skills: [
        {
          __typename: 'LearnerSkill',
          id: 'car-controls',
          skillName: 'Car controls, equipment and components',
          score: 1,
        },
      ],
    },
  ],
};

const server = () =>
  mockGraphQL({
    learnerProgress: () => ({ data: { learner: { __typename: 'Learner', id: 'l1', progress } } }),
    updateLearnerProgress: () => ({
      data: { updateLearnerProgress: { __typename: 'LearnerProgress', overallProgress: 20 } },
    }),
  });

const raiseAndSave = async () => {
  renderWithProviders(<ProgressTab learnerId="l1" />);
  await userEvent.click(await screen.findByText('The basics'));
  await userEvent.click(screen.getByRole('button', { name: 'Raise Car controls, equipment and components' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save progress report' }));
};

describe('saving a progress report', () => {
  it('confirms it was saved', { timeout: 60_000 }, async () => {
    const calls = server();
    await raiseAndSave();
    expect(await screen.findByText('Progress report saved')).toBeTruthy();
    expect(calls.named('UpdateLearnerProgress')[0]!.variables).toEqual({
      learnerId: 'l1',
      skills: [{ id: 'car-controls', score: 2 }],
    });
  });
});
