/** Who is answering the onboarding journey: the client address, their browser, and the token verification gave. */
export type OnboardingCaller = { address: string; userAgent: string | null; token: string | null };
