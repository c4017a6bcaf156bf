import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { instructor } from '../../../test/fixtures.ts';
import { mockGraphQL } from '../../../test/graphql-mock.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { NewLearnerForm } from './new-learner-form.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the new self-sourced learner form', () => {
  it("asks for the date of birth in the portal's en-GB sectioned field (day, month, year), never the browser's", async () => {
    mockGraphQL({ learnerLessonPrices: () => ({ data: { learnerLessonPrices: [] } }) });
    const { container } = renderWithProviders(<NewLearnerForm instructor={instructor()} />);
    const field = await screen.findByRole('group', { name: 'Date of birth' });
    const sections = within(field).getAllByRole('spinbutton');
    expect(sections.map((s) => s.getAttribute('aria-label'))).toEqual(['Day', 'Month', 'Year']);
    expect(container.querySelector('input[type="date"]')).toBeNull();
  });
});
