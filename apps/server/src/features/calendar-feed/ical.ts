import { UK_TIME_ZONE } from '@portal/domain/time';

/**
 * A small iCalendar (RFC 5545) writer: content lines, TEXT escaping (3.3.11), folding at 75 octets (3.1), date-times
 * as Europe/London wall-clock times with the zone's VTIMEZONE (3.3.5 form 3), and UTC stamps. Pure: no I/O.
 */

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma and newlines. */
export const escapeText = (value: string): string =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    // Other control characters are not allowed in TEXT (3.3.11): dropped.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');

/**
 * Folds one content line (RFC 5545 3.1): no line longer than 75 octets before its CRLF, each continuation
 * starting with one space, never splitting a UTF-8 character.
 */
export const foldLine = (line: string): string => {
  // Most lines are short: one length check, no per-character work.
  if (line.length <= MAX_OCTETS && Buffer.byteLength(line, 'utf8') <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const code = char.codePointAt(0)!;
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    // A continuation line's leading space counts towards its 75.
    if (octets + size > MAX_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
};

const HOUR = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0-based) of a year: when UK clocks change (since 1996). */
const lastSundayAt1Utc = (year: number, month: number): number => {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR;
};

const bstCache = new Map<number, [number, number]>();

/**
 * Europe/London's offset at an instant, by the rule the VTIMEZONE below states (BST from the last Sunday of March
 * 01:00 UTC to the last Sunday of October 01:00 UTC): arithmetic, no Intl per call (a feed has thousands).
 */
export const londonOffsetMs = (at: Date): number => {
  const year = at.getUTCFullYear();
  let bst = bstCache.get(year);
  if (!bst) {
    bst = [lastSundayAt1Utc(year, 2), lastSundayAt1Utc(year, 9)];
    bstCache.set(year, bst);
  }
  const t = at.getTime();
  return t >= bst[0] && t < bst[1] ? HOUR : 0;
};

/** The London wall clock of an instant as a Date whose UTC fields are that wall clock. */
export const londonWallClock = (at: Date): Date => new Date(at.getTime() + londonOffsetMs(at));

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 20300107T093000Z */
export const utcStamp = (at: Date): string =>
  `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}T${pad(at.getUTCHours())}${pad(
    at.getUTCMinutes(),
  )}${pad(at.getUTCSeconds())}Z`;

const localStamp = (at: Date): string => utcStamp(londonWallClock(at)).slice(0, 15);

/**
 * A date-time property: `NAME;TZID=Europe/London:20300107T093000`. In the October hour that happens twice the
 * wall clock names the first (RFC 5545 3.3.5), so the second's instants are written in UTC instead.
 */
export const dateTimeProperty = (name: string, at: Date): string => {
  const local = localStamp(at);
  const anHourBefore = localStamp(new Date(at.getTime() - 3_600_000));
  if (local.slice(0, 11) === anHourBefore.slice(0, 11)) return `${name}:${utcStamp(at)}`;
  return `${name};TZID=${UK_TIME_ZONE}:${local}`;
};

/** A DATE property (all-day items): `NAME;VALUE=DATE:20300107` from yyyy-MM-dd. */
export const dateProperty = (name: string, isoDate: string): string =>
  `${name};VALUE=DATE:${isoDate.replaceAll('-', '')}`;

/** Europe/London since 1996: BST from the last Sunday of March 01:00 UTC to the last Sunday of October. */
export const LONDON_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${UK_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:BST',
  'DTSTART:19700329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19701025T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** Content lines (unfolded) to one iCalendar object: each folded, CRLF after every line. */
export const serialize = (lines: readonly string[]): string => lines.map(foldLine).join(CRLF) + CRLF;
