// Offline, the service worker renders pages from an emptied copy of 404.html (sw/appShell.js).
// Hydrating that empty root would report a mismatch; Docusaurus' client entry renders into
// `window.docusaurusRoot` when one exists, so such a page gets a fresh root instead.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {createRoot} from 'react-dom/client';
import {SHELL_ATTRIBUTE} from './sw/appShell.js';

if (ExecutionEnvironment.canUseDOM) {
  const container = document.getElementById('__docusaurus');
  if (container?.hasAttribute(SHELL_ATTRIBUTE)) {
    window.docusaurusRoot = createRoot(container, {
      onRecoverableError: (error, errorInfo) => console.error('Docusaurus React Root onRecoverableError:', error, errorInfo),
    });
  }
}
