import { officePostMessages as m } from '@portal/domain/posts';
import { generate } from 'otplib';
import { beforeAll, expect, it } from 'vitest';
import { describeIntegration } from '../../../test/fixture.ts';
import { CSRF_HEADER } from '../../http/csrf.ts';

/*
 * Issue 25 §2: the office's news desk (role Content). Drafts, publishing now or at a minute (seen by instructors
 * from that minute: the feed asks publishedAt <= now, with the test clock), edits of a live post, unpublishing,
 * the sanitiser before every write, images in blob storage, brand scope and the audit trail.
 */

const PASSWORD = 'Content-Desk-2026';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
let counter = 0;

type Answer = {
  // biome-ignore lint/suspicious/noExplicitAny: the tests read answers of several shapes.
  data: Record<string, any> | null;
  errors?: Array<{ message: string; extensions: Record<string, unknown> }>;
};

const POST_FIELDS = 'id brand type state title author content publishedAt updatedAt';
const CREATE = `mutation ($input: PostDraftInput!) { createPost(input: $input) { ${POST_FIELDS} } }`;
const UPDATE = `mutation ($input: UpdatePostInput!) { updatePost(input: $input) { ${POST_FIELDS} } }`;
const PUBLISH = `mutation ($id: ID!, $at: DateTime) { publishPost(id: $id, publishAt: $at) { ${POST_FIELDS} } }`;
const UNPUBLISH = `mutation ($id: ID!) { unpublishPost(id: $id) { ${POST_FIELDS} } }`;
const LIST = `query ($brand: BrandCode, $type: PostType) { officePosts(brand: $brand, type: $type) { ${POST_FIELDS} } }`;
const ONE = `query ($id: ID!) { officePost(id: $id) { ${POST_FIELDS} } }`;
const FEED = `query ($id: ID!) { instructor(id: $id) { posts(input: { type: [NEWS, TECH], status: Live, limit: 5 }) { id title content } } }`;
const PORTAL_POST = 'query ($id: ID!) { post(id: $id) { id title content } }';

