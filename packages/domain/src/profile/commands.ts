import { z } from 'zod';
import { isoDateInRange } from '../validation/dates.ts';
import { isMultiLineText, isSingleLineText } from '../validation/text.ts';
import { languageOptions } from './languages.ts';
import { profileMessages as m } from './messages.ts';
import { hasAnyAnswer, MAX_CHOICES, type QuestionKey, questionKeys, questionOptions } from './questions.ts';
import { BIO_MAX_CHARS, hasEmoji } from './text.ts';

export const DISPLAY_NAME_MAX = 60;

const noEmoji = (text: string) => !hasEmoji(text);

export const displayNameSchema = z
  .string()
  .trim()
  .max(DISPLAY_NAME_MAX, m.displayNameTooLong)
  .refine(isSingleLineText, m.invalidInput)
  .refine(noEmoji, m.invalidInput);

const answerList = (key: QuestionKey) =>
  z
    .array(
      z
        .string()
        .refine(noEmoji, m.invalidInput)
        .refine((a) => questionOptions[key].includes(a), m.unknownOption),
    )
    .max(MAX_CHOICES, m.tooManyChoices)
    .refine((list) => new Set(list).size === list.length, m.invalidInput);

export const questionAnswersSchema = z.object(
  Object.fromEntries(questionKeys.map((key) => [key, answerList(key)])) as Record<
    QuestionKey,
    ReturnType<typeof answerList>
  >,
);

/** yyyy-MM-dd, optional and nullable (spec 3 §5); never after `today` (checked by the service with its clock). */
export const badgeDateSchema = isoDateInRange.nullable();

export const saveProfileSchema = z.object({
  displayName: displayNameSchema,
  additionalLanguages: z
    .array(z.string().refine((l) => languageOptions.includes(l), m.unknownLanguage))
    .max(languageOptions.length)
    .transform((list) => [...new Set(list)]),
  bio: z
    .string()
    .trim()
    .max(BIO_MAX_CHARS, m.bioTooLong)
    .refine(isMultiLineText, m.invalidInput)
    .refine(noEmoji, m.invalidInput)
    .refine((bio) => !/<[a-z!/?][^>]*>/i.test(bio), m.invalidInput),
  badgeDate: badgeDateSchema,
  questionAnswers: questionAnswersSchema,
});
export type SaveProfileCommand = z.output<typeof saveProfileSchema>;

const EN_GB_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** Spec 4 §7: the bio call sends the badge date as an en-GB date (dd/MM/yyyy); read as yyyy-MM-dd. */
export const enGbBadgeDateSchema = z
  .string()
  .nullable()
  .transform((text) => {
    if (text === null || text.trim() === '') return null;
    const match = EN_GB_DATE.exec(text.trim());
    return match ? `${match[3]}-${match[2]}-${match[1]}` : text;
  })
  .pipe(badgeDateSchema);

/** yyyy-MM-dd to dd/MM/yyyy. */
export const toEnGbDate = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export const generateBioSchema = z.object({
  displayName: displayNameSchema,
  badgeDate: enGbBadgeDateSchema,
  questionAnswers: questionAnswersSchema.refine(hasAnyAnswer, m.noAnswers),
});
export type GenerateBioCommand = z.output<typeof generateBioSchema>;

/** The web form's schema: the save command with the date field's empty text for "no date". */
export const profileFormSchema = saveProfileSchema.extend({
  badgeDate: z.union([z.literal(''), isoDateInRange]),
});
