/** The onboarding journey's pages, loaded with their routes. */
export { AcceptancePage } from './components/acceptance-page.tsx';
export { ResultPage } from './components/result-page.tsx';
export { VerifyPage } from './components/verify-page.tsx';
