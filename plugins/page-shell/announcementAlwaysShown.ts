// The announcement bar cannot be closed (spec), yet theme-common hides it when localStorage holds
// `docusaurus.announcement.dismiss=true` for the same bar id, as an earlier closable bar on the
// same domain may have left. Runs before hydration: the flag goes, so the bar and the sidebar's
// spacing below it follow the bar being shown. src/css/custom.css shows it before this runs.
const DISMISS_KEY = 'docusaurus.announcement.dismiss';

if (typeof window !== 'undefined') {
  document.documentElement.removeAttribute('data-announcement-bar-initially-dismissed');
  try {
    window.localStorage.removeItem(DISMISS_KEY);
  } catch {
    // No storage: nothing can hide the bar.
  }
}

export {};
