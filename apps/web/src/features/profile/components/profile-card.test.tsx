import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-app.tsx';
import type { BusinessProfile } from '../api/use-business-profile.ts';
import { ProfileAwards } from './profile-awards.tsx';
import { ProfileCard } from './profile-card.tsx';

const empty = {
  __typename: 'InstructorBusinessProfile',
  displayName: null,
  additionalLanguages: [],
  bio: null,
  badgeDate: null,
  badgeType: 'Green',
  questionAnswers: [{ __typename: 'QuestionAnswer', question: 'teaching_style', answer: [] }],
  profileUrls: [],
  awards: [],
} satisfies BusinessProfile;

describe('the profile card', () => {
  it("offers 'Add details' with nothing saved, and shows '-' for the bio", () => {
    renderWithProviders(<ProfileCard profile={empty} />);
    expect(screen.getByRole('button', { name: 'Add details' })).toBeTruthy();
    expect(screen.getAllByText('-').length).toBeGreaterThanOrEqual(2);
  });

  it("offers 'Update' once any detail exists, cuts the first chip and counts the hidden ones", () => {
    const languages = ['British Sign Language', 'Welsh', 'Polish', 'Urdu', 'Somali'];
    renderWithProviders(<ProfileCard profile={{ ...empty, additionalLanguages: languages, bio: 'One.\nTwo.' }} />);
    expect(screen.getByRole('button', { name: 'Update' })).toBeTruthy();
    expect(screen.getByText('British Sign La...')).toBeTruthy();
    expect(screen.getByText('+2')).toBeTruthy();
    expect(screen.queryByText('Urdu')).toBeNull();
    expect(screen.getByText('One.')).toBeTruthy();
    expect(screen.getByText('Two.')).toBeTruthy();
  });
});

describe('the awards', () => {
  it("shows the 4 highest above 0, the rest on demand, and 'Unknown Award'", async () => {
    const awards = [
      { award: 'SUPPORTIVE', count: 1 },
      { award: 'NEW_BADGE', count: 8 },
      { award: 'CLEAR_COMMUNICATOR', count: 5 },
      { award: 'CALM_UNDER_PRESSURE', count: 0 },
      { award: 'CONFIDENCE_BUILDER', count: 3 },
      { award: 'ABOVE_AND_BEYOND', count: 2 },
    ];
    renderWithProviders(<ProfileAwards awards={awards} />);
    const rows = () => within(screen.getByRole('list', { name: 'Awards' })).getAllByRole('listitem');
    expect(rows().map((r) => r.textContent)).toEqual([
      'Unknown Award8 supporters',
      'Clear Communicator5 supporters',
      'Confidence Builder3 supporters',
      'Above and Beyond2 supporters',
    ]);
    await userEvent.click(screen.getByRole('button', { name: /View all/ }));
    expect(rows().at(-1)?.textContent).toBe('Supportive1 supporter');
    expect(screen.queryByText('Calm Under Pressure')).toBeNull();
  });
});
