// Stands in, in the browser build, for a component that renders nothing on this site, so its code
// stays out of main.js: Docusaurus' base-URL issue banner (`baseUrlIssueBanner: false` in
// docusaurus.config.ts; the server build renders the original, which then renders nothing).
export default function NoComponent(): null {
  return null;
}
