// Stands in, in the browser build, for theme-classic's prism-include-languages client module,
// which would put Prism and every extra language into the bundle of every page. The browser
// registers the languages only when it loads Prism (src/highlight/PrismContent.tsx).
export {};
