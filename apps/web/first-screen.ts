import react from '@vitejs/plugin-react';
import { transform } from 'esbuild';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';

const RENDERER = '/src/first-screen/first-screens.tsx';
const CHOOSER = 'first-screen.js';

type Rendered = { screens: Record<string, string>; sections: string[] };

/**
 * The classic script, run as index.html is parsed (before any module), that copies the first screen for this
 * address into #root: /{brand}/sign-in gets that brand's sign-in page, a signed-in page the frame in the brand
 * this device last wore (remembered-brand.ts), anything else nothing. Then it asks for the app's code (its
 * `data-modules`: the entry, then what the entry imports), once that screen is painted: asked for in <head>, the
 * code came first and the screen waited for it. A file of its own, not inline: the content security policy allows
 * no inline script.
 */
const chooserSource = (sections: string[]) => `{
  const script = document.currentScript;
  const root = document.getElementById('root');
  const path = location.pathname;
  let brand = 'aa';
  try {
    if (/bsm/i.test(localStorage.getItem('portal.brand'))) brand = 'bsm';
  } catch {}
  const signIn = /^\\/(aa|bsm)\\/sign-in\\/?$/.exec(path);
  const name = signIn ? signIn[1] + '-sign-in' : ${JSON.stringify(sections)}.includes(path.split('/')[1]) ? brand + '-frame' : '';
  const screen = name && document.querySelector('template[data-first-screen="' + name + '"]');
  const shown = root && screen && !root.firstChild;
  if (shown) root.append(screen.content.cloneNode(true));
  const add = (tag) => {
    tag.crossOrigin = '';
    document.head.append(tag);
  };
  const load = () => {
    const [entry, ...preloads] = JSON.parse(script.dataset.modules);
    add(Object.assign(document.createElement('script'), { type: 'module', src: entry }));
    // One modulepreload link a task: a phone takes several milliseconds to add each one, and the entry's dozen or
    // more together were one long task after the first paint (issue 28 §6). All are asked for well before the
    // entry has arrived and named them itself.
    const next = () => {
      const href = preloads.shift();
      if (!href) return;
      add(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
      setTimeout(next);
    };
    next();
  };
  // requestAnimationFrame runs just before the next paint, a timeout set there just after it. A hidden page
  // paints nothing (and runs no animation frames): it loads at once.
  if (shown && document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(load));
  else load();
}
`;

/** The entry module and its modulepreloads in Vite's index.html, in that order, and the HTML without them. */
const takeModules = (html: string): { modules: string[]; rest: string } => {
  const modules: string[] = [];
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const preload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  const found = entry.exec(html);
  if (!found?.[1]) throw new Error('index.html has no entry module script');
  modules.push(found[1]);
  let rest = html.replace(entry, '');
  rest = rest.replace(preload, (_tag, href: string) => {
    modules.push(href);
    return '';
  });
  return { modules, rest };
};

/** Renders the first screens with the app's own components, in Node, through a short-lived Vite SSR server. */
const render = async (config: ResolvedConfig): Promise<Rendered> => {
  const server = await createServer({
    configFile: false,
    root: config.root,
    mode: 'production',
    logLevel: 'error',
    appType: 'custom',
    plugins: [react()],
    resolve: { alias: config.resolve.alias },
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = await server.ssrLoadModule(RENDERER);
    return { screens: module.renderFirstScreens(), sections: module.signedInSections() };
  } finally {
    await server.close();
  }
};

/**
 * index.html's first screens (issue 28 §6): a phone paints the page's frame, or the whole sign-in form, as soon as
 * the HTML is in, instead of a blank page until the JavaScript has loaded and run. Build only.
 */
export const firstScreen = (): Plugin => {
  let config: ResolvedConfig;
  let rendered: Rendered;
  return {
    name: 'portal-first-screen',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      rendered = await render(config);
      // Minified: it is on the sign-in page's JavaScript budget (DESIGN.md §5).
      const { code } = await transform(chooserSource(rendered.sections), { minify: true, target: 'es2020' });
      this.emitFile({ type: 'asset', name: CHOOSER, source: code });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chooser = Object.values(context.bundle ?? {}).find((file) => file.name === CHOOSER);
        if (!chooser) throw new Error(`${CHOOSER} was not emitted`);
        const templates = Object.entries(rendered.screens)
          .map(([name, markup]) => `<template data-first-screen="${name}">${markup}</template>`)
          .join('\n    ');
        const root = '<div id="root"></div>';
        if (!html.includes(root)) throw new Error(`index.html has no ${root}`);
        const { modules, rest } = takeModules(html);
        // Each file quoted on its own: the service worker finds the files to keep by their quoted /assets/ paths.
        const list = JSON.stringify(modules);
        return rest.replace(
          root,
          `${root}\n    ${templates}\n    <script src="/${chooser.fileName}" data-modules='${list}'></script>`,
        );
      },
    },
  };
};
