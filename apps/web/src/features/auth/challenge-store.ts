/** What the access-code and set-password screens need from the step before (kept for this tab only). */
export type Challenge = { adiNumber: string; challengeId: string; maskedMobile: string | null };

export type ChallengeKind = 'signIn' | 'reset';

const keyOf = (kind: ChallengeKind) => `portal.challenge.${kind}`;

export const saveChallenge = (kind: ChallengeKind, challenge: Challenge): void => {
  sessionStorage.setItem(keyOf(kind), JSON.stringify(challenge));
};

export const loadChallenge = (kind: ChallengeKind): Challenge | null => {
  try {
    const value = JSON.parse(sessionStorage.getItem(keyOf(kind)) ?? 'null') as Partial<Challenge> | null;
    if (!value?.adiNumber || !value.challengeId) return null;
    return { adiNumber: value.adiNumber, challengeId: value.challengeId, maskedMobile: value.maskedMobile ?? null };
  } catch {
    return null;
  }
};

export const clearChallenge = (kind: ChallengeKind): void => {
  sessionStorage.removeItem(keyOf(kind));
};
