import { type BrandCode, type BrandSlug, brands, isBrandSlug } from '@portal/domain/access';
import {
  awardName,
  bioParagraphs,
  type QuestionKey,
  questionKeys,
  selectAwards,
  supportersLabel,
} from '@portal/domain/profile';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { InstructorService } from '../instructor/index.ts';
import { findAwards, findPublishedBySlug } from './profile.repository.ts';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const look = {
  aa: { bar: '#FFCC00', onBar: '#1D1D1B', accent: '#1D1D1B', chip: '#FFF6CC', label: 'AA Driving School' },
  bsm: { bar: '#0A3D73', onBar: '#FFFFFF', accent: '#0A5DB0', chip: '#E3F0FC', label: 'BSM' },
} as const;

const headings: Partial<Record<QuestionKey, string>> = {
  teaching_style: 'Teaching style',
  self_description: 'In a few words',
};

type PageData = {
  brand: BrandSlug;
  displayName: string;
  languages: string[];
  bio: string;
  answers: Record<string, string[]>;
  awards: Array<{ award: string; count: number }>;
  badgeYear: string | null;
};

const description = (d: PageData): string => {
  const first = bioParagraphs(d.bio)[0] ?? '';
  const text = first === '-' ? `${d.displayName}, driving instructor with ${look[d.brand].label}.` : first;
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}...` : text;
};

/** The public page: readable without JavaScript, the brand's colours, only published, public facts. */
export const renderProfilePage = (d: PageData): string => {
  const l = look[d.brand];
  const title = `${d.displayName} | Driving instructor | ${l.label}`;
  const list = (items: string[]) => items.map((i) => `<li>${escapeHtml(i)}</li>`).join('');
  const { top, rest } = selectAwards(d.awards, 10);
  const praise = [...top, ...rest]
    .map((a) => `<li><strong>${escapeHtml(awardName(a.award))}</strong> <span>${supportersLabel(a.count)}</span></li>`)
    .join('');
  const facts = questionKeys
    .filter((key) => headings[key] && (d.answers[key]?.length ?? 0) > 0)
    .map((key) => `<h2>${headings[key]}</h2><ul class="chips">${list(d.answers[key] ?? [])}</ul>`)
    .join('');
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(description(d))}">
<meta property="og:type" content="profile">
<meta property="og:title" content="${escapeHtml(title)}">
<meta property="og:description" content="${escapeHtml(description(d))}">
<meta property="og:site_name" content="${escapeHtml(brands[d.brand].name)}">
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1D1D1B;background:#F5F6F8;line-height:1.5}
header{background:${l.bar};color:${l.onBar};padding:16px 20px;font-weight:700;font-size:1.1rem}
main{max-width:720px;margin:0 auto;padding:20px}
article{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{margin:0 0 4px;font-size:1.6rem}h2{font-size:1.05rem;margin:20px 0 8px;color:${l.accent}}
.sub{margin:0;color:#4A4A48}
ul.chips{list-style:none;padding:0;margin:8px 0 0;display:flex;flex-wrap:wrap;gap:8px}
ul.chips li{background:${l.chip};border-radius:16px;padding:4px 12px}
ul.praise{list-style:none;padding:0;margin:0}ul.praise li{display:flex;justify-content:space-between;gap:12px;padding:10px 0;border-bottom:1px solid #E0E0E0}
ul.praise span{color:#4A4A48;white-space:nowrap}
footer{text-align:center;color:#4A4A48;font-size:.85rem;padding:24px}
</style>
</head>
<body>
<header>${escapeHtml(l.label)}</header>
<main>
<article>
<h1>${escapeHtml(d.displayName)}</h1>
<p class="sub">Driving instructor${d.badgeYear ? `, qualified ${escapeHtml(d.badgeYear)}` : ''}</p>
${d.languages.length > 0 ? `<h2>Also speaks</h2><ul class="chips">${list(d.languages)}</ul>` : ''}
<h2>About me</h2>
${bioParagraphs(d.bio)
  .map((p) => `<p>${escapeHtml(p)}</p>`)
  .join('\n')}
${facts}
${praise ? `<h2>What learners say</h2><ul class="praise">${praise}</ul>` : ''}
</article>
</main>
<footer>${escapeHtml(brands[d.brand].name)}</footer>
</body>
</html>`;
};

const notFound = (reply: FastifyReply) =>
  reply
    .code(404)
    .type('text/html; charset=utf-8')
    .send(
      '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Page missing</title></head>' +
        "<body><h1>This is awkward.</h1><p>We can't find the page you are looking for.</p></body></html>",
    );

/**
 * GET /profile/{aa|bsm}/{slug}: the instructor's published profile in that brand, if they hold a Full or
 * Trainee franchise in it; anything else is the 404 page. Cached briefly: it changes once a night at most.
 */
export const registerProfilePage = (app: FastifyInstance, services: { instructor: InstructorService }): void => {
  app.get<{ Params: { brand: string; slug: string } }>('/profile/:brand/:slug', async (request, reply) => {
    const { brand, slug } = request.params;
    if (!isBrandSlug(brand) || !/^[a-z0-9-]{1,120}$/.test(slug)) return notFound(reply);
    const found = await findPublishedBySlug(slug);
    if (!found) return notFound(reply);
    const instructor = await services.instructor.getInstructor({ instructorId: found.instructorId });
    const code: BrandCode = brand === 'bsm' ? 'BSM' : 'AADS';
    const holds =
      instructor?.status === 'Active' &&
      instructor.propositions.some(
        ({ proposition: p }) => p.brand === code && (p.type === 'Full' || p.type === 'Trainee'),
      );
    if (!instructor || !holds) return notFound(reply);
    const awards = await findAwards(found.instructorId);
    const c = found.content;
    const html = renderProfilePage({
      brand,
      displayName: c.displayName || `${instructor.firstName} ${instructor.lastName.charAt(0)}.`,
      languages: c.additionalLanguages,
      bio: c.bio,
      answers: c.questionAnswers,
      awards,
      badgeYear: c.badgeDate ? c.badgeDate.slice(0, 4) : null,
    });
    return reply.header('cache-control', 'public, max-age=300').type('text/html; charset=utf-8').send(html);
  });
};
