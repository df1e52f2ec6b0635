import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import {cleanPath} from './cleanPath';

function replaceWithCleanPath(): void {
  const {pathname, search, hash} = window.location;
  const clean = cleanPath(pathname);
  if (clean !== pathname) {
    window.history.replaceState(window.history.state, '', clean + search + hash);
  }
}

// Before the router reads the address, so the first render already uses the clean path.
if (ExecutionEnvironment.canUseDOM) replaceWithCleanPath();

const clientModule: ClientModule = {
  // A link inside the site may still point at an .html path.
  onRouteDidUpdate: replaceWithCleanPath,
};

export default clientModule;
