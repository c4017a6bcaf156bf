import { describe, expect, it } from 'vitest';
import {
  awardName,
  BIO_SPACING_MS,
  BIO_WINDOW_MS,
  type BioAllowanceState,
  badgeDateQuestion,
  badgeTypeFor,
  bioParagraphs,
  bioProblem,
  decideBioAllowance,
  emptyAnswers,
  generateBioSchema,
  hasEmoji,
  languageChips,
  questionOptions,
  randomInstructorsSchema,
  saveProfileSchema,
  selectAwards,
  supportersLabel,
} from './index.ts';

const valid = () => ({
  displayName: 'Dan Hughes',
  additionalLanguages: ['Welsh'],
  bio: 'I teach in Leeds.',
  badgeDate: '2015-06-01',
  questionAnswers: { ...emptyAnswers(), teaching_style: ['calm', 'patient'] },
});

describe('language chips', () => {
  it('truncates only the first chip past 15 characters and counts the hidden ones', () => {
    expect(languageChips(['British Sign Language', 'Scottish Gaelic', 'Welsh'], 2)).toEqual({
      chips: ['British Sign La...', 'Scottish Gaelic'],
      more: '+1',
    });
    expect(languageChips(['Scottish Gaelic'])).toEqual({ chips: ['Scottish Gaelic'], more: null });
    expect(languageChips([])).toEqual({ chips: [], more: null });
  });
});

describe('awards', () => {
  it('shows the 4 highest-supported above 0, the rest on demand, and names unknown ones', () => {
    const { top, rest } = selectAwards([
      { award: 'SUPPORTIVE', count: 2 },
      { award: 'CLEAR_COMMUNICATOR', count: 9 },
      { award: 'CALM_UNDER_PRESSURE', count: 0 },
      { award: 'CONFIDENCE_BUILDER', count: 2 },
      { award: 'ABOVE_AND_BEYOND', count: 5 },
      { award: 'SOMETHING_NEW', count: 1 },
      { award: 'FRIENDLY_AND_POLITE', count: 3 },
    ]);
    expect(top.map((a) => a.award)).toEqual([
      'CLEAR_COMMUNICATOR',
      'ABOVE_AND_BEYOND',
      'FRIENDLY_AND_POLITE',
      'CONFIDENCE_BUILDER',
    ]);
    expect(rest.map((a) => a.award)).toEqual(['SUPPORTIVE', 'SOMETHING_NEW']);
    expect(awardName('SOMETHING_NEW')).toBe('Unknown Award');
    expect(awardName('FLEXIBLE_AND_PUNCTUAL')).toBe('Flexible and punctual');
    expect(supportersLabel(1)).toBe('1 supporter');
    expect(supportersLabel(4)).toBe('4 supporters');
  });
});

