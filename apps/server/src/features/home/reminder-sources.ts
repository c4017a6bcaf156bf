import type { ReminderKind } from '@portal/domain/home';
import type { Viewer } from '../../app-deps.ts';
import type { MyDetailsService } from '../details/index.ts';
import type { LearnersService } from '../learners/index.ts';
import type { MessagesService } from '../messages/index.ts';
import type { PreferencesService } from '../preferences/index.ts';

/** Where each reminder's count comes from: one function per notification kind. */
export type ReminderSources = Record<ReminderKind, (viewer: Viewer) => Promise<number>>;

export type ReminderServices = {
  details: Pick<MyDetailsService, 'countDocumentsToUpload'>;
  learners: Pick<LearnersService, 'countPendingApprovals'>;
  messages: Pick<MessagesService, 'countUnreadServiceMessages'>;
  preferences: Pick<PreferencesService, 'countOpenCaps'>;
};

/** Each reminder read from the feature that owns its data, through that feature's service (the reads batched). */
export const defaultReminderSources = (services: ReminderServices): ReminderSources => ({
  APPROVE_LEARNER: (viewer) => services.learners.countPendingApprovals(viewer),
  SERVICE_MESSAGE: (viewer) => services.messages.countUnreadServiceMessages(viewer),
  OPEN_CAP: (viewer) => services.preferences.countOpenCaps(viewer),
  UPLOAD_DOCUMENTS: (viewer) => services.details.countDocumentsToUpload(viewer),
});
