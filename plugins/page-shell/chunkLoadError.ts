// Docusaurus preloads the route's chunks before it hydrates; if that fails the app never
// renders and the page is silently dead. Show the failure and a way to retry instead.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import './chunkLoadError.css';

const BOX_ID = 'chunk-load-error';

function isChunkLoadError(reason: unknown): reason is Error {
  return (
    reason instanceof Error &&
    (reason.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/.test(reason.message))
  );
}

function showError(error: Error): void {
  if (document.getElementById(BOX_ID)) return;
  const box = document.createElement('div');
  box.id = BOX_ID;
  box.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = `This page could not load its code. ${String(error)}`;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = 'Retry';
  retry.addEventListener('click', () => window.location.reload());
  box.append(text, retry);
  document.body.prepend(box);
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    // The server renders data-has-hydrated="false"; React sets it to "true" after hydration.
    const hydrated = document.documentElement.getAttribute('data-has-hydrated') === 'true';
    if (!hydrated && isChunkLoadError(event.reason)) {
      showError(event.reason);
    }
  });
}

export default {};
