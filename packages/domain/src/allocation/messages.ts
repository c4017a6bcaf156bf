/** The allocation queue's words (issue 24 §4; the spec has none of its own). */
export const allocationMessages = {
  alreadyAllocated: 'Someone has just allocated this learner. The queue now shows who they were offered to.',
  notSuggested: 'This instructor cannot take this learner now (area, lessons, capacity or an earlier refusal).',
  entryNotFound: 'This learner is not in the allocation queue.',
} as const;
