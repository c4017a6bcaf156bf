import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { installNavigationGate } from './components/unsaved-changes/navigation-gate.ts';
import { registerServiceWorker } from './features/offline/service-worker.ts';

// Before the router starts listening: the unsaved-changes prompt must hear the back button first.
installNavigationGate();
// The app shell kept for use without signal (issue 8 §4).
registerServiceWorker();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
