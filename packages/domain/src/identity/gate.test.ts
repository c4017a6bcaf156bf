import { describe, expect, it } from 'vitest';
import { gateDecision, isOnboardingLetThrough, queryParams, safeRedirectTarget, signedOutRedirect } from './gate.ts';

describe('isOnboardingLetThrough', () => {
  it('lets brand plus personKey through', () => {
    expect(isOnboardingLetThrough('?brand=AADS&personKey=p1')).toBe(true);
  });
  it('lets agreementKey through on its own', () => {
    expect(isOnboardingLetThrough('?agreementKey=a1')).toBe(true);
  });
  it('needs both brand and personKey', () => {
    expect(isOnboardingLetThrough('?brand=AADS')).toBe(false);
    expect(isOnboardingLetThrough('?personKey=p1')).toBe(false);
    expect(isOnboardingLetThrough('')).toBe(false);
  });
});

describe('safeRedirectTarget', () => {
  it('keeps same-site paths with their search', () => {
    expect(safeRedirectTarget('/calendar?view=week')).toBe('/calendar?view=week');
  });
  it('falls back to /home for missing or foreign targets', () => {
    expect(safeRedirectTarget(null)).toBe('/home');
    expect(safeRedirectTarget('')).toBe('/home');
    expect(safeRedirectTarget('https://evil.example')).toBe('/home');
    expect(safeRedirectTarget('//evil.example')).toBe('/home');
    expect(safeRedirectTarget('/\\evil.example')).toBe('/home');
  });
  it('takes another fallback', () => {
    expect(safeRedirectTarget(undefined, '/')).toBe('/');
  });
});

describe('signedOutRedirect', () => {
  it('sends visitors to the brand chooser, keeping the original URL', () => {
    expect(signedOutRedirect('/calendar', '')).toBe('/brand-select?redirect=%2Fcalendar');
  });
  it('sends app visitors to the yellow brand sign-in and keeps the search string', () => {
    expect(signedOutRedirect('/learners', '?app=true')).toBe('/aa/sign-in?app=true&redirect=%2Flearners%3Fapp%3Dtrue');
  });
  it('only app=true counts as the app', () => {
    expect(signedOutRedirect('/home', '?app=false')).toMatch(/^\/brand-select\?app=false/);
  });
  it('leaves out the redirect for the default landing page', () => {
    expect(signedOutRedirect('/home', '')).toBe('/brand-select');
    expect(signedOutRedirect('/', '')).toBe('/brand-select');
  });
  it('keeps an existing redirect', () => {
    expect(signedOutRedirect('/home', '?redirect=%2Faccounts')).toBe('/brand-select?redirect=%2Faccounts');
  });
});

describe('gateDecision', () => {
  const at = { pathname: '/calendar', search: '' };
  it('waits while the session is checked', () => {
    expect(gateDecision('checking', at)).toEqual({ kind: 'checking' });
  });
  it('allows signed-in users', () => {
    expect(gateDecision('signedIn', at)).toEqual({ kind: 'allow' });
  });
  it('redirects signed-out users', () => {
    expect(gateDecision('signedOut', at)).toEqual({ kind: 'redirect', to: '/brand-select?redirect=%2Fcalendar' });
  });
  it('lets the onboarding journey through without a session', () => {
    expect(gateDecision('signedOut', { pathname: '/x', search: '?agreementKey=k' })).toEqual({ kind: 'allow' });
    expect(gateDecision('checking', { pathname: '/x', search: '?brand=BSM&personKey=p' })).toEqual({ kind: 'allow' });
  });
});

describe('queryParams', () => {
  it('decodes values and keeps the first of repeated keys', () => {
    const params = queryParams('?redirect=%2Fcalendar%3Fview%3Dweek&a=x+y&a=2&flag');
    expect(params.get('redirect')).toBe('/calendar?view=week');
    expect(params.get('a')).toBe('x y');
    expect(params.get('flag')).toBe('');
  });
});
