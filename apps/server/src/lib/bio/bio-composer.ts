import type { QuestionAnswers } from '@portal/domain/profile';
import type { BioRequest, BioWriter } from './bio-writer.ts';

/** "a", "a and b", "a, b and c": the choices as an English list (UK style, no serial comma). */
export const listOf = (items: readonly string[]): string => {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
};

/** "an" before a vowel sound in the words we write (our options: "easy-going", "honest", "organised"). */
const article = (word: string): string => (/^(honest|[aeio])/i.test(word) ? 'an' : 'a');

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const yearsBetween = (from: string, to: string): number => {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0);
};

const firstNameOf = (displayName: string): string => displayName.trim().split(/\s+/)[0] ?? '';

const introduction = (request: BioRequest): string => {
  const name = firstNameOf(request.displayName);
  const hello = name ? `Hello, I'm ${name}` : 'Hello';
  if (!request.badgeDate) return `${hello}, a fully trained driving instructor.`;
  const years = yearsBetween(request.badgeDate, request.today);
  const since = request.badgeDate.slice(0, 4);
  if (years < 1) return `${hello}, and I gained my instructor's badge in ${since}.`;
  const span = years === 1 ? 'a year' : `${years} years`;
  return `${hello}, and I have been teaching people to drive for ${span}, since gaining my badge in ${since}.`;
};

/** One sentence per question, each in its own shape so that the bio does not read like a form. */
const sentences = (a: QuestionAnswers): string[] => {
  const out: string[] = [];
  const style = a.teaching_style;
  if (style.length > 0) {
    out.push(`My teaching style is ${listOf(style)}, and I plan each lesson around the learner, not a script.`);
  }
  if (a.teaching_enjoyment.length > 0) {
    out.push(`What I enjoy most about teaching is ${listOf(a.teaching_enjoyment)}.`);
  }
  if (a.self_description.length > 0) {
    const [first] = a.self_description;
    const words = listOf(a.self_description);
    out.push(`People who know me would say I am ${words}, which helps learners relax from the first lesson.`);
    if (a.self_description.length === 1 && first) out.push(`Being ${first} matters on the road as much as off it.`);
  }
  if (a.most_rewarding_aspect.length > 0) {
    const [only] = a.most_rewarding_aspect;
    out.push(
      a.most_rewarding_aspect.length === 1 && only
        ? `For me, the most rewarding part of the job is ${only}.`
        : `The most rewarding parts of the job for me are ${listOf(a.most_rewarding_aspect)}.`,
    );
  }
  if (a.free_time_activities.length > 0) {
    out.push(`Away from the car, you will usually find me ${withGerunds(a.free_time_activities)}.`);
  }
  return out;
};

/** "walking, cycling and DIY" reads oddly after "find me": nouns get "enjoying". */
const withGerunds = (activities: readonly string[]): string =>
  listOf(activities.map((activity) => (/^\w+ing\b/.test(activity) ? activity : `enjoying ${activity}`)));

const closing = (a: QuestionAnswers): string => {
  const calm = [...a.teaching_style, ...a.self_description].find((w) => ['calm', 'patient', 'relaxed'].includes(w));
  return calm
    ? `Looking for ${article(calm)} ${calm} instructor to help you become a safe, confident driver? I would love to hear from you.`
    : 'If you are ready to become a safe, confident driver for life, I would love to help you get there.';
};

/** The built-in bio writer: first person, UK spelling, only the instructor's own facts. */
export const composeBio = (request: BioRequest): string => {
  const body = sentences(request.questionAnswers);
  const paragraphs = [
    [introduction(request), ...body.slice(0, 2)].join(' '),
    body.slice(2).join(' '),
    capitalise(closing(request.questionAnswers)),
  ].filter(Boolean);
  return paragraphs.join('\n\n');
};

export const createComposerBioWriter = (): BioWriter => ({
  kind: 'composer',
  write: async (request) => composeBio(request),
});
