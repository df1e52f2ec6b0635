// Replaces the two sliding panels with one full-screen menu: search, nav links and the Product
// accordions, then (on docs pages) the docs sidebar under a "Return to homepage" link.
// The menu's content is rendered the first time the menu opens, not on page load: Docusaurus
// mounts this component on every phone-sized page, and rendering a second copy of the docs
// sidebar there was the largest render after hydration (bench/NOTES.md).
import {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar, useNavbarSecondaryMenu} from '@docusaurus/theme-common/internal';
import SearchBar from '@theme/SearchBar';
import type {Props} from '@theme/Navbar/MobileSidebar/Layout';
import {marketingLinks} from '@site/src/site/links';
import styles from './styles.module.css';

export default function NavbarMobileSidebarLayout({header, primaryMenu}: Props): ReactNode {
  const {content: docsSidebar} = useNavbarSecondaryMenu();
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  return (
    <div
      className={clsx(ThemeClassNames.layout.navbar.mobileSidebar.container, 'navbar-sidebar', styles.sidebar)}
      role="dialog"
      aria-modal="true"
      aria-label="Site menu">
      {header}
      {opened && (
        <div className={clsx('navbar-sidebar__item menu', styles.panel)}>
          <div className={styles.search}>
            <SearchBar />
          </div>
          <nav aria-label="Site">{primaryMenu}</nav>
          {docsSidebar && (
            <nav aria-label="Docs" className={styles.docs}>
              <a className={clsx('menu__link', styles.home)} href={marketingLinks.home}>
                ← Return to homepage
              </a>
              {docsSidebar}
            </nav>
          )}
        </div>
      )}
    </div>
  );
}
