// Reads the server address and the ECDSA credentials out of a sample's source code.
import type {SampleAddr, SampleAuth} from './types';

/** A configuration-string value: letters, digits, `.`, `_` and `-` (host names, base64url keys). */
const VALUE = '[A-Za-z0-9._-]+';

/** `key=value` where key follows a quote, `;` or whitespace, so `token=` never matches `token_x=`. */
function confValue(code: string, key: string): string | undefined {
  return new RegExp(`(?:^|["'\`;\\s])${key}=(${VALUE})`).exec(code)?.[1];
}

/**
 * The address in `addr=host:port`, or, where the string is built at run time (the C and C++
 * samples take host and port from the command line), the string defaults of `host` and `port`.
 */
export function parseAddr(code: string): SampleAddr | undefined {
  const literal = new RegExp(`addr=(${VALUE}):(\\d+)`).exec(code);
  if (literal) return {host: literal[1]!, port: Number(literal[2])};
  const host = /\bhost\b[^\n"]*"([A-Za-z0-9.-]+)"/.exec(code)?.[1];
  const port = /\bport\b[^\n"]*"(\d+)"/.exec(code)?.[1];
  return host && port ? {host, port: Number(port)} : undefined;
}

/**
 * ECDSA credentials: username (kid) and token (d), plus token_x and token_y (x, y) where the
 * client takes the public key. Undefined when the sample does not log in with a key.
 * Throws when only one of token_x and token_y is present.
 */
export function parseAuth(code: string): SampleAuth | undefined {
  const kid = confValue(code, 'username');
  const d = confValue(code, 'token');
  if (!kid || !d) return undefined;
  const x = confValue(code, 'token_x');
  const y = confValue(code, 'token_y');
  if (Boolean(x) !== Boolean(y)) {
    throw new Error(`${x ? 'token_x' : 'token_y'} is set without ${x ? 'token_y' : 'token_x'}; give both public key parts or neither`);
  }
  return x && y ? {kid, d, x, y} : {kid, d};
}
