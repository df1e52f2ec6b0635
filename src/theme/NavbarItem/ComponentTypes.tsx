// Adds our header items to the navbar item types, so docusaurus.config.ts can place them.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import ProductMenu from '@site/src/components/ProductMenu';
import GithubStars from '@site/src/components/GithubStars';
import ReleaseVersion from '@site/src/components/ReleaseVersion';
import ContactButton from '@site/src/components/ContactButton';

export default {
  ...ComponentTypes,
  'custom-productMenu': ProductMenu,
  'custom-githubStars': GithubStars,
  'custom-releaseVersion': ReleaseVersion,
  'custom-contactButton': ContactButton,
};
