// Replaces the two sliding panels with one full-screen menu: search, nav links and the Product
// accordions, then (on docs pages) the docs sidebar under a "Return to homepage" link.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useNavbarSecondaryMenu} from '@docusaurus/theme-common/internal';
import SearchBar from '@theme/SearchBar';
import type {Props} from '@theme/Navbar/MobileSidebar/Layout';
import {marketingLinks} from '@site/src/site/links';
import styles from './styles.module.css';

export default function NavbarMobileSidebarLayout({header, primaryMenu}: Props): ReactNode {
  const {content: docsSidebar} = useNavbarSecondaryMenu();
  return (
    <div
      className={clsx(ThemeClassNames.layout.navbar.mobileSidebar.container, 'navbar-sidebar', styles.sidebar)}
      role="dialog"
      aria-modal="true"
      aria-label="Site menu">
      {header}
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
    </div>
  );
}
