import { z } from 'zod';
import { validationMessages as m } from './messages.ts';

// C0 controls (NUL, ESC, ...), DEL and the C1 controls: never meant as text, and PostgreSQL refuses NUL.
const isControl = (code: number): boolean => code < 0x20 || (code >= 0x7f && code <= 0x9f);
// Tab, line feed and carriage return: the layout a multi-line text (notes, reasons) may hold.
const LAYOUT = new Set([0x09, 0x0a, 0x0d]);

const hasControl = (text: string, allowLayout: boolean): boolean => {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isControl(code) && !(allowLayout && LAYOUT.has(code))) return true;
  }
  return false;
};

/** One line of text (a name, an ADI number, a password): no control character at all. */
export const isSingleLineText = (text: string): boolean => !hasControl(text, false);

/** Text from a text area: tabs and line breaks allowed, no other control character. */
export const isMultiLineText = (text: string): boolean => !hasControl(text, true);

/** A string schema that refuses control characters; chain the field's own rules after it. */
export const singleLineText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isSingleLineText, m.controlCharacters);

/** A string schema for multi-line text: tabs and line breaks allowed, other control characters refused. */
export const multiLineText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isMultiLineText, m.controlCharacters);
