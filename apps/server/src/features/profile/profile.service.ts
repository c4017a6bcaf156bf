import { brandCodes, isDormant } from '@portal/domain/access';
import { DomainError, parseCommand } from '@portal/domain/errors';
import {
  badgeTypeFor,
  bioProblem,
  decideBioAllowance,
  emptyAnswers,
  type GenerateBioCommand,
  generateBioSchema,
  profileMessages as m,
  type QuestionAnswers,
  questionKeys,
  type SaveProfileCommand,
  saveProfileSchema,
} from '@portal/domain/profile';
import { localDateOf, startOfLocalDay } from '@portal/domain/time';
import type { AppDeps, Viewer } from '../../app-deps.ts';
import type { ProfileContent } from '../../db/schema/profile.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { InstructorService } from '../instructor/index.ts';
import {
  findAwards,
  findProfile,
  lockAllowance,
  type ProfileRow,
  publishDraftsSavedBefore,
  saveAllowance,
  upsertDraft,
} from './profile.repository.ts';
import type { BusinessProfileView } from './profile.views.ts';
import { createProfileDirectory } from './profile-directory.service.ts';
import { profileSlugFor } from './profile-slug.ts';

type QuestionAnswerInput = { question: string; answer: readonly string[] };
export type SaveProfileInput = Omit<SaveProfileCommand, 'questionAnswers' | 'badgeDate'> & {
  personKey: string;
  badgeDate?: string | null | undefined;
  questionAnswers: readonly QuestionAnswerInput[];
};
export type GenerateBioInput = Omit<GenerateBioCommand, 'questionAnswers' | 'badgeDate'> & {
  personKey: string;
  badgeDate?: string | null | undefined;
  questionAnswers: readonly QuestionAnswerInput[];
};

/** Another instructor's personKey is not found, like any foreign id. */
const requireOwnKey = (viewer: Viewer, personKey: string) => {
  if (personKey !== viewer.instructorId) throw new DomainError('NOT_FOUND', 'Profile not found');
};

/** The API's list of {question, answer} into the five lists; an unknown question is refused. */
const answersFrom = (list: readonly QuestionAnswerInput[]): QuestionAnswers => {
  const answers = emptyAnswers();
  for (const { question, answer } of list) {
    if (!(questionKeys as readonly string[]).includes(question)) {
      throw new DomainError('INVALID_INPUT', m.invalidInput, { field: 'questionAnswers' });
    }
    answers[question as keyof QuestionAnswers] = [...answer];
  }
  return answers;
};

const answersOf = (stored: Record<string, string[]> | undefined): QuestionAnswers => ({
  ...emptyAnswers(),
  ...Object.fromEntries(questionKeys.map((key) => [key, stored?.[key] ?? []])),
});

/** The public page of each brand the instructor holds a Full or Trainee franchise in. */
const profileBrandsOf = (propositions: ReadonlyArray<{ proposition: { type: string; brand: string; name: string } }>) =>
  brandCodes.filter((brand) =>
    propositions.some(
      ({ proposition: p }) => p.brand === brand && (p.type === 'Full' || p.type === 'Trainee') && !isDormant(p),
    ),
  );

export const publicProfilePath = (brand: string, slug: string): string =>
  `/profile/${brand === 'BSM' ? 'bsm' : 'aa'}/${slug}`;

/** Spec 3 §9's allowance, enforced per instructor in the shared database (safe under concurrent requests). */
const takeBioAllowance = async (deps: AppDeps, viewer: Viewer): Promise<void> => {
  for (let attempt = 0; attempt < 5; attempt++) {
    const outcome = await inTransaction(async () => {
      const before = await lockAllowance(viewer.instructorId);
      const decision = decideBioAllowance(before, deps.clock.now());
      if (!decision.allowed) return 'refused' as const;
      return (await saveAllowance(viewer.instructorId, before, decision.next)) ? 'taken' : 'retry';
    });
    if (outcome === 'taken') return;
    if (outcome === 'refused') break;
  }
  throw new DomainError('BIO_LIMIT_REACHED', m.bioLimit);
};

type InstructorFacts = NonNullable<Awaited<ReturnType<InstructorService['getInstructor']>>>;

