import { generate } from 'otplib';
import { expect, it } from 'vitest';
import { describeIntegration } from '../../test/fixture.ts';
import { staff } from '../db/schema/staff.ts';
import { resetToSeed } from './index.ts';
import { DEMO_STAFF_PASSWORD, demoStaff, officeBannerLines } from './staff.seed.ts';

/* Issue 24 §2: the office's demo staff, one per role and one per brand, ready to sign in with a known code. */

describeIntegration('the demo staff', { instructor: false }, (fx) => {
  it('signs each demo member in with the demo password and the code of their printed secret, as who they are', async () => {
    const service = fx().services.staff;
    const seen: Array<{ email: string; roles: readonly string[]; brands: readonly string[] }> = [];
    for (const member of demoStaff) {
      const first = await service.checkPassword({ email: member.email, password: DEMO_STAFF_PASSWORD });
      if (first.kind !== 'secondFactor') throw new Error(`${member.email}: ${first.kind}`);
      const code = await generate({ secret: member.totpSecret, epoch: Math.floor(fx().clock.now().getTime() / 1000) });
      const second = await service.checkCode({ signInId: first.signInId, code });
      if (second.kind !== 'signedIn') throw new Error(`${member.email}: ${second.message}`);
      const viewer = await service.viewerOf(second.token);
      seen.push({ email: viewer?.email ?? '', roles: viewer?.roles ?? [], brands: viewer?.brands ?? [] });
    }
    expect(seen.filter((m) => m.brands.length === 2).map((m) => m.roles)).toEqual([
      ['Support'],
      ['Allocations'],
      ['Finance'],
      ['Content'],
      ['Admin'],
    ]);
    expect(seen.filter((m) => m.brands.length === 1).map((m) => m.brands)).toEqual([['AADS'], ['BSM']]);
  });

  it('keeps the demo staff through a demo reset, without adding them twice', async () => {
    const count = async () => (await fx().db.select().from(staff)).length;
    const before = await count();
    await resetToSeed(fx().deps.database, fx().deps.config);
    expect(await count()).toBe(before);
    expect(before).toBe(demoStaff.length);
    const first = await fx().services.staff.checkPassword({
      email: demoStaff[0]!.email,
      password: DEMO_STAFF_PASSWORD,
    });
    expect(first.kind).toBe('secondFactor');
  });

  it('prints the demo staff at start outside production only', () => {
    const lines = officeBannerLines('http://localhost:3000', { NODE_ENV: 'development' });
    for (const member of demoStaff) expect(lines.join('\n')).toContain(`${member.email}`);
    expect(lines.join('\n')).toContain(demoStaff[0]!.totpSecret);
    expect(officeBannerLines('https://portal.example', { NODE_ENV: 'production' })).toEqual([]);
  });
});
