import { emptyAnswers, type QuestionAnswers } from '@portal/domain/profile';
import { publishDueProfiles, putProfileDraft, setProfileAward } from '../features/profile/index.ts';
import { composeBio } from '../lib/bio/bio-composer.ts';
import { systemClock } from '../lib/clock.ts';
import { instructorIdFor } from './foundation.seed.ts';

const DAY = 24 * 60 * 60_000;
const today = () => new Date().toISOString().slice(0, 10);

const danielAnswers: QuestionAnswers = {
  ...emptyAnswers(),
  teaching_enjoyment: ['seeing nervous learners grow in confidence', 'helping people gain their independence'],
  teaching_style: ['calm', 'patient', 'structured'],
  most_rewarding_aspect: ['seeing a learner pass their test'],
  self_description: ['friendly', 'reliable', 'good-humoured'],
  free_time_activities: ['cycling', 'watching rugby', 'spending time with my family'],
};

const emmaAnswers: QuestionAnswers = {
  ...emptyAnswers(),
  teaching_style: ['friendly', 'encouraging'],
  self_description: ['organised', 'cheerful'],
  free_time_activities: ['running', 'baking'],
};

/**
 * 100001: a published profile with a bio and praise from learners (more than 4 awards with supporters);
 * 100002: a published profile in both brands; 100006 has none (and no Full or Trainee franchise).
 */
export const seedProfiles = async (): Promise<void> => {
  const savedAt = new Date(Date.now() - 3 * DAY);
  const daniel = { id: instructorIdFor('100001'), firstName: 'Daniel', lastName: 'Hughes' };
  await putProfileDraft(
    daniel,
    {
      displayName: 'Daniel Hughes',
      additionalLanguages: ['British Sign Language', 'Welsh'],
      badgeDate: '2014-09-15',
      questionAnswers: danielAnswers,
      bio: composeBio({
        displayName: 'Daniel Hughes',
        badgeDate: '2014-09-15',
        today: today(),
        questionAnswers: danielAnswers,
      }),
    },
    savedAt,
  );
  const emma = { id: instructorIdFor('100002'), firstName: 'Emma', lastName: 'Clarke' };
  await putProfileDraft(
    emma,
    {
      displayName: 'Emma Clarke',
      additionalLanguages: ['Polish'],
      badgeDate: '2019-04-02',
      questionAnswers: emmaAnswers,
      bio: 'I teach in both automatic and manual cars across Leeds.\nLessons are friendly, encouraging and planned around you.',
    },
    savedAt,
  );
  const praise: Array<[string, number]> = [
    ['CALM_UNDER_PRESSURE', 14],
    ['PATIENT_AND_UNDERSTANDING', 11],
    ['CLEAR_COMMUNICATOR', 9],
    ['CONFIDENCE_BUILDER', 7],
    ['FRIENDLY_AND_POLITE', 4],
    ['FLEXIBLE_AND_PUNCTUAL', 2],
    ['ABOVE_AND_BEYOND', 0],
  ];
  for (const [award, count] of praise) await setProfileAward(daniel.id, award, count);
  await setProfileAward(emma.id, 'SUPPORTIVE', 3);
  await publishDueProfiles({ clock: systemClock });
};
