import type { StaffViewer } from '@portal/domain/office';
import type { GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { OfficeContext } from '../graphql/office-context.ts';
import { withOfficeAccess } from './office-access.ts';

const member = (roles: StaffViewer['roles']): StaffViewer => ({
  staffId: 's1',
  name: 'Priya',
  email: 'priya@office.example',
  roles,
  brands: ['BSM'],
});
const ctx = (staff: StaffViewer | null) => ({ staff }) as OfficeContext;
const info = {} as GraphQLResolveInfo;

const resolvers = withOfficeAccess(
  {
    Query: {
      staffMe: () => null,
      allocationQueue: () => 'queue',
      forgotten: () => 'open?',
    },
  } as never,
  { Query: { staffMe: 'public', allocationQueue: { roles: ['Allocations', 'Admin'] } } },
);
const call = (field: string, who: StaffViewer | null) => {
  const resolve = (resolvers.Query as Record<string, (...args: unknown[]) => unknown>)[field]!;
  try {
    return { answer: resolve({}, {}, ctx(who), info) };
  } catch (error) {
    return { refused: (error as { reason: string }).reason };
  }
};

describe('office access', () => {
  it('lets a member with one of the named roles through', () => {
    expect(call('allocationQueue', member(['Allocations']))).toEqual({ answer: 'queue' });
    expect(call('allocationQueue', member(['Support', 'Admin']))).toEqual({ answer: 'queue' });
  });
  it('refuses another role as unavailable, and nobody signed in as not signed in', () => {
    expect(call('allocationQueue', member(['Support']))).toEqual({ refused: 'FEATURE_UNAVAILABLE' });
    expect(call('allocationQueue', null)).toEqual({ refused: 'NOT_SIGNED_IN' });
  });
  it('leaves a public operation open and refuses an operation with no rule to everyone', () => {
    expect(call('staffMe', null)).toEqual({ answer: null });
    expect(call('forgotten', member(['Admin']))).toEqual({ refused: 'FEATURE_UNAVAILABLE' });
  });
});
