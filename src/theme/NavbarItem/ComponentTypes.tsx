// The navbar item types docusaurus.config.ts can place: the theme's `default`, `html`,
// `dropdown` and `search`, plus our header items. Not spread from the theme's map: its locale,
// version and doc-link items would be in every page's bundle (about 2 KB gzip) and this
// single-version, English-only site uses none of them. Add a type here before using it.
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import HtmlNavbarItem from '@theme/NavbarItem/HtmlNavbarItem';
import ProductMenu from '@site/src/components/ProductMenu';
import GithubStars from '@site/src/components/GithubStars';
import ReleaseVersion from '@site/src/components/ReleaseVersion';
import ContactButton from '@site/src/components/ContactButton';

export default {
  default: DefaultNavbarItem,
  dropdown: DropdownNavbarItem,
  search: SearchNavbarItem,
  html: HtmlNavbarItem,
  'custom-productMenu': ProductMenu,
  'custom-githubStars': GithubStars,
  'custom-releaseVersion': ReleaseVersion,
  'custom-contactButton': ContactButton,
};
