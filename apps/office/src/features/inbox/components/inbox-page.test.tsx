import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../../test/fixtures.ts';
import { mockGraphQL } from '../../../test/graphql-mock.ts';
import { renderOffice } from '../../../test/render-office.tsx';

/** A conversation row as chatInbox answers it. */
const conversation = (n: number) => ({
  __typename: 'ChatConversation',
  instructorId: `instructor-${n}`,
  instructorName: `Instructor ${n}`,
  adiNumber: String(700000 + n),
  brands: ['AADS'],
  lastMessageAt: '2030-05-06T09:00:00Z',
  waitingSince: null,
  unanswered: 0,
  lastMessageBody: `Message ${n}`,
  lastMessageFromInstructor: true,
  assignedTo: null,
});

const inboxOf = (count: number, hasMore: boolean) => () => ({
  data: {
    chatInbox: {
      __typename: 'ChatInboxPage',
      hasMore,
      items: Array.from({ length: count }, (_, i) => conversation(i + 1)),
    },
  },
});

describe('the chat inbox list', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  // The page asks for a hundred; three stand for them (rendering a hundred rows is slow in jsdom).
  it('says "+" and how to narrow the list when more conversations follow the ones shown', async () => {
    mockGraphQL({ staffMe: signedIn(), chatInbox: inboxOf(3, true) });
    renderOffice('/inbox');
    expect(await screen.findByText('3+ conversations')).toBeTruthy();
    expect(screen.getByText('Showing the first 3: search or filter to find the others.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^Instructor \d+/ })).toHaveLength(3);
  });

  it('counts the conversations shown when they are all of them', async () => {
    mockGraphQL({ staffMe: signedIn(), chatInbox: inboxOf(2, false) });
    renderOffice('/inbox');
    expect(await screen.findByText('2 conversations')).toBeTruthy();
    expect(screen.queryByText(/search or filter to find the others/)).toBeNull();
  });
});
