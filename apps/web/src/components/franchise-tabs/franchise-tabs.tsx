import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import {
  type FranchiseTabOptions,
  franchiseTabs,
  selectedFranchiseTab,
  showsFranchiseTabs,
  type TabFranchise,
} from '@portal/domain/franchise';
import { useMemo } from 'react';

export type FranchiseTabsProps = FranchiseTabOptions & {
  /** The instructor's franchises (`me.propositions`), or undefined while they load. */
  franchises: readonly TabFranchise[] | undefined;
  /** The chosen franchise id; the first tab when none is chosen. */
  value: string | null | undefined;
  onChange: (franchiseId: string) => void;
  /** Test ids are `{prefix}-learners`, `{prefix}-dit`, `{prefix}-motability` (spec 3 §2.7: 'areas-covered-tab'). */
  testIdPrefix: string;
  /** What the tabs choose between, for screen readers. */
  label?: string;
};

/**
 * Franchise tabs for the preferences and areas pages: the domain's rule (packages/domain/src/franchise) decides
 * which tabs, their labels and order; shown while loading and when there is more than one. Tabs are 48px high
 * and scroll sideways on a phone. A page with one franchise gets no tabs: it uses `selectedFranchiseTab`.
 */
export const FranchiseTabs = (props: FranchiseTabsProps) => {
  const { franchises, value, onChange, testIdPrefix, label = 'Franchises', includeThirdParty } = props;
  const tabs = useMemo(
    () => (franchises ? franchiseTabs(franchises, { includeThirdParty }) : undefined),
    [franchises, includeThirdParty],
  );
  if (!showsFranchiseTabs(tabs)) return null;
  if (!tabs) {
    return (
      <Box
        role="status"
        aria-label={`Loading ${label.toLowerCase()}`}
        data-testid={`${testIdPrefix}-loading`}
        sx={{ display: 'flex', gap: 2, borderBottom: 1, borderColor: 'divider', py: 0.5 }}
      >
        <Skeleton variant="rounded" width={110} height={40} />
        <Skeleton variant="rounded" width={110} height={40} />
      </Box>
    );
  }
  const selected = selectedFranchiseTab(tabs, value)?.id ?? false;
  return (
    <Tabs
      value={selected}
      onChange={(_event, id: string) => onChange(id)}
      aria-label={label}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      // The selected tab in primary.dark: primary.main fails contrast (4.4:1) on the grey page background.
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        '& .MuiTab-root.Mui-selected': { color: 'primary.dark' },
        '& .MuiTabs-indicator': { backgroundColor: 'primary.dark' },
      }}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.id}
          value={tab.id}
          label={tab.label}
          data-testid={`${testIdPrefix}-${tab.testIdSuffix}`}
          sx={{ minHeight: 48, minWidth: 96, px: 2 }}
        />
      ))}
    </Tabs>
  );
};
