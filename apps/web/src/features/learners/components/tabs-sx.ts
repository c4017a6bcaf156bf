/** Tabs on the page background: full-strength text (MUI's faded unselected tab fails contrast there). */
export const tabsSx = {
  '& .MuiTab-root': { opacity: 1, color: 'text.primary' },
  '& .MuiTab-root.Mui-selected': { fontWeight: 700 },
} as const;
