/**
 * Emoji and pictographs (spec 3 §5 "must not contain emoji"): extended pictographic characters, regional
 * indicator pairs (flags), keycaps and the variation/joiner characters that build emoji sequences.
 */
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u{FE0F}|\u{20E3}|\u{200D}|[\u{1F3FB}-\u{1F3FF}]/u;

export const hasEmoji = (text: string): boolean => EMOJI.test(text);

/** Spec 3 §2.8: the bio is shown split on line breaks; an empty one shows '-'. */
export const bioParagraphs = (bio: string | null | undefined): string[] => {
  const lines = (bio ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.length > 0 ? lines : ['-'];
};

/** Spec 3 §9: the first language chip shows at most 15 characters, then '...'. */
export const FIRST_CHIP_CHARS = 15;

/**
 * Spec 3 §2.8: the language chips. The first is truncated to 15 characters plus '...'; with a maximum, the
 * chips beyond it are hidden and '+N' says how many.
 */
export const languageChips = (languages: readonly string[], max?: number): { chips: string[]; more: string | null } => {
  const visible = max === undefined ? [...languages] : languages.slice(0, Math.max(0, max));
  const chips = visible.map((language, i) =>
    i === 0 && language.length > FIRST_CHIP_CHARS ? `${language.slice(0, FIRST_CHIP_CHARS)}...` : language,
  );
  const hidden = languages.length - visible.length;
  return { chips, more: hidden > 0 ? `+${hidden}` : null };
};

export const BIO_MIN_CHARS = 40;
export const BIO_MAX_CHARS = 1500;

/** What a bio writer may return: plain text of a sensible length, no emoji, no markup. */
export const bioProblem = (bio: string): string | null => {
  const text = bio.trim();
  if (text.length < BIO_MIN_CHARS) return 'too short';
  if (text.length > BIO_MAX_CHARS) return 'too long';
  if (hasEmoji(text)) return 'contains emoji';
  if (/<[a-z!/?][^>]*>|&[a-z#0-9]+;/i.test(text)) return 'contains markup';
  return null;
};
