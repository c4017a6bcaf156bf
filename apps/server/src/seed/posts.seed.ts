import { type BrandCode, brandCodes } from '@portal/domain/access';
import type { PostType } from '@portal/domain/posts';
import { publishPost } from '../features/posts/index.ts';
import { seedId } from './seed-id.ts';

/** A road-sign roundel (a 48px PNG, inline): the seed's image, so no post reaches another host. */
const ROUNDEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAYAAABXAvmHAAAAu0lEQVR42u2awQ3AIAwDGaGTdP8RuhV99gmUJNiWI/Xduwap4NCa66vnuvvMQwkNJ7MLfkwkGrxMJBs8VaQaPlRi9aWjKpWIgt6VSYOPqnCJSvgUiUrwFRF4+BAJagEE+C0JFPiRBPzX/9UFNPjlLlALIC6fpWWECj/dBQtYwAIWsECKAM2PzHshZAGa7TT9gUbiSOlUwtlQz0/mKKJF+nBXIl6XGHBIjJgkhnwSY1aZQbfMVQOZyx6n6wVH+SGdET3saQAAAABJRU5ErkJggg==';

type SeedPost = {
  key: string;
  brand: BrandCode;
  type: PostType;
  daysAgo: number;
  title: string;
  author: string;
  content: string;
};

const news = (brand: BrandCode): SeedPost[] => {
  const school = brand === 'AADS' ? 'AA Driving School' : 'BSM';
  return [
    {
      key: 'test-slots',
      brand,
      type: 'NEWS',
      daysAgo: 2,
      title: 'More practical test slots this spring',
      author: `${school} Instructor Team`,
      content: `<h2>More tests, sooner</h2><p>The DVSA is adding practical test slots at busy centres across <b>Yorkshire</b> and the <b>North West</b>. Learners can check for earlier dates on <a href="https://www.gov.uk/change-driving-test">GOV.UK</a>.</p><ul><li>Book your learners' mock tests early.</li><li>Keep their <em>short notice</em> preference up to date.</li></ul>`,
    },
    {
      key: 'highway-code',
      brand,
      type: 'NEWS',
      daysAgo: 9,
      title: 'Highway Code refresher: the hierarchy of road users',
      author: `${school} Standards Team`,
      content: `<p>A quick reminder of the rules your learners are tested on:</p><ol><li><strong>Rule H1</strong>: those who can do the greatest harm carry the greatest responsibility.</li><li><strong>Rule H2</strong>: give way to pedestrians crossing or waiting to cross at a junction.</li><li><strong>Rule H3</strong>: do not cut across cyclists when turning.</li></ol><p><img src="${ROUNDEL}" alt="A round road sign" width="48" height="48"></p>`,
    },
    {
      key: 'referral',
      brand,
      type: 'NEWS',
      daysAgo: 24,
      title: 'Recommend a friend to the franchise',
      author: `${school} Franchise Team`,
      content: `<p>Know a great instructor? Recommend them and you both get <b>two franchise-free weeks</b> once they join.</p><table><thead><tr><th scope="col">They join</th><th scope="col">You get</th></tr></thead><tbody><tr><td>Full franchise</td><td>2 free weeks</td></tr><tr><td>Partner franchise</td><td>1 free week</td></tr></tbody></table>`,
    },
  ];
};

const tech = (brand: BrandCode): SeedPost[] => [
  {
    key: 'portal-release',
    brand,
    type: 'TECH',
    daysAgo: 4,
    title: 'Portal update: repeat lessons and faster calendar',
    author: 'Instructor Portal Team',
    content:
      '<h3>What is new</h3><ul><li>Book a <b>repeating lesson</b> in one go from the calendar.</li><li>The week view loads faster on a phone.</li></ul><p>Spotted a problem? Call the support line from the <i>Need help?</i> button.</p>',
  },
  {
    key: 'app-sign-in',
    brand,
    type: 'TECH',
    daysAgo: 16,
    title: 'Signing in from the mobile app',
    author: 'Instructor Portal Team',
    content:
      '<p>The app now opens the portal already signed in: you only need the <code>6-digit</code> code we text you.</p><pre>Menu &gt; Portal &gt; Open in browser</pre>',
  },
];

/** Seed news and tech updates for each brand (and one draft that nobody sees), through the office's publishPost. */
export const seedPosts = async (): Promise<void> => {
  const now = new Date();
  const all = brandCodes.flatMap((brand) => [...news(brand), ...tech(brand)]);
  for (const post of all) {
    const { key, daysAgo, ...fields } = post;
    const publishedAt = new Date(now.getTime() - daysAgo * 86_400_000);
    await publishPost({ ...fields, id: seedId(`post:${post.brand}:${key}`), publishedAt }, now);
  }
  await publishPost(
    {
      id: seedId('post:AADS:draft'),
      brand: 'AADS',
      type: 'NEWS',
      status: 'Draft',
      title: 'Draft: summer offer',
      author: 'AA Driving School Instructor Team',
      content: '<p>Not published yet.</p>',
    },
    now,
  );
};
