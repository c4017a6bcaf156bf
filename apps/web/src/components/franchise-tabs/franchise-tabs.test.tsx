import type { PropositionLike } from '@portal/domain/access';
import type { TabFranchise } from '@portal/domain/franchise';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FranchiseTabs } from './franchise-tabs.tsx';

const franchise = (
  id: string,
  type: PropositionLike['type'],
  brand: PropositionLike['brand'] = 'AADS',
): TabFranchise => ({
  id,
  proposition: { type, brand, transmission: 'Manual', name: `${type} franchise` },
});

const Harness = ({
  franchises,
  onChange = () => {},
}: {
  franchises: TabFranchise[] | undefined;
  onChange?: (id: string) => void;
}) => {
  const [value, setValue] = useState<string | null>(null);
  return (
    <FranchiseTabs
      franchises={franchises}
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
      testIdPrefix="areas-covered-tab"
    />
  );
};

describe('FranchiseTabs', () => {
  it("labels the two-brand instructor's tabs with the brand, in the spec order, with the spec's test ids", () => {
    render(
      <Harness
        franchises={[
          franchise('m', 'Motability'),
          franchise('b', 'Full', 'BSM'),
          franchise('a', 'Full'),
          franchise('d', 'Dit'),
        ]}
      />,
    );
    const tabs = within(screen.getByRole('tablist', { name: 'Franchises' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['AA Learners', 'BSM Learners', 'DIT', 'AA Motability']);
    expect(tabs.map((tab) => tab.getAttribute('data-testid'))).toEqual([
      'areas-covered-tab-learners-aa',
      'areas-covered-tab-learners-bsm',
      'areas-covered-tab-dit',
      'areas-covered-tab-motability',
    ]);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
  });

  it('chooses a franchise by its tab', async () => {
    const onChange = vi.fn();
    render(<Harness franchises={[franchise('a', 'Full'), franchise('d', 'Dit')]} onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'DIT' }));
    expect(onChange).toHaveBeenCalledWith('d');
    expect(screen.getByRole('tab', { name: 'DIT' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows placeholders while loading and nothing for a single franchise (third-party ones left out)', () => {
    const { rerender } = render(<Harness franchises={undefined} />);
    expect(screen.getByRole('status', { name: 'Loading franchises' })).toBeTruthy();
    rerender(<Harness franchises={[franchise('a', 'Full'), franchise('t', 'ThirdParty', 'BSM')]} />);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('has tabs a thumb can hit', () => {
    render(<Harness franchises={[franchise('a', 'Full'), franchise('d', 'Dit')]} />);
    for (const tab of screen.getAllByRole('tab'))
      expect(Number.parseInt(getComputedStyle(tab).minHeight, 10)).toBeGreaterThanOrEqual(44);
  });
});
