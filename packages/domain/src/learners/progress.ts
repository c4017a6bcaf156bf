/**
 * The DVSA driver's record ("Ready to Pass?"): 27 skills in 8 groups. Ids are stable slugs, stored with
 * each learner's scores.
 */
export const skillGroups = [
  {
    id: 'basics',
    name: 'The basics',
    skills: [
      ['legal-responsibilities', 'Legal responsibilities'],
      ['car-controls', 'Car controls, equipment and components'],
      ['safety-checks', 'Safety checks'],
      ['moving-off-stopping', 'Moving off and stopping'],
    ],
  },
  {
    id: 'control-positioning',
    name: 'Control and positioning',
    skills: [
      ['safe-positioning', 'Safe positioning'],
      ['use-of-speed', 'Use of speed'],
      ['vehicle-control', 'Steering, gears and clutch control'],
    ],
  },
  {
    id: 'observations',
    name: 'Observations, signalling and planning',
    skills: [
      ['mirrors', 'Mirrors - vision and use'],
      ['signals', 'Signals'],
      ['anticipation-planning', 'Anticipation and planning'],
      ['other-road-users', 'Awareness of other road users'],
    ],
  },
  {
    id: 'junctions',
    name: 'Junctions, roundabouts and crossings',
    skills: [
      ['junctions', 'Junctions'],
      ['roundabouts', 'Roundabouts'],
      ['pedestrian-crossings', 'Pedestrian crossings'],
    ],
  },
  {
    id: 'manoeuvres',
    name: 'Manoeuvres',
    skills: [
      ['emergency-stop', 'Emergency stop'],
      ['forward-bay-park', 'Forward bay park'],
      ['reverse-bay-park', 'Reverse bay park'],
      ['parallel-park', 'Parallel park'],
      ['pull-up-on-right', 'Pull up on the right and reverse'],
    ],
  },
  {
    id: 'road-types',
    name: 'Road types',
    skills: [
      ['town-city', 'Town and city driving'],
      ['rural-roads', 'Rural roads'],
      ['dual-carriageways', 'Dual carriageways'],
      ['motorways', 'Motorways'],
    ],
  },
  {
    id: 'conditions',
    name: 'Driving conditions',
    skills: [
      ['night-driving', 'Night driving'],
      ['adverse-weather', 'Adverse weather'],
    ],
  },
  {
    id: 'routes',
    name: 'Following routes',
    skills: [
      ['independent-driving', 'Independent driving'],
      ['sat-nav', 'Following a sat nav'],
    ],
  },
] as const;

export type SkillId = (typeof skillGroups)[number]['skills'][number][0];
export const skillIds: readonly SkillId[] = skillGroups.flatMap((group) => group.skills.map(([id]) => id));
export const isSkillId = (id: string): id is SkillId => (skillIds as readonly string[]).includes(id);

export const MIN_SKILL_SCORE = 0;
export const MAX_SKILL_SCORE = 5;

/** Score 0 = not started; 1-5 the DVSA levels. */
export const skillLevels = ['Not started', 'Introduced', 'Helped', 'Prompted', 'Independent', 'Reflection'] as const;
export const skillLevelName = (score: number): string => skillLevels[score] ?? skillLevels[0];

export const isSkillScore = (score: number): boolean =>
  Number.isInteger(score) && score >= MIN_SKILL_SCORE && score <= MAX_SKILL_SCORE;

/** Spec 3 §5: minus disabled at 0, plus disabled above 4. */
export const canDecreaseScore = (score: number): boolean => score > MIN_SKILL_SCORE;
export const canIncreaseScore = (score: number): boolean => score < MAX_SKILL_SCORE;
/** One step at a time, within the bounds. */
export const stepScore = (score: number, step: 1 | -1): number =>
  Math.min(MAX_SKILL_SCORE, Math.max(MIN_SKILL_SCORE, score + step));

export type Scores = Readonly<Partial<Record<string, number>>>;

const percentOf = (ids: readonly string[], scores: Scores): number => {
  if (ids.length === 0) return 0;
  const total = ids.reduce((sum, id) => sum + (scores[id] ?? 0), 0);
  return Math.round((total / (ids.length * MAX_SKILL_SCORE)) * 100);
};

export type ProgressCategory = {
  id: string;
  categoryName: string;
  progressPercentage: number;
  skills: { id: SkillId; skillName: string; score: number }[];
};

/** Each group's percentage and the overall one follow from the scores (a missing score is 0). */
export const progressOf = (scores: Scores): { overallProgress: number; categories: ProgressCategory[] } => ({
  overallProgress: percentOf(skillIds, scores),
  categories: skillGroups.map((group) => ({
    id: group.id,
    categoryName: group.name,
    progressPercentage: percentOf(
      group.skills.map(([id]) => id),
      scores,
    ),
    skills: group.skills.map(([id, name]) => ({ id, skillName: name, score: scores[id] ?? 0 })),
  })),
});