describeIntegration('the office news desk', { start: new Date('2030-05-01T09:00:20Z') }, (fx) => {
  const cookies: Record<'content' | 'bsmContent' | 'support', string> = { content: '', bsmContent: '', support: '' };

  const inject = async (query: string, variables: Record<string, unknown>, cookie: string): Promise<Answer> =>
    (
      await fx().app.inject({
        method: 'POST',
        url: '/office/graphql',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', cookie },
        payload: JSON.stringify({ query, variables }),
      })
    ).json() as Answer;

  const signedIn = async (roles: ('Content' | 'Support')[], brands: ('AADS' | 'BSM')[]) => {
    counter += 1;
    const email = `news${counter}@office.example`;
    const row = await fx().services.staff.addMember({
      email,
      name: `Desk ${counter}`,
      password: PASSWORD,
      roles,
      brands,
    });
    const { secret } = await fx().services.staff.enrolTotp(row.id);
    const first = await inject(
      'mutation ($e: String!, $p: String!) { staffSignIn(email: $e, password: $p) { signInId } }',
      { e: email, p: PASSWORD },
      '',
    );
    fx().clock.advance(31_000);
    const code = await generate({ secret, epoch: Math.floor(fx().clock.now().getTime() / 1000) });
    const response = await fx().app.inject({
      method: 'POST',
      url: '/office/graphql',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
      payload: JSON.stringify({
        query: 'mutation ($s: ID!, $c: String!) { staffSecondFactor(signInId: $s, code: $c) { success } }',
        variables: { s: first.data!.staffSignIn.signInId, c: code },
      }),
    });
    const set = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    return { staffId: row.id, cookie: set.find((c) => c.startsWith('office_session='))!.split(';')[0]! };
  };

  let contentId = '';
  const asContent = (query: string, variables: Record<string, unknown> = {}) =>
    inject(query, variables, cookies.content);
  const draft = (extra: Record<string, unknown> = {}) => ({
    brand: 'AADS',
    type: 'NEWS',
    title: `Test centre news ${++counter}`,
    author: 'AA Driving School',
    content: '<h2>Leeds</h2><p>The <strong>Harehills</strong> test centre opens on Saturdays.</p>',
    ...extra,
  });
  const create = async (extra: Record<string, unknown> = {}) => {
    const answer = await asContent(CREATE, { input: draft(extra) });
    expect(answer.errors).toBeUndefined();
    return answer.data!.createPost as { id: string; title: string; content: string; state: string };
  };
  const feedTitles = async () =>
    (
      (
        await fx().gqlAsViewer<{ instructor: { posts: { title: string }[] } }>(FEED, {
          id: fx().instructor.instructorId,
        })
      ).data?.instructor.posts ?? []
    ).map((p) => p.title);
  const reasonOf = (answer: Answer) => answer.errors?.[0]?.extensions;

  beforeAll(async () => {
    const content = await signedIn(['Content'], ['AADS', 'BSM']);
    contentId = content.staffId;
    cookies.content = content.cookie;
    cookies.bsmContent = (await signedIn(['Content'], ['BSM'])).cookie;
    cookies.support = (await signedIn(['Support'], ['AADS', 'BSM'])).cookie;
  });

  it('saves a draft no instructor sees, publishes it now for the home card at once, audited', async () => {
    const post = await create();
    expect(post.state).toBe('Draft');
    expect(await feedTitles()).not.toContain(post.title);
    const one = await fx().gqlAsViewer(PORTAL_POST, { id: post.id });
    expect(one.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const published = await asContent(PUBLISH, { id: post.id });
    expect(published.data?.publishPost.state).toBe('Live');
    expect((await feedTitles())[0]).toBe(post.title);
    const seen = await fx().gqlAsViewer<{ post: { content: string } }>(PORTAL_POST, { id: post.id });
    expect(seen.data?.post.content).toBe(post.content);

    const trail = await fx().services.audit.trail({ staffId: contentId }, 2);
    expect(trail.map((row) => row.operation)).toEqual(['publishPost', 'createPost']);
    expect(trail[0]).toMatchObject({ targetType: 'Post', targetId: post.id });
    expect(trail[0]?.before).toMatchObject({ status: 'Draft' });
    expect(trail[0]?.after).toMatchObject({ status: 'Live', title: post.title });
    const again = await asContent(PUBLISH, { id: post.id });
    expect(again.errors?.[0]?.message).toBe(m.alreadyLive);
  });

  it('shows a post scheduled a minute ahead from that minute on, not a second before (the test clock)', async () => {
    const post = await create({ type: 'TECH' });
    const now = fx().clock.now();
    const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000 + 60_000);
    const scheduled = await asContent(PUBLISH, { id: post.id, at: new Date(minute.getTime() + 25_000).toISOString() });
    expect(scheduled.data?.publishPost).toMatchObject({ state: 'Scheduled', publishedAt: minute.toISOString() });

    fx().clock.set(new Date(minute.getTime() - 1000));
    expect(await feedTitles()).not.toContain(post.title);
    expect((await fx().gqlAsViewer(PORTAL_POST, { id: post.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    fx().clock.set(minute);
    expect((await feedTitles())[0]).toBe(post.title);
    expect((await fx().gqlAsViewer(PORTAL_POST, { id: post.id })).errors).toBeUndefined();
    expect((await asContent(ONE, { id: post.id })).data?.officePost.state).toBe('Live');
  });

  it('refuses a time already gone, and changes nothing', async () => {
    const post = await create();
    const past = new Date(fx().clock.now().getTime() - 120_000).toISOString();
    const answer = await asContent(PUBLISH, { id: post.id, at: past });
    expect(answer.errors?.[0]?.message).toBe(m.publishAtPast);
    expect(reasonOf(answer)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'publishAt' });
    expect((await asContent(ONE, { id: post.id })).data?.officePost.state).toBe('Draft');
  });

  it('edits a live post (instructors read the latest) and unpublishes it (gone at once); a scheduled one too', async () => {
    const post = await create();
    await asContent(PUBLISH, { id: post.id });
    const edited = await asContent(UPDATE, {
      input: { ...draft(), id: post.id, title: 'Saturday tests at Harehills', content: '<p>Now from 8am.</p>' },
    });
    expect(edited.data?.updatePost).toMatchObject({ state: 'Live', title: 'Saturday tests at Harehills' });
    const seen = await fx().gqlAsViewer<{ post: { title: string; content: string } }>(PORTAL_POST, { id: post.id });
    expect(seen.data?.post).toMatchObject({ title: 'Saturday tests at Harehills', content: '<p>Now from 8am.</p>' });

    const off = await asContent(UNPUBLISH, { id: post.id });
    expect(off.data?.unpublishPost.state).toBe('Removed');
    expect(await feedTitles()).not.toContain('Saturday tests at Harehills');
    expect((await asContent(UNPUBLISH, { id: post.id })).errors?.[0]?.message).toBe(m.notPublished);

    const later = await create();
    const at = new Date(fx().clock.now().getTime() + 3_600_000).toISOString();
    expect((await asContent(PUBLISH, { id: later.id, at })).data?.publishPost.state).toBe('Scheduled');
    expect((await asContent(UNPUBLISH, { id: later.id })).data?.unpublishPost.state).toBe('Removed');
    fx().clock.advance(3_700_000);
    expect(await feedTitles()).not.toContain(later.title);
  });

  it('stores only what the portal renders: the sanitiser runs before every write, and refuses what it empties', async () => {
    const post = await create({
      content:
        '<p style="color:red" onclick="steal()">Hi<script>alert(1)</script></p><iframe src="https://x"></iframe>' +
        '<a href="javascript:alert(1)">x</a><img src="https://tracker.example/p.gif"><img src="/api/post-images/a" alt="ok">',
    });
    expect(post.content).toBe(
      '<p>Hi</p><a target="_blank" rel="noopener noreferrer">x</a><img src="/api/post-images/a" alt="ok" />',
    );
    const empty = await asContent(CREATE, { input: draft({ content: '<script>alert(1)</script><iframe></iframe>' }) });
    expect(empty.errors?.[0]?.message).toBe(m.contentUnsafe);
    expect(reasonOf(empty)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'content' });
    const update = await asContent(UPDATE, { input: { ...draft(), id: post.id, content: '<style>p{}</style>' } });
    expect(update.errors?.[0]?.message).toBe(m.contentUnsafe);
    expect((await asContent(ONE, { id: post.id })).data?.officePost.content).toBe(post.content);
    const blank = await asContent(CREATE, { input: draft({ title: '  ' }) });
    expect(blank.errors?.[0]?.message).toBe(m.titleRequired);
  });

  it("keeps a member to their brands: another brand's post is not found, and they cannot publish for it", async () => {
    const aa = await create();
    const bsm = await create({ brand: 'BSM' });
    const asBsm = (query: string, variables: Record<string, unknown>) => inject(query, variables, cookies.bsmContent);
    const listed = (await asBsm(LIST, {})).data?.officePosts as { id: string; brand: string }[];
    expect(listed.map((p) => p.id)).toContain(bsm.id);
    expect(listed.every((p) => p.brand === 'BSM')).toBe(true);
    expect((await asBsm(LIST, { brand: 'AADS' })).data?.officePosts).toEqual([]);
    for (const [query, variables] of [
      [ONE, { id: aa.id }],
      [PUBLISH, { id: aa.id }],
      [UNPUBLISH, { id: aa.id }],
      [UPDATE, { input: { ...draft({ brand: 'BSM' }), id: aa.id } }],
      [ONE, { id: 'not-a-uuid' }],
    ] as const) {
      expect(reasonOf(await asBsm(query, variables))?.code).toBe('NOT_FOUND');
    }
    expect((await asBsm(CREATE, { input: draft() })).errors?.[0]?.message).toBe(m.notYourBrand);
    const moved = await asBsm(UPDATE, { input: { ...draft(), id: bsm.id } });
    expect(moved.errors?.[0]?.message).toBe(m.notYourBrand);
    expect((await asContent(ONE, { id: aa.id })).data?.officePost.state).toBe('Draft');
  });

  it('refuses other roles', async () => {
    const answer = await inject(CREATE, { input: draft() }, cookies.support);
    expect(reasonOf(answer)).toMatchObject({ code: 'FORBIDDEN', reason: 'FEATURE_UNAVAILABLE' });
    expect(reasonOf(await inject(LIST, {}, cookies.support))?.code).toBe('FORBIDDEN');
  });

  it('uploads an image to blob storage (its type from its bytes) and serves it to the portal', async () => {
    const upload = (bytes: Buffer, cookie: string) => {
      const boundary = 'news-boundary';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="car.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return fx().app.inject({
        method: 'POST',
        url: '/office/api/post-images',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, [CSRF_HEADER]: '1', cookie },
        payload,
      });
    };
    const done = await upload(PNG, cookies.content);
    expect(done.statusCode).toBe(200);
    const { url, id } = done.json() as { url: string; id: string };
    expect(url).toBe(`/api/post-images/${id}`);
    const served = await fx().app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    const svg = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'),
      cookies.content,
    );
    expect(svg.statusCode).toBe(400);
    expect(svg.json()).toMatchObject({ error: m.imageType });
    expect((await upload(Buffer.alloc(6 * 1024 * 1024, 1), cookies.content)).statusCode).toBe(413);
    expect((await upload(PNG, cookies.support)).statusCode).toBe(403);
    expect((await upload(PNG, '')).statusCode).toBe(401);
    expect((await fx().app.inject({ method: 'GET', url: '/api/post-images/not-an-id' })).statusCode).toBe(404);

    const post = await create({ content: `<p>Photo</p><img src="${url}" alt="The new car">` });
    expect(post.content).toBe(`<p>Photo</p><img src="${url}" alt="The new car" />`);
    const [audit] = await fx().services.audit.trail({ staffId: contentId }, 2);
    expect(audit?.operation).toBe('createPost');
    const trail = await fx().services.audit.trail({ staffId: contentId }, 10);
    expect(trail.some((row) => row.operation === 'uploadPostImage' && row.targetId === id)).toBe(true);
  });
});
