import { zodResolver } from '@hookform/resolvers/zod';
import { signInFormSchema } from '@portal/domain/identity';

/** The sign-in form's rules, loaded on first use (see useLazyResolver). */
export const signInResolver = zodResolver(signInFormSchema);
