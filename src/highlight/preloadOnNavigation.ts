// Client module: when the reader follows a link inside the site, start loading Prism alongside the
// next page's chunks, so that its code blocks render highlighted straight away.
import type {ClientModule} from '@docusaurus/types';
import {loadHighlighter} from './Highlighted.client';

const clientModule: ClientModule = {
  onRouteUpdate({previousLocation, location}) {
    if (previousLocation && previousLocation.pathname !== location.pathname) {
      loadHighlighter().catch(() => {
        // Retried by the first block that needs it.
      });
    }
  },
};

export default clientModule;
