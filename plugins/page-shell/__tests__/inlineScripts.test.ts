import {describe, expect, it} from 'vitest';
import {checkInlineCode, collectInlineCode, sha256, type InlineCode} from '../inlineScripts';
import {scriptSrcHashes} from '../../../deploy/nginx/securityHeaders';

const collect = (html: string): InlineCode => {
  const found: InlineCode = {scripts: new Map(), handlers: []};
  collectInlineCode(html, 'build/page.html', found);
  return found;
};

describe('inline scripts against the Content-Security-Policy', () => {
  it('hashes inline scripts as the browser does, and skips external scripts and data blocks', () => {
    const found = collect(
      '<html><head><script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script></head>' +
        '<body><script data-script-loader="[&quot;/m.js&quot;]">b()</script><template><script>c()</script></template></body></html>',
    );
    // The well-known CSP example: the hash of `a()` is computed over the script's exact text.
    expect([...found.scripts.keys()]).toEqual([sha256('a()'), sha256('b()'), sha256('c()')]);
    expect(found.handlers).toEqual([]);
  });

  it('passes when every inline script is allowed and every allowed hash is used', () => {
    expect(() => checkInlineCode(collect('<script>a()</script>'), [sha256('a()')], 'policy.conf')).not.toThrow();
  });

  it('fails the build, naming the file, the hash and the fix, for a script, a handler or a stale hash', () => {
    const found = collect('<body><script>evil()</script><button onclick="go()">Go</button></body>');
    expect(() => checkInlineCode(found, [sha256('gone()')], 'policy.conf')).toThrow(
      [
        'page-shell: the build does not match the Content-Security-Policy:',
        `build/page.html: inline script \`evil()...\` is not allowed by script-src; if it is meant to run, add '${sha256('evil()')}' to script-src in policy.conf, or move it to a file`,
        'build/page.html: <button onclick="go()">: an inline event handler, which the policy blocks; add the listener from a script file instead',
        `policy.conf: script-src allows '${sha256('gone()')}', which no inline script of the build has; remove it`,
      ].join('\n'),
    );
  });

  it('reads the two hashes of deploy/nginx/security-headers.conf', () => {
    expect(scriptSrcHashes()).toHaveLength(2);
  });
});
