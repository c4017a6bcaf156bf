import { renderHook } from '@testing-library/react';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { useLazyResolver } from './lazy-resolver.ts';

type Values = { name: string };
const options = { names: ['name' as const], fields: {}, shouldUseNativeValidation: false };
const rules: Resolver<Values> = async (values): Promise<ResolverResult<Values>> =>
  values.name ? { values, errors: {} } : { values: {}, errors: { name: { type: 'required', message: 'Required' } } };

const setUp = () => {
  const load = vi.fn(async () => rules);
  const { result } = renderHook(() => useLazyResolver(load));
  return { load, lazy: result.current };
};

describe('a resolver whose rules load on first use', () => {
  it('answers "not valid yet" to the check on mount, without loading the rules', async () => {
    const { load, lazy } = setUp();
    const result = await lazy.resolver({ name: '' }, undefined, options);
    expect(result.errors).toHaveProperty('root');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the rules once and validates with them from the next call on', async () => {
    const { load, lazy } = setUp();
    await lazy.resolver({ name: '' }, undefined, options);
    expect((await lazy.resolver({ name: '' }, undefined, options)).errors).toHaveProperty('name.message', 'Required');
    expect((await lazy.resolver({ name: 'Ann' }, undefined, options)).errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('validates for real at once when preloaded (the user focused the form)', async () => {
    const { load, lazy } = setUp();
    lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect((await lazy.resolver({ name: 'Ann' }, undefined, options)).errors).toEqual({});
  });
});