describe('bio allowance', () => {
  const t0 = new Date('2026-03-28T23:59:00Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);
  const run = (times: number[]) => {
    let state: BioAllowanceState = null;
    return times.map((ms) => {
      const decision = decideBioAllowance(state, at(ms));
      if (decision.allowed) state = decision.next;
      return decision.allowed;
    });
  };
  it('allows the first and 3 more at once, then one a minute', () => {
    expect(run([0, 1, 2, 3, 4])).toEqual([true, true, true, true, false]);
    expect(run([0, 1, 2, 3, 3 + BIO_SPACING_MS - 1, 3 + BIO_SPACING_MS, 3 + BIO_SPACING_MS + 10])).toEqual([
      true,
      true,
      true,
      true,
      false,
      true,
      false,
    ]);
  });
  it('starts a new window 24 hours after the first request', () => {
    expect(run([0, 1, 2, 3, 4, BIO_WINDOW_MS, BIO_WINDOW_MS + 1, BIO_WINDOW_MS + 2, BIO_WINDOW_MS + 3])).toEqual([
      true,
      true,
      true,
      true,
      false,
      true,
      true,
      true,
      true,
    ]);
  });
});

describe('the emoji rule and the profile commands', () => {
  it('finds emoji, flags and joined sequences but not plain accents or punctuation', () => {
    for (const text of ['Hi 😀', 'Dan 👍🏽', '🇬🇧', 'a❤️b', 'family 👨‍👩‍👧']) expect(hasEmoji(text)).toBe(true);
    for (const text of ['Zoë O’Brien-Smith', 'Łukasz (Luke)', 'calm & clear', '£35'])
      expect(hasEmoji(text)).toBe(false);
  });
  it("refuses emoji in the display name and the answers with 'Invalid input'", () => {
    const named = saveProfileSchema.safeParse({ ...valid(), displayName: 'Dan 🚗' });
    expect(named.error?.issues[0]?.message).toBe('Invalid input');
    const answered = saveProfileSchema.safeParse({
      ...valid(),
      questionAnswers: { ...emptyAnswers(), teaching_style: ['calm 🚗'] },
    });
    expect(answered.error?.issues[0]?.message).toBe('Invalid input');
  });
  it('allows up to 3 choices, only from the options, and a nullable real date', () => {
    const four = questionOptions.teaching_style.slice(0, 4);
    expect(
      saveProfileSchema.safeParse({ ...valid(), questionAnswers: { ...emptyAnswers(), teaching_style: four } }).success,
    ).toBe(false);
    expect(
      saveProfileSchema.safeParse({ ...valid(), questionAnswers: { ...emptyAnswers(), teaching_style: ['grumpy'] } })
        .success,
    ).toBe(false);
    expect(saveProfileSchema.safeParse({ ...valid(), badgeDate: null }).success).toBe(true);
    expect(saveProfileSchema.safeParse({ ...valid(), badgeDate: '2015-02-30' }).success).toBe(false);
    expect(saveProfileSchema.safeParse({ ...valid(), additionalLanguages: ['Klingon'] }).success).toBe(false);
  });
  it('reads the bio call badge date as en-GB', () => {
    const parsed = generateBioSchema.parse({
      displayName: 'Dan',
      badgeDate: '01/06/2015',
      questionAnswers: { ...emptyAnswers(), teaching_style: ['calm'] },
    });
    expect(parsed.badgeDate).toBe('2015-06-01');
    expect(
      generateBioSchema.safeParse({ displayName: 'Dan', badgeDate: '31/02/2015', questionAnswers: emptyAnswers() })
        .success,
    ).toBe(false);
  });
});

it('refuses to write a bio with every question unanswered, as the web disables the button', () => {
  const empty = generateBioSchema.safeParse({ displayName: 'Dan', badgeDate: null, questionAnswers: emptyAnswers() });
  expect(empty.error?.issues[0]?.message).toBe('Answer at least one question to generate your bio');
});

describe('display helpers', () => {
  it("splits the bio on line breaks and shows '-' when empty", () => {
    expect(bioParagraphs('One.\n\nTwo.\r\nThree.')).toEqual(['One.', 'Two.', 'Three.']);
    expect(bioParagraphs('')).toEqual(['-']);
    expect(bioParagraphs(null)).toEqual(['-']);
  });
  it('asks for the badge by its colour, green for an ADI and pink for a trainee', () => {
    expect(badgeDateQuestion(badgeTypeFor(['Full']))).toBe('What date was your green badge issued?');
    expect(badgeDateQuestion(badgeTypeFor(['Trainee']))).toBe('What date was your pink badge issued?');
  });
  it('refuses a written bio with markup or emoji', () => {
    expect(bioProblem('I have taught for years <b>happily</b> across the city and beyond.')).toBe('contains markup');
    expect(bioProblem('I have taught for years happily across the city and beyond 🚗')).toBe('contains emoji');
    expect(bioProblem('Short.')).toBe('too short');
  });
});

describe('randomInstructors count', () => {
  it('takes 1 to 10 and refuses anything else with one message', () => {
    expect(randomInstructorsSchema.safeParse({ count: 1 }).success).toBe(true);
    expect(randomInstructorsSchema.safeParse({ count: 10 }).success).toBe(true);
    for (const count of [0, 11, 2.5, -1]) {
      const result = randomInstructorsSchema.safeParse({ count });
      expect(result.error?.issues[0]?.message).toBe('Ask for between 1 and 10 instructors');
    }
  });
});
