import { beforeAll, expect, it } from 'vitest';
import { addCalendarInstructor } from '../../../test/calendar-fixtures.ts';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { signIn } from '../../../test/sign-in.ts';
import { DEFAULT_LINK_SECONDS, signDownloadLink } from './signed-link.ts';

const PDF = Buffer.from('%PDF-1.7\n% a small file\n');

describeIntegration('signed downloads', (fx) => {
  let t: Fixture;
  const get = async (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const linkFor = (key: string, extra: Partial<Parameters<typeof signDownloadLink>[1]> = {}) =>
    signDownloadLink(t.deps, { ownerId: t.instructor.instructorId, key, filename: 'Invoice INV-0042.pdf', ...extra });

  beforeAll(async () => {
    t = fx();
    await t.deps.blobs.put('invoices/test/inv-0042.pdf', PDF, 'application/pdf');
    await t.deps.blobs.put('documents/test/page.html', Buffer.from('<script>alert(1)</script>'), 'text/html');
  });

  it("streams the owner's file with its type, name, length and nosniff, never cached", async () => {
    const response = await get(linkFor('invoices/test/inv-0042.pdf'), await t.session());
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PDF)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(PDF.length),
      'content-disposition': `attachment; filename="Invoice INV-0042.pdf"; filename*=UTF-8''Invoice%20INV-0042.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });

  it('shows a PDF in the page when asked, but never HTML', async () => {
    const inline = await get(linkFor('invoices/test/inv-0042.pdf', { disposition: 'inline' }), await t.session());
    expect(inline.headers['content-disposition']).toMatch(/^inline; /);
    const html = await get(
      linkFor('documents/test/page.html', { disposition: 'inline', filename: 'x.html' }),
      await t.session(),
    );
    expect(html.headers['content-disposition']).toMatch(/^attachment; /);
    expect(html.headers['x-content-type-options']).toBe('nosniff');
  });

  it('opens for nobody else: no session 401, another instructor 404', async () => {
    const url = linkFor('invoices/test/inv-0042.pdf');
    const anonymous = await get(url);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.rawPayload.includes(PDF)).toBe(false);
    const other = await addCalendarInstructor(t.db);
    const theirs = await get(url, await signIn(t, other.adiNumber, other.password));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('PDF');
  });

  it('refuses a changed or expired link, and a file that is not there', async () => {
    const cookie = await t.session();
    const url = linkFor('invoices/test/inv-0042.pdf');
    expect((await get(url.replace(/\?t=(\w)/, '?t=x$1'), cookie)).statusCode).toBe(404);
    expect((await get(url.replace(/\.[\w-]+$/, '.AAAA'), cookie)).statusCode).toBe(404);
    expect((await get('/api/files/x.pdf', cookie)).statusCode).toBe(404);
    expect((await get(linkFor('invoices/test/missing.pdf'), cookie)).statusCode).toBe(404);
    t.clock.advance((DEFAULT_LINK_SECONDS + 1) * 1000);
    const expired = await get(url, cookie);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ error: 'This link has expired: open the file again from the portal.' });
  });
});
