import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait up to 5 s rather than 1 s: under a busy CI machine a lazy page's first render in jsdom
// took longer than a second (the portal's phone calendar heading, a CI run of 2026-11-29 at load 8-11). Only a failing
// wait is slower for it.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
