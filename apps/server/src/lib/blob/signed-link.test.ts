import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/test-app.ts';
import { createTestClock } from '../clock.ts';
import { DEFAULT_LINK_SECONDS, signDownloadLink, verifyDownloadToken } from './signed-link.ts';

const clock = createTestClock(new Date('2030-03-01T10:00:00Z'));
const deps = { config: testConfig(), clock };
const tokenOf = (link: string) => new URL(link, 'http://x').searchParams.get('t')!;
const link = () =>
  signDownloadLink(deps, { ownerId: 'instructor-1', key: 'invoices/i-1/inv-7.pdf', filename: 'Invoice 7 £.pdf' });

describe('signed download links', () => {
  it('names the route, the token and the file, and gives back what was signed', () => {
    const signed = link();
    expect(signed).toMatch(/^\/api\/files\/Invoice-7-\.pdf\?t=[\w-]+\.[\w-]+$/);
    expect(verifyDownloadToken(deps, tokenOf(signed))).toEqual({
      ownerId: 'instructor-1',
      key: 'invoices/i-1/inv-7.pdf',
      filename: 'Invoice 7 £.pdf',
      disposition: 'attachment',
      expiresAt: new Date(clock.now().getTime() + DEFAULT_LINK_SECONDS * 1000),
    });
  });

  it('expires', () => {
    const token = tokenOf(link());
    clock.advance(DEFAULT_LINK_SECONDS * 1000 - 1000);
    expect(verifyDownloadToken(deps, token)).not.toBe('expired');
    clock.advance(1000);
    expect(verifyDownloadToken(deps, token)).toBe('expired');
  });

  it('refuses a changed link, another key, and nonsense', () => {
    const token = tokenOf(link());
    const [payload, signature] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, o: 'instructor-2' })).toString('base64url');
    expect(verifyDownloadToken(deps, `${forged}.${signature}`)).toBeNull();
    expect(verifyDownloadToken(deps, `${payload}.${signature.slice(0, -2)}AA`)).toBeNull();
    const otherKey = { config: testConfig(), clock };
    otherKey.config.secretKey = 'another-secret-key-of-at-least-32-characters';
    expect(verifyDownloadToken(otherKey, token)).toBeNull();
    for (const junk of ['', '.', 'a.b', `${payload}`, `${payload}.${signature}.x`])
      expect(verifyDownloadToken(deps, junk)).toBeNull();
  });

  it('will not sign a key that is not one', () => {
    expect(() => signDownloadLink(deps, { ownerId: 'i', key: '../secret.key', filename: 'x' })).toThrow(
      'Invalid blob key',
    );
  });
});

describe('signed download link format', () => {
  it('signs exactly as before lib/crypto existed, so links already handed out still open', () => {
    const at = createTestClock(new Date('2030-03-01T10:00:00Z'));
    const before = {
      config: { ...testConfig(), secretKey: 'a-server-key-of-at-least-thirty-two-characters' },
      clock: at,
    };
    const input = { ownerId: 'instructor-1', key: 'invoices/i-1/inv-7.pdf', filename: 'Invoice 7 £.pdf' };
    expect(signDownloadLink(before, input)).toBe(
      '/api/files/Invoice-7-.pdf?t=eyJvIjoiaW5zdHJ1Y3Rvci0xIiwiayI6Imludm9pY2VzL2ktMS9pbnYtNy5wZGYiLCJuIjoiSW52b2ljZSA3IMKjLnBkZiIsImQiOiJhdHRhY2htZW50IiwiZSI6MTg5ODU4OTkwMH0.ZskRREOcIoE-yGWeiPBnyV6QKCgegBUwIKWto0jtshI',
    );
    expect(signDownloadLink(before, { ...input, disposition: 'inline', ttlSeconds: 60 })).toBe(
      '/api/files/Invoice-7-.pdf?t=eyJvIjoiaW5zdHJ1Y3Rvci0xIiwiayI6Imludm9pY2VzL2ktMS9pbnYtNy5wZGYiLCJuIjoiSW52b2ljZSA3IMKjLnBkZiIsImQiOiJpbmxpbmUiLCJlIjoxODk4NTg5NjYwfQ.TQFAEApM9plqFp6bSIA51PcdKu-WPKWpK604HQxEaJE',
    );
  });
});