const toView = (
  instructor: InstructorFacts,
  row: ProfileRow | null,
  awards: BusinessProfileView['awards'],
  origin: string,
): BusinessProfileView => {
  const draft = row?.draft;
  const answers = answersOf(draft?.questionAnswers);
  return {
    displayName: draft?.displayName || null,
    additionalLanguages: draft?.additionalLanguages ?? [],
    bio: draft?.bio || null,
    badgeDate: draft?.badgeDate ?? null,
    badgeType: badgeTypeFor(instructor.propositions.map((p) => p.proposition.type)),
    questionAnswers: questionKeys.map((question) => ({ question, answer: answers[question] })),
    profileUrls: row
      ? profileBrandsOf(instructor.propositions).map((brand) => ({
          brand,
          url: `${origin}${publicProfilePath(brand, row.slug)}`,
        }))
      : [],
    awards,
  };
};

/** The bio writer's text, or BIO_UNAVAILABLE when it fails or writes what the rules refuse. */
const writeBio = async (deps: AppDeps, command: Omit<Parameters<AppDeps['bio']['write']>[0], 'today'>) => {
  let bio: string;
  try {
    bio = (await deps.bio.write({ ...command, today: localDateOf(deps.clock.now()) })).trim();
  } catch {
    throw new DomainError('BIO_UNAVAILABLE', m.bioFailed);
  }
  if (bioProblem(bio)) throw new DomainError('BIO_UNAVAILABLE', m.bioFailed);
  return bio;
};

export const createProfileService = (deps: AppDeps, services: { instructor: InstructorService }) => {
  const instructorOf = async (viewer: Viewer) => {
    const instructor = await services.instructor.getInstructor(viewer);
    if (!instructor) throw new DomainError('NOT_FOUND', 'Profile not found');
    return instructor;
  };

  const getInstructorBusinessProfile = async (
    viewer: Viewer,
    personKey: string,
    origin: string,
  ): Promise<BusinessProfileView> => {
    requireOwnKey(viewer, personKey);
    const [instructor, row, awards] = await Promise.all([
      instructorOf(viewer),
      findProfile(viewer.instructorId),
      findAwards(viewer.instructorId),
    ]);
    return toView(instructor, row, awards, origin);
  };

  const saveInstructorBusinessProfile = async (viewer: Viewer, input: SaveProfileInput) => {
    requireOwnKey(viewer, input.personKey);
    const command = parseCommand(saveProfileSchema, {
      displayName: input.displayName,
      additionalLanguages: input.additionalLanguages,
      bio: input.bio,
      badgeDate: input.badgeDate ?? null,
      questionAnswers: answersFrom(input.questionAnswers),
    });
    const now = deps.clock.now();
    if (command.badgeDate && command.badgeDate > localDateOf(now)) {
      throw new DomainError('INVALID_INPUT', m.badgeDateFuture, { field: 'badgeDate' });
    }
    const instructor = await instructorOf(viewer);
    const content: ProfileContent = { ...command };
    const existing = await findProfile(viewer.instructorId);
    const slug = existing?.slug ?? (await profileSlugFor(instructor));
    await upsertDraft(viewer.instructorId, slug, content, now);
    return { success: true };
  };

  const generateInstructorBio = async (viewer: Viewer, input: GenerateBioInput): Promise<string> => {
    requireOwnKey(viewer, input.personKey);
    const command = parseCommand(generateBioSchema, {
      displayName: input.displayName,
      badgeDate: input.badgeDate ?? null,
      questionAnswers: answersFrom(input.questionAnswers),
    });
    await takeBioAllowance(deps, viewer);
    return writeBio(deps, command);
  };

  return {
    ...createProfileDirectory(instructorOf, publicProfilePath),
    getInstructorBusinessProfile,
    saveInstructorBusinessProfile,
    generateInstructorBio,
    /** The midnight publish (a periodic job): every draft saved before the latest UK midnight. */
    publishDueProfiles: (now?: Date) => publishDueProfiles(deps, now),
  };
};

export type ProfileService = ReturnType<typeof createProfileService>;

/**
 * Spec 3 §9: changes are published at midnight. Publishes every draft saved before the latest UK midnight
 * (so a run that was missed, or made late, still publishes), as at `now` (the deps clock's); returns how many.
 */
export const publishDueProfiles = (deps: Pick<AppDeps, 'clock'>, now: Date = deps.clock.now()): Promise<number> => {
  return publishDraftsSavedBefore(startOfLocalDay(now), now);
};
