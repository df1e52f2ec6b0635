// Reads deploy/nginx/security-headers.conf, the one place the site's security headers are written:
// scripts/staticServer.ts sends them, plugins/page-shell checks the build's inline scripts against
// its script-src, and the browser tests compare responses with it.
import fs from 'node:fs';
import {fileURLToPath} from 'node:url';

// import.meta.url, not import.meta.dirname: Docusaurus loads plugins (which import this) as CommonJS.
export const SECURITY_HEADERS_FILE = fileURLToPath(new URL('security-headers.conf', import.meta.url));

/** The `add_header Name "value" always;` lines, as name and value (the HSTS line, a variable, is nginx's only). */
export function readSecurityHeaders(file = SECURITY_HEADERS_FILE): [string, string][] {
  const headers = [...fs.readFileSync(file, 'utf8').matchAll(/^add_header\s+(\S+)\s+"([^"]*)"\s+always;$/gm)].map(
    (m): [string, string] => [m[1]!, m[2]!],
  );
  if (headers.length === 0) throw new Error(`${file}: no \`add_header Name "value" always;\` line; restore the file from git`);
  return headers;
}

/** The 'sha256-...' sources of the Content-Security-Policy's script-src. */
export function scriptSrcHashes(file = SECURITY_HEADERS_FILE): string[] {
  const policy = readSecurityHeaders(file).find(([name]) => name === 'Content-Security-Policy')?.[1];
  const scriptSrc = policy?.split(';').map((part) => part.trim()).find((part) => part.startsWith('script-src '));
  if (!scriptSrc) throw new Error(`${file}: no Content-Security-Policy header with a script-src directive; restore the file from git`);
  return scriptSrc.split(/\s+/).filter((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source)).map((source) => source.slice(1, -1));
}
