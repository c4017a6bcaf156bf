import { describe, expect, it } from 'vitest';
import { type FirstStepFacts, firstSteps, isDocumentStepDone } from './first-steps.ts';

const fresh: FirstStepFacts = {
  enrolledOnline: true,
  documentStatuses: {
    'ADI badge': 'OUTSTANDING',
    'Driving licence': 'OUTSTANDING',
    'Insurance certificate': 'OUTSTANDING',
  },
  hasCar: false,
  hasPreferences: false,
  hasArea: false,
  hasBusinessProfile: false,
};

describe('first steps', () => {
  it('lists all seven, none done, for a franchisee who has just accepted', () => {
    const steps = firstSteps(fresh);
    expect(steps.map((s) => [s.label, s.done])).toEqual([
      ['Upload your ADI badge', false],
      ['Upload your driving licence', false],
      ['Upload your insurance certificate', false],
      ['Add your car', false],
      ['Set your working hours and preferences', false],
      ['Add your areas and prices', false],
      ['Write your business profile', false],
    ]);
    expect(steps[0]?.href).toBe('/settings/my-details');
  });

  it('ticks a document once uploaded (for approval or approved), not while outstanding or rejected', () => {
    expect(['FOR_APPROVAL', 'APPROVED'].map(isDocumentStepDone)).toEqual([true, true]);
    expect(['OUTSTANDING', 'REJECTED', undefined].map(isDocumentStepDone)).toEqual([false, false, false]);
    const steps = firstSteps({
      ...fresh,
      documentStatuses: { ...fresh.documentStatuses, 'ADI badge': 'FOR_APPROVAL' },
    });
    expect(steps.find((s) => s.kind === 'ADI_BADGE')?.done).toBe(true);
  });

  it('is gone once every step is done, and never shown to an instructor not enrolled online', () => {
    const done: FirstStepFacts = {
      enrolledOnline: true,
      documentStatuses: {
        'ADI badge': 'APPROVED',
        'Driving licence': 'FOR_APPROVAL',
        'Insurance certificate': 'APPROVED',
      },
      hasCar: true,
      hasPreferences: true,
      hasArea: true,
      hasBusinessProfile: true,
    };
    expect(firstSteps(done)).toEqual([]);
    expect(firstSteps({ ...fresh, enrolledOnline: false })).toEqual([]);
  });
});
