import { DomainError } from '@portal/domain/errors';
import { learnerMessages, learnerPageMessages, pageLinkText } from '@portal/domain/learners';
import type { AppDeps, Viewer } from '../../app-deps.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { newSecretLink } from '../../http/secret-link.ts';
import { sealBox } from '../../lib/crypto/seal.ts';
import { isUuid } from '../../lib/uuid.ts';
import {
  findLearnerPage,
  findLinkFacts,
  insertLink,
  revokeLinks,
  updateOptInByInstructor,
  updateOptInByLink,
} from './learner-page.repository.ts';

/** The token kept sealed beside its hash, so the reminder run can put the link in a text (issue 27). */
const tokenBox = sealBox({ salt: 'portal-learner-page', info: 'learner page link token v1' });

/** Where the learner's pages live: PUBLIC_URL, else the address given (a request's), else this machine. */
export const learnerPageUrl = (deps: Pick<AppDeps, 'config'>, token: string, origin?: string): string =>
  `${(deps.config.PUBLIC_URL ?? origin ?? `http://localhost:${deps.config.PORT}`).replace(/\/+$/, '')}/learner/${token}`;

/** The token of a live link, opened from its sealed copy (null if it does not open under this secret). */
export const openLinkToken = (deps: Pick<AppDeps, 'config'>, linkId: string, sealed: string): string | null =>
  tokenBox.open(deps.config.secretKey, linkId, sealed);

/** The sealed copy of a new link's token (its row's id is the context). */
export const sealLinkToken = (deps: Pick<AppDeps, 'config'>, linkId: string, token: string): string =>
  tokenBox.seal(deps.config.secretKey, linkId, token);

export type LearnerPageStatus = { reminderOptIn: boolean; linkSentAt: Date | null };

const notFound = () => new DomainError('NOT_FOUND', learnerMessages.notFound);

/**
 * The learner's page: the instructor sends (a fresh link, revoking the last), revokes, and sets the reminder
 * choice; the learner reads the page and sets the choice through the link. Another instructor's learner is NOT_FOUND.
 */
export const createLearnerPageService = (deps: AppDeps) => {
  const factsOf = async (viewer: Viewer, learnerId: string) => {
    const facts = isUuid(learnerId) ? await findLinkFacts(viewer.instructorId, learnerId) : null;
    if (!facts) throw notFound();
    return facts;
  };
  /** A fresh link in place of the live one (revoked in the same transaction); its token, for the URL. */
  const issueLink = async (viewer: Viewer, learnerId: string, now: Date): Promise<string> => {
    const link = newSecretLink();
    await inTransaction(async () => {
      await revokeLinks(viewer.instructorId, learnerId, now);
      const id = crypto.randomUUID();
      const tokenSealed = tokenBox.seal(deps.config.secretKey, id, link.token);
      await insertLink({
        id,
        instructorId: viewer.instructorId,
        learnerId,
        tokenHash: link.tokenHash,
        tokenSealed,
        createdAt: now,
      });
    });
    return link.token;
  };
  return {
    /** What the instructor sees of the learner's page: the reminder choice and when the live link was sent. */
    getLearnerPageStatus: async (viewer: Viewer, learnerId: string): Promise<LearnerPageStatus> => {
      const facts = await factsOf(viewer, learnerId);
      return { reminderOptIn: facts.reminderOptIn, linkSentAt: facts.linkSentAt ? new Date(facts.linkSentAt) : null };
    },

    /** A fresh link, texted to the learner's mobile; any earlier link stops working. */
    sendLearnerPageLink: async (viewer: Viewer, learnerId: string, origin?: string): Promise<LearnerPageStatus> => {
      const facts = await factsOf(viewer, learnerId);
      if (!facts.mobile) throw new DomainError('INVALID_INPUT', learnerPageMessages.noMobile, { field: 'mobile' });
      const now = deps.clock.now();
      const token = await issueLink(viewer, learnerId, now);
      await deps.sms.send({
        to: facts.mobile,
        body: pageLinkText(facts.instructorName, learnerPageUrl(deps, token, origin)),
      });
      return { reminderOptIn: facts.reminderOptIn, linkSentAt: now };
    },

    /**
     * The learner's page address for a text of the instructor's (a slot offer): the live link's, or a fresh link
     * when none is live or it does not open (nothing else is revoked and nothing is texted here).
     */
    learnerPageLinkFor: async (viewer: Viewer, learnerId: string, origin?: string) => {
      const facts = await factsOf(viewer, learnerId);
      const live = facts.link ? tokenBox.open(deps.config.secretKey, facts.link.id, facts.link.sealed) : null;
      const token = live ?? (await issueLink(viewer, learnerId, deps.clock.now()));
      return {
        url: learnerPageUrl(deps, token, origin),
        mobile: facts.mobile,
        instructorName: facts.instructorName,
        learnerName: `${facts.firstName} ${facts.lastName}`,
      };
    },

    /** The learner's link stops working at once (a 404 like a never-issued one). */
    revokeLearnerPageLink: async (viewer: Viewer, learnerId: string): Promise<LearnerPageStatus> => {
      const facts = await factsOf(viewer, learnerId);
      await revokeLinks(viewer.instructorId, learnerId, deps.clock.now());
      return { reminderOptIn: facts.reminderOptIn, linkSentAt: null };
    },

    /** The instructor records the learner's answer: reminder texts on or off. */
    setLearnerReminders: async (viewer: Viewer, learnerId: string, optIn: boolean): Promise<LearnerPageStatus> => {
      const facts = await factsOf(viewer, learnerId);
      await updateOptInByInstructor(viewer.instructorId, learnerId, optIn);
      return { reminderOptIn: optIn, linkSentAt: facts.linkSentAt ? new Date(facts.linkSentAt) : null };
    },

    /** The page behind a link's token hash (one statement), or null. */
    findLearnerPage: (tokenHash: string) => findLearnerPage(tokenHash, deps.clock.now()),

    /** The learner's own choice, through their live link. */
    setRemindersByLink: (linkId: string, optIn: boolean) => updateOptInByLink(linkId, optIn),
  };
};

export type LearnerPageService = ReturnType<typeof createLearnerPageService>;
