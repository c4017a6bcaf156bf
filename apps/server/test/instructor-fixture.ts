import { randomInt } from 'node:crypto';
import type { InstructorStatus } from '@portal/domain/access';
import type { Database } from '../src/db/client.ts';
import { credentials, instructors, people, propositionAllocations } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/password.ts';
import { propositionIdFor } from '../src/seed/foundation.seed.ts';

export type TestInstructor = { instructorId: string; adiNumber: string; mobile: string; password: string };

let next = randomInt(100_000, 800_000);

/**
 * A fresh instructor with a password and a mobile (Ofcom's drama range), so a test's attempts, codes and
 * rate limits never touch another test's account. Franchises are seed proposition keys (default: AA Full).
 */
export const addInstructor = async (
  db: Database,
  options: { password?: string | null; franchises?: string[]; status?: InstructorStatus; mobile?: string | null } = {},
): Promise<TestInstructor> => {
  next += 1;
  const adiNumber = String(next);
  // 07700 900200-900999: drama numbers, clear of the seed's 900101-900106 and unique within a test file.
  const mobile = options.mobile === undefined ? `+447700900${200 + (next % 800)}` : options.mobile;
  const password = options.password === undefined ? 'Lesson5Plan' : options.password;
  const [person] = await db
    .insert(people)
    .values({ firstName: 'Test', lastName: `Instructor ${adiNumber}`, mobileNumber: mobile })
    .returning({ id: people.id });
  const [instructor] = await db
    .insert(instructors)
    .values({ personId: person!.id, adiNumber, status: options.status ?? 'Active' })
    .returning({ id: instructors.id });
  const instructorId = instructor!.id;
  const franchises = options.franchises ?? ['aa-full-manual'];
  if (franchises.length > 0) {
    await db
      .insert(propositionAllocations)
      .values(
        franchises.map((key) => ({ instructorId, propositionId: propositionIdFor(key), fromDate: '2025-01-06' })),
      );
  }
  if (password !== null) {
    await db.insert(credentials).values({ instructorId, passwordHash: await hashPassword(password) });
  }
  return { instructorId, adiNumber, mobile: mobile ?? '', password: password ?? '' };
};
