import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { prepareFirstScreen } from './app/first-screen.ts';
import { installNavigationGate } from './components/unsaved-changes/navigation-gate.ts';
import { registerServiceWorker } from './features/offline/service-worker.ts';
import { createGraphQLClient } from './lib/graphql-client.ts';

// Before the router starts listening: the unsaved-changes prompt must hear the back button first.
installNavigationGate();
// The app shell kept for use without signal (issue 8 §4).
registerServiceWorker();

const root = document.getElementById('root');
if (root) {
  const client = createGraphQLClient();
  // The page's code and the session are asked for together, and the app draws once they are in (no top-level
  // await: with one, the bundler split the entry's modules into many more files). Asked for in a task of its own
  // after this one, which evaluates the app's modules: on a phone the two together were one long task.
  const ready = new Promise((asked) => setTimeout(asked)).then(() =>
    prepareFirstScreen(client, window.location.pathname),
  );
  void ready.then(() => {
    // A transition: React draws the first screen in slices of a few milliseconds rather than in one long task
    // that would keep a phone from answering a tap (Lighthouse's total blocking time, issue 28 §6).
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App client={client} />
        </StrictMode>,
      );
    });
  });
}
