import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UkDatesProvider } from '../../../lib/dates/uk-dates-provider.tsx';

describe("the calendar's date pickers", () => {
  it('write the chosen date in British order in the picker header', async () => {
    render(
      <UkDatesProvider>
        <MobileDatePicker label="Date" open value={new Date(2026, 10, 23)} onChange={() => {}} />
      </UkDatesProvider>,
    );
    expect(await screen.findByText('Mon 23 Nov')).toBeTruthy();
    expect(screen.queryByText('Mon, Nov 23')).toBeNull();
  });
});
