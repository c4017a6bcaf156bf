import { beforeAll, expect, it } from 'vitest';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { addInstructor } from '../../../test/instructor-fixture.ts';
import { publishPost } from './posts.service.ts';

const POSTS = `query ($id: ID!, $input: InstructorPostsInput) {
  instructor(id: $id) { posts(input: $input) { id brand type status title author date content } }
}`;
const POST = 'query ($id: ID!) { post(id: $id) { id brand type title content } }';

type Post = { id: string; brand: string; type: string; status: string; title: string; date: string; content: string };
type PostsAnswer = { instructor: { posts: Post[] } };

describeIntegration('posts over GraphQL', { start: new Date('2030-05-01T09:00:00Z') }, (fx) => {
  let t: Fixture;
  const postsOf = (input?: Record<string, unknown>, id = t.instructor.instructorId) =>
    t.gqlAsViewer<PostsAnswer>(POSTS, { id, input });
  const publish = (fields: Partial<Parameters<typeof publishPost>[0]> = {}) =>
    t.services.posts.publishPost({
      brand: 'AADS',
      type: 'NEWS',
      title: 'Post',
      author: 'AA Driving School',
      content: '<p>Hello</p>',
      ...fields,
    });

  beforeAll(() => {
    t = fx();
  });

  it("lists the seeded live posts of the instructor's brand, newest first, both types by default", async () => {
    const answer = await postsOf();
    expect(answer.errors).toBeUndefined();
    const posts = answer.data!.instructor.posts;
    expect(posts.length).toBeGreaterThanOrEqual(5);
    expect(new Set(posts.map((p) => p.brand))).toEqual(new Set(['AADS']));
    expect(new Set(posts.map((p) => p.type))).toEqual(new Set(['NEWS', 'TECH']));
    expect(posts.every((p) => p.status === 'Live')).toBe(true);
    const dates = posts.map((p) => Date.parse(p.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(posts.some((p) => p.content.includes('<img src="data:image/png;base64,'))).toBe(true);
    expect(posts.some((p) => p.content.includes('<a href="https://www.gov.uk/'))).toBe(true);
  });

  it('filters by type and pages with limit and offset (the home card asks for 5)', async () => {
    const tech = (await postsOf({ type: ['TECH'], status: 'Live' })).data!.instructor.posts;
    expect(tech.length).toBeGreaterThan(0);
    expect(tech.every((p) => p.type === 'TECH')).toBe(true);
    const all = (await postsOf({ limit: 50 })).data!.instructor.posts;
    const firstTwo = (await postsOf({ limit: 2 })).data!.instructor.posts;
    const nextTwo = (await postsOf({ limit: 2, offset: 2 })).data!.instructor.posts;
    expect([...firstTwo, ...nextTwo].map((p) => p.id)).toEqual(all.slice(0, 4).map((p) => p.id));
  });

  it('stores content sanitised, and shows a newly published post first', async () => {
    const post = await publish({ title: 'Newest', content: '<p onclick="x()">Hi<script>alert(1)</script></p>' });
    expect(post.content).toBe('<p>Hi</p>');
    const [first] = (await postsOf({ limit: 1 })).data!.instructor.posts;
    expect(first).toMatchObject({ id: post.id, title: 'Newest', content: '<p>Hi</p>' });
    const one = await t.gqlAsViewer<{ post: Post }>(POST, { id: post.id });
    expect(one.data?.post).toMatchObject({ id: post.id, brand: 'AADS', type: 'NEWS', title: 'Newest' });
  });

  it('never shows drafts, removed posts or posts of a brand the instructor does not hold', async () => {
    const draft = await publish({ status: 'Draft', title: 'Draft' });
    const removed = await publish({ status: 'Removed', title: 'Removed' });
    const bsm = await publish({ brand: 'BSM', title: 'BSM only' });
    const ids = (await postsOf({ limit: 50 })).data!.instructor.posts.map((p) => p.id);
    for (const hidden of [draft, removed, bsm]) {
      expect(ids).not.toContain(hidden.id);
      const one = await t.gqlAsViewer(POST, { id: hidden.id });
      expect(one.errors?.[0]?.extensions).toEqual({ code: 'NOT_FOUND', reason: 'NOT_FOUND' });
    }
    const made = await t.gqlAsViewer(POST, { id: 'not-a-uuid' });
    expect(made.errors?.[0]?.extensions).toEqual({ code: 'NOT_FOUND', reason: 'NOT_FOUND' });
  });

  it('shows an AA and BSM instructor each update once, as home asks for them (issue 23 defect 11)', async () => {
    const both = await addInstructor(t.db, { franchises: ['aa-full-manual', 'bsm-full-manual'] });
    const aaOnly = await addInstructor(t.db, { franchises: ['aa-full-manual'] });
    const bsmOnly = await addInstructor(t.db, { franchises: ['bsm-full-manual'] });
    const feed = async (instructorId: string, input: Record<string, unknown>) =>
      (await t.services.posts.listPosts({ instructorId }, input)).map((p) => `${p.type} ${p.title}`);
    const home = await feed(both.instructorId, { type: ['NEWS', 'TECH'], limit: 5 });
    expect(home).toHaveLength(5);
    expect(home).toEqual([...new Set(home)]);
    for (const type of [['NEWS'], ['TECH'], ['NEWS', 'TECH']]) {
      const seen = await feed(both.instructorId, { type, limit: 50 });
      expect(seen).toEqual([...new Set(seen)]);
      const each = [
        ...(await feed(aaOnly.instructorId, { type, limit: 50 })),
        ...(await feed(bsmOnly.instructorId, { type, limit: 50 })),
      ];
      expect(new Set(seen)).toEqual(new Set(each));
    }
  });

  it('shows both brands to a two-brand instructor, and nothing through a dormant franchise', async () => {
    const both = await addInstructor(t.db, { franchises: ['aa-full-manual', 'bsm-full-manual'] });
    // The seed gives both brands the same updates (shown once); a post of BSM's own shows beside AA's.
    await publish({ brand: 'BSM', title: 'BSM franchise news', author: 'BSM', content: '<p>BSM news</p>' });
    const brands = new Set((await t.services.posts.listPosts({ instructorId: both.instructorId })).map((p) => p.brand));
    expect(brands).toEqual(new Set(['AADS', 'BSM']));
    const dormant = await addInstructor(t.db, { franchises: ['bsm-dormant'] });
    expect(await t.services.posts.listPosts({ instructorId: dormant.instructorId })).toEqual([]);
  });

  it("refuses another instructor's feed, statuses other than Live, a bad page, and anonymous callers", async () => {
    const other = await addInstructor(t.db);
    expect((await postsOf({}, other.instructorId)).errors?.[0]?.extensions).toEqual({
      code: 'NOT_FOUND',
      reason: 'NOT_FOUND',
    });
    const draft = await postsOf({ status: 'Draft' });
    expect(draft.errors?.[0]).toMatchObject({
      message: 'Only live posts can be listed',
      extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_INPUT', field: 'status' },
    });
    expect((await postsOf({ limit: 500 })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const anonymous = await t.gql(POSTS, { id: t.instructor.instructorId });
    expect(anonymous.errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED', reason: 'NOT_SIGNED_IN' });
    expect((await t.gql(POST, { id: 'x' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses to publish what would be empty once made safe', async () => {
    await expect(publish({ content: '<script>alert(1)</script>' })).rejects.toThrow(
      'The post has no content left once made safe',
    );
    await expect(
      publishPost({ brand: 'AADS', type: 'NEWS', title: '', author: 'x', content: '<p>x</p>' }, new Date()),
    ).rejects.toThrow();
  });
});
