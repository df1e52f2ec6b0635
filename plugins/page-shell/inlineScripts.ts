// The Content-Security-Policy allows inline scripts by hash only (deploy/nginx/security-headers.conf).
// After the build, every inline script of every HTML file must have its hash in that script-src,
// no element may carry an inline event handler (`onclick=...`, which no hash allows), and every
// listed hash must still be used: a page that would break under the policy fails the build instead.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'parse5';
import type {DefaultTreeAdapterMap} from 'parse5';
import {SECURITY_HEADERS_FILE, scriptSrcHashes} from '../../deploy/nginx/securityHeaders';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

// Types a browser runs as script; anything else (JSON-LD, JSON data) is data the policy ignores.
const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

export function sha256(text: string): string {
  return `sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

export interface InlineCode {
  /** The inline scripts' hashes, each with the first file holding it. */
  scripts: Map<string, {file: string; text: string}>;
  /** Inline event handlers, as "file: <tag attribute=...>". */
  handlers: string[];
}

/** The inline scripts and event handlers of `html`, added to `found`. */
export function collectInlineCode(html: string, file: string, found: InlineCode): void {
  const visit = (node: Node): void => {
    if ('tagName' in node) {
      const element = node as Element;
      for (const attribute of element.attrs) {
        if (/^on/i.test(attribute.name)) found.handlers.push(`${file}: <${element.tagName} ${attribute.name}="${attribute.value}">`);
      }
      const attribute = (name: string) => element.attrs.find((a) => a.name === name)?.value;
      if (element.tagName === 'script' && attribute('src') === undefined && SCRIPT_TYPES.has((attribute('type') ?? '').toLowerCase())) {
        const text = element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
        const hash = sha256(text);
        if (!found.scripts.has(hash)) found.scripts.set(hash, {file, text});
      }
    }
    const parent = 'content' in node ? node.content : node;
    for (const child of 'childNodes' in parent ? (parent.childNodes as Node[]) : []) visit(child);
  };
  visit(parse(html));
}

/** Throws, naming the file, the script and the fix, when `found` does not match the allowed hashes. */
export function checkInlineCode(found: InlineCode, allowed: readonly string[], policyFile = SECURITY_HEADERS_FILE): void {
  const problems: string[] = [];
  for (const [hash, {file, text}] of found.scripts) {
    if (!allowed.includes(hash)) {
      problems.push(
        `${file}: inline script \`${text.slice(0, 60)}...\` is not allowed by script-src; if it is meant to run, add '${hash}' to script-src in ${policyFile}, or move it to a file`,
      );
    }
  }
  for (const handler of found.handlers) problems.push(`${handler}: an inline event handler, which the policy blocks; add the listener from a script file instead`);
  for (const hash of allowed) {
    if (!found.scripts.has(hash)) problems.push(`${policyFile}: script-src allows '${hash}', which no inline script of the build has; remove it`);
  }
  if (problems.length > 0) throw new Error(`page-shell: the build does not match the Content-Security-Policy:\n${problems.join('\n')}`);
}

/** Checks every HTML file under `outDir`; returns how many files and distinct inline scripts it checked. */
export function checkBuildInlineCode(outDir: string): {files: number; scripts: number} {
  const found: InlineCode = {scripts: new Map(), handlers: []};
  const files = fs
    .readdirSync(outDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'));
  for (const file of files) collectInlineCode(fs.readFileSync(path.join(outDir, file), 'utf8'), path.join(path.basename(outDir), file), found);
  if (files.length === 0) throw new Error(`page-shell: no HTML file in ${outDir} to check against the Content-Security-Policy`);
  checkInlineCode(found, scriptSrcHashes());
  return {files: files.length, scripts: found.scripts.size};
}
