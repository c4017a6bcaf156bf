import {
  type DrivingTestStatus,
  type DrivingTestType,
  isTestEditable,
  type LessonDisplayStatus,
  lessonDisplayStatus,
  type ProgressCategory,
} from '@portal/domain/learners';
import type { LearnerLessonRow, TestRow } from './learner-records.repository.ts';

export type DrivingTestView = {
  id: string;
  learnerId: string;
  date: string;
  type: DrivingTestType;
  status: DrivingTestStatus;
  editable: boolean;
};

export type LearnerLessonView = {
  id: string;
  startDateTime: Date;
  endDateTime: Date;
  status: LessonDisplayStatus;
  paid: boolean;
  pickupPostcode: string | null;
  notes: string | null;
  test: boolean;
};

export type LearnerProgressView = { overallProgress: number; categories: ProgressCategory[] };

export type LessonFacts = { lastLesson: Date | null; nextLesson: Date | null };

export const toTestView = (row: TestRow): DrivingTestView => ({
  id: row.id,
  learnerId: row.learnerId,
  date: row.date,
  type: row.type,
  status: row.status,
  editable: isTestEditable(row.status),
});

export const toLessonView = (row: LearnerLessonRow, now: Date): LearnerLessonView => ({
  id: row.id,
  startDateTime: row.startAt,
  endDateTime: row.endAt,
  status: lessonDisplayStatus({ status: row.status, start: row.startAt }, now),
  paid: row.paid,
  pickupPostcode: row.pickupPostcode,
  notes: row.notes,
  test: row.test,
});
