import { desc, eq } from 'drizzle-orm';
import { smsOutbox } from '../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

/** The identity mutations as the web sends them, for the auth tests. */
type LoginResult = {
  authenticated: boolean;
  challengeRequired: boolean;
  challengeId: string | null;
  maskedMobile: string | null;
  attemptsRemaining: number | null;
  lockoutExpiry: string | null;
  lockoutSeconds: number | null;
  accessToken: string | null;
  instructor: { id: string; adiNumber: string } | null;
};

const RESULT =
  'authenticated challengeRequired challengeId maskedMobile attemptsRemaining lockoutExpiry lockoutSeconds accessToken instructor { id adiNumber }';

export const login = async (t: TestApp, adiNumber: string, password: string, cookie?: string) => {
  const r = await t.gql<{ instructorLogin: LoginResult }>(
    `mutation ($input: InstructorLoginInput!) { instructorLogin(input: $input) { ${RESULT} } }`,
    { input: { adiNumber, password } },
    cookie,
  );
  return { ...r, result: r.data?.instructorLogin ?? null };
};

export const appSignIn = async (t: TestApp, adi: string, pw: string) => {
  const r = await t.gql<{ appSignIn: LoginResult }>(
    `mutation ($input: AppSignInInput!) { appSignIn(input: $input) { ${RESULT} } }`,
    { input: { adi, pw } },
  );
  return { ...r, result: r.data?.appSignIn ?? null };
};

export const confirm = async (t: TestApp, challengeId: string, code: string, cookie?: string) => {
  const r = await t.gql<{ confirmSignInCode: LoginResult }>(
    `mutation ($input: ConfirmSignInCodeInput!) { confirmSignInCode(input: $input) { ${RESULT} } }`,
    { input: { challengeId, code } },
    cookie,
  );
  return { ...r, result: r.data?.confirmSignInCode ?? null };
};

export const resend = async (t: TestApp, challengeId: string) => {
  const r = await t.gql<{ resendCode: { success: boolean; retryAfterSeconds: number | null } }>(
    'mutation ($input: ResendCodeInput!) { resendCode(input: $input) { success retryAfterSeconds } }',
    { input: { challengeId } },
  );
  return r.data?.resendCode ?? null;
};

export const requestReset = (t: TestApp, adiNumber: string, mobileNumber: string) =>
  t.gql<{ requestPasswordReset: { challengeId: string; maskedMobile: string } }>(
    'mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { challengeId maskedMobile } }',
    { input: { adiNumber, mobileNumber } },
  );

export const resetPassword = (
  t: TestApp,
  input: { challengeId: string; code: string; password: string; confirmPassword?: string },
  cookie?: string,
) =>
  t.gql<{ resetPassword: { success: boolean } }>(
    'mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { success } }',
    { input: { confirmPassword: input.password, ...input } },
    cookie,
  );

export const signOut = (t: TestApp, cookie?: string) => t.gql<{ signOut: boolean }>('mutation { signOut }', {}, cookie);

export const me = async (t: TestApp, cookie?: string) => {
  const r = await t.gql<{ me: { id: string; adiNumber: string } | null }>('{ me { id adiNumber } }', {}, cookie);
  return r.data?.me ?? null;
};

/** Every text in the outbox to a number, newest first. */
export const textsTo = (t: TestApp, mobile: string) =>
  t.db
    .select({ body: smsOutbox.body })
    .from(smsOutbox)
    .where(eq(smsOutbox.toNumber, mobile))
    .orderBy(desc(smsOutbox.createdAt));

export const codeIn = (body: string): string => /(?<!\d)(\d{6})(?!\d)/.exec(body)![1]!;

/** The newest code texted to a number. */
export const lastCode = async (t: TestApp, mobile: string): Promise<string> => {
  const [latest] = await textsTo(t, mobile);
  if (!latest) throw new Error(`nothing texted to ${mobile}`);
  return codeIn(latest.body);
};

/** A 6-digit code that is not `code`. */
export const otherThan = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
