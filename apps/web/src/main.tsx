import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { installNavigationGate } from './components/unsaved-changes/navigation-gate.ts';

// Before the router starts listening: the unsaved-changes prompt must hear the back button first.
installNavigationGate();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
