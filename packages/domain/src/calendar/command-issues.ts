import type { z } from 'zod';
import type { ErrorReason } from '../errors/index.ts';
import { TRAVEL_TIME_OPTIONS } from './constants.ts';
import { calendarInputMessages } from './messages.ts';

/** A broken rule: its message, the field it belongs to, and its reason when that is not INVALID_INPUT. */
export type CommandIssue = { message: string; path?: string | readonly (string | number)[]; reason?: ErrorReason };

/** Adds the rules' issues to a zod refinement, in order: parseCommand reports the first. */
export const reportIssues = (ctx: z.RefinementCtx, issues: readonly CommandIssue[]): void => {
  for (const { message, path, reason } of issues) {
    const at = path === undefined ? [] : typeof path === 'string' ? [path] : [...path];
    ctx.addIssue({ code: 'custom', message, path: at, ...(reason ? { params: { reason } } : {}) });
  }
};

/** Travel time before a lesson: one of 0, 15, 30, 45, 60 minutes (spec 2 §9). */
export const isTravelTimeOption = (minutes: number): boolean =>
  (TRAVEL_TIME_OPTIONS as readonly number[]).includes(minutes);

export const travelTimeIssues = (minutes: number, path: CommandIssue['path'] = 'travelTime'): CommandIssue[] =>
  isTravelTimeOption(minutes) ? [] : [{ path, message: calendarInputMessages.travelTimeOptions }];
