import type {ClientModule} from '@docusaurus/types';
import {cleanHtmlPath} from './cleanPath';

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    const clean = cleanHtmlPath(location.pathname);
    if (clean !== location.pathname) {
      window.history.replaceState(window.history.state, '', clean + location.search + location.hash);
    }
  },
};

export default clientModule;
