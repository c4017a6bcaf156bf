const isAsset = (url: string) => {
  const { origin, pathname } = new URL(url);
  return origin === window.location.origin && pathname.startsWith('/assets/');
};

/**
 * The worker does not see what loaded before it took control, nor what the browser's memory cache served: the
 * page names the files it loaded so they are kept (the worker fetches only those it lacks).
 */
const sendLoadedAssets = () => {
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter(isAsset);
  navigator.serviceWorker.controller?.postMessage({ type: 'cache-assets', urls });
};

/**
 * Installs /sw.js (src/sw.ts) once the page has loaded, in the built app only. index.html asks for the app's code
 * after its first screen is painted, so the page has often loaded already when this runs: then at once.
 */
export const registerServiceWorker = (): void => {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('controllerchange', sendLoadedAssets);
  // Files a page loads later (a lazy page, the toasts' code after the first draw) may come from the browser's memory
  // cache, unseen by the worker: each is named to it as it loads.
  if (typeof PerformanceObserver === 'function') {
    new PerformanceObserver((list) => {
      const urls = list
        .getEntries()
        .map((entry) => entry.name)
        .filter(isAsset);
      if (urls.length > 0) navigator.serviceWorker.controller?.postMessage({ type: 'cache-assets', urls });
    }).observe({ type: 'resource' });
  }
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(sendLoadedAssets)
      .catch((error: unknown) => {
        console.warn('The app cannot be kept for offline use', error);
      });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
};
