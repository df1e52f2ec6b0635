// Stand-in for @docusaurus/core's lib/client/clientEntry.js (browser build only): the same start-up,
// run as a few tasks instead of one. The original evaluates every module of main.js (React DOM,
// the router, the theme, the route table) and starts loading the page's route chunks in the task
// that runs the script: about 180 ms at Lighthouse's 4x slowdown, the longest task of every first
// visit. Here each part (the client modules, the route table, requesting the route chunks, React
// DOM, the app) runs in a task of its own (the modules stay in main.js: `eager` imports
// create no chunk and no request), so input and rendering can be handled between them.
import type {ComponentType, ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/core/lib/client/exports/ExecutionEnvironment';

declare const module: {hot?: {accept(): void}};

/** Resolves in a new task, after the browser has had the chance to handle input and paint. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(): Promise<void> {
  await nextTask();
  // The client modules first, as in the original (one of them corrects the address before the
  // route is matched: plugins/page-shell/normalizeHtmlPath.ts), then the route table, and the
  // page's route chunks.
  await import(/* webpackMode: "eager" */ '@generated/client-modules');
  await nextTask();
  const [{default: docusaurus}, {default: preload}] = await Promise.all([
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/docusaurus'),
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/preload'),
  ]);
  window.docusaurus = docusaurus;
  await nextTask();
  const routeChunks = preload(window.location.pathname);
  // A failure surfaces once, from `await routeChunks` below, not also while the later tasks run.
  routeChunks.catch(() => undefined);

  await nextTask();
  const [{startTransition}, {createRoot, hydrateRoot}] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react'),
    import(/* webpackMode: "eager" */ 'react-dom/client'),
  ]);

  await nextTask();
  const [{HelmetProvider}, {BrowserRouter, HashRouter}, {default: siteConfig}, {default: App}] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react-helmet-async'),
    import(/* webpackMode: "eager" */ 'react-router-dom'),
    import(/* webpackMode: "eager" */ '@generated/docusaurus.config'),
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App'),
  ]);
  const Router: ComponentType<{children?: ReactNode}> = siteConfig.future.experimental_router === 'hash' ? HashRouter : BrowserRouter;
  const app = (
    <HelmetProvider>
      <Router>
        <App />
      </Router>
    </HelmetProvider>
  );
  const onRecoverableError = (error: unknown, errorInfo: unknown) => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  const renderApp = () => {
    if (window.docusaurusRoot) {
      window.docusaurusRoot.render(app);
      return;
    }
    const container = document.getElementById('__docusaurus')!;
    if (process.env.HYDRATE_CLIENT_ENTRY) {
      window.docusaurusRoot = hydrateRoot(container, app, {onRecoverableError});
    } else {
      const root = createRoot(container, {onRecoverableError});
      root.render(app);
      window.docusaurusRoot = root;
    }
  };
  await routeChunks;
  startTransition(renderApp);
}

if (ExecutionEnvironment.canUseDOM) {
  // Not caught: a page whose route chunks fail to load rejects here as in the original, where the
  // page shell's `unhandledrejection` handler shows the Retry box (plugins/page-shell).
  void start();
  // Webpack Hot Module Replacement API: self-accepting, as the original.
  if (module.hot) module.hot.accept();
}
