import { questionKeys, questionLabels } from '@portal/domain/profile';
import { z } from 'zod';
import type { BioRequest, BioWriter } from './bio-writer.ts';

export type OpenAiBioWriterOptions = { url: string; key: string | undefined; model: string; timeoutMs?: number };

const chatAnswer = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

const SYSTEM_PROMPT = [
  'You write short public profile bios for UK driving instructors.',
  'Write in the first person, in British English (UK spelling), 80 to 150 words, in two or three short paragraphs',
  'separated by blank lines. Use only the facts given: do not invent qualifications, places, pass rates, prices',
  'or anything else. Plain text only: no markdown, no HTML, no emoji, no hashtags, no quotation marks around it.',
].join(' ');

/** The request as the model reads it: the facts, one per line. */
export const bioPrompt = (request: BioRequest): string => {
  const lines = [`Name: ${request.displayName || 'not given'}`];
  lines.push(`Instructor badge issued: ${request.badgeDate ?? 'not given'} (today is ${request.today})`);
  for (const key of questionKeys) {
    const answers = request.questionAnswers[key];
    lines.push(`${questionLabels[key]} ${answers.length > 0 ? answers.join('; ') : 'not answered'}`);
  }
  return lines.join('\n');
};

/**
 * Production adapter: an OpenAI-compatible chat completions endpoint (BIO_WRITER_URL, the full URL of
 * .../chat/completions; BIO_WRITER_KEY as the bearer token; BIO_WRITER_MODEL). Any failure is an error.
 */
export const createOpenAiBioWriter = (options: OpenAiBioWriterOptions): BioWriter => ({
  kind: 'openai',
  write: async (request) => {
    const response = await fetch(options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(options.key ? { authorization: `Bearer ${options.key}` } : {}),
      },
      body: JSON.stringify({
        model: options.model,
        temperature: 0.7,
        max_tokens: 400,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: bioPrompt(request) },
        ],
      }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
    });
    if (!response.ok) throw new Error(`Bio writer answered ${response.status}`);
    const answer = chatAnswer.parse(await response.json());
    return answer.choices[0]!.message.content.trim();
  },
});
