import { bioProblem, emptyAnswers, type QuestionAnswers, questionKeys, questionOptions } from '@portal/domain/profile';
import { describe, expect, it } from 'vitest';
import { composeBio, listOf } from './bio-composer.ts';

const answersWith = (count: number): QuestionAnswers => {
  const answers = emptyAnswers();
  for (const key of questionKeys) answers[key] = questionOptions[key].slice(0, count);
  return answers;
};
const request = (count: number, badgeDate: string | null = '2015-06-01') => ({
  displayName: 'Daniel Hughes',
  badgeDate,
  today: '2026-11-25',
  questionAnswers: answersWith(count),
});
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('the bio composer', () => {
  it('lists one, two and three choices as English does', () => {
    expect(listOf(['calm'])).toBe('calm');
    expect(listOf(['calm', 'patient'])).toBe('calm and patient');
    expect(listOf(['calm', 'patient', 'clear'])).toBe('calm, patient and clear');
  });

  it('writes every chosen answer, in the first person, within the checks, for 1 to 3 choices', () => {
    for (const count of [1, 2, 3]) {
      const bio = composeBio(request(count));
      expect(bioProblem(bio)).toBeNull();
      expect(bio).toMatch(
        /^Hello, I'm Daniel, and I have been teaching people to drive for 11 years, since gaining my badge in 2015\./,
      );
      for (const key of questionKeys)
        for (const answer of questionOptions[key].slice(0, count)) expect(bio).toContain(answer);
      expect(bio).not.toMatch(/\s[,.]|\.\./);
    }
    expect(words(composeBio(request(3)))).toBeGreaterThanOrEqual(80);
    expect(words(composeBio(request(3)))).toBeLessThanOrEqual(150);
    expect(words(composeBio(request(2)))).toBeGreaterThanOrEqual(80);
  });

  it('with no answers and no badge date says only what it knows', () => {
    const bio = composeBio(request(0, null));
    expect(bioProblem(bio)).toBeNull();
    expect(bio).toContain("Hello, I'm Daniel, a fully trained driving instructor.");
    expect(bio).not.toMatch(/years|teaching style|free time|Away from the car/);
  });

  it('grammar: a new badge, one year, and "an" before a vowel', () => {
    expect(composeBio({ ...request(1), badgeDate: '2026-03-01' })).toContain("gained my instructor's badge in 2026.");
    expect(composeBio({ ...request(1), badgeDate: '2025-11-25' })).toContain('for a year, since');
    const answers = { ...emptyAnswers(), free_time_activities: ['DIY', 'walking'], self_description: ['easy-going'] };
    const bio = composeBio({ ...request(0), questionAnswers: answers });
    expect(bio).toContain('you will usually find me enjoying DIY and walking.');
    expect(bio).toContain('I am easy-going,');
  });
});
