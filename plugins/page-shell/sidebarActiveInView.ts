import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';

/**
 * On a deep page the sidebar's entry for it can sit far below the sidebar's fold. Scroll the
 * sidebar's own box (never the page) so the current entry shows, a third of the way down.
 * tests/e2e/sidebar.spec.ts
 */
export function revealActiveSidebarEntry(): void {
  const link = document.querySelector<HTMLElement>('.theme-doc-sidebar-menu .menu__link--active[aria-current="page"]');
  const box = link?.closest<HTMLElement>('nav.menu');
  if (!link || !box || box.scrollHeight <= box.clientHeight) return;
  const boxRect = box.getBoundingClientRect();
  const linkRect = link.getBoundingClientRect();
  if (linkRect.top >= boxRect.top && linkRect.bottom <= boxRect.bottom) return;
  box.scrollTop += linkRect.top - boxRect.top - box.clientHeight / 3;
}

// On the first render and on each move to another page (not on moves within a page, where the
// reader may have scrolled the sidebar on purpose).
const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!ExecutionEnvironment.canUseDOM) return;
    if (previousLocation && previousLocation.pathname === location.pathname) return;
    requestAnimationFrame(revealActiveSidebarEntry);
  },
};

export default clientModule;
