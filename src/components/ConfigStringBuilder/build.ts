// Builds a client configuration string from the builder's form and checks it the way the QuestDB
// clients do (c-questdb-client 6.1, py-questdb-client 4.1, Java client 1.0, Go v4.1, Node.js 4.2,
// .NET 3.2): errors are what the stricter clients reject (Node.js and Go let a few through), warnings what only some of them reject.

export type Transport = 'http' | 'https' | 'tcp' | 'tcps';
export type AuthKind = 'none' | 'basic' | 'token' | 'ecdsa';
export type ProtocolVersionChoice = 'auto' | '1' | '2';

export interface BuilderInput {
  readonly transport: Transport;
  readonly host: string;
  readonly port: string;
  readonly auth: AuthKind;
  /** HTTP user name, or the key id (kid) of an ECDSA key over TCP. */
  readonly username: string;
  readonly password: string;
  /** HTTP bearer token, or the private key (d) of an ECDSA key over TCP. */
  readonly token: string;
  readonly tokenX: string;
  readonly tokenY: string;
  readonly tlsVerify: boolean;
  readonly autoFlush: boolean;
  /** Empty: the client's default. */
  readonly autoFlushRows: string;
  /** Milliseconds; empty: the client's default. */
  readonly autoFlushInterval: string;
  readonly protocolVersion: ProtocolVersionChoice;
}

export type Field = keyof BuilderInput;

export interface Problem {
  readonly field: Field;
  readonly severity: 'error' | 'warning';
  readonly message: string;
}

export interface BuildResult {
  /** The configuration string, or null while any problem is an error. */
  readonly conf: string | null;
  readonly problems: readonly Problem[];
}

export const TRANSPORTS: readonly Transport[] = ['http', 'https', 'tcp', 'tcps'];

export const DEFAULT_INPUT: BuilderInput = {
  transport: 'http',
  host: 'localhost',
  port: '9000',
  auth: 'none',
  username: '',
  password: '',
  token: '',
  tokenX: '',
  tokenY: '',
  tlsVerify: true,
  autoFlush: true,
  autoFlushRows: '',
  autoFlushInterval: '',
  protocolVersion: 'auto',
};

export const isHttp = (transport: Transport): boolean => transport === 'http' || transport === 'https';
export const usesTls = (transport: Transport): boolean => transport === 'https' || transport === 'tcps';

/** 9000 for ILP over HTTP(S), 9009 for ILP over TCP(S): what every client assumes when addr has no port. */
export const defaultPort = (transport: Transport): number => (isHttp(transport) ? 9000 : 9009);

/** The row count after which Python, Node.js and .NET flush; Java and Go have no row trigger over TCP. */
export const defaultAutoFlushRows = (transport: Transport): number => (isHttp(transport) ? 75000 : 600);

export const DEFAULT_AUTO_FLUSH_INTERVAL_MS = 1000;

/** Basic and bearer logins exist only over HTTP; the ECDSA challenge only over TCP. */
export function authKinds(transport: Transport): readonly AuthKind[] {
  return isHttp(transport) ? ['none', 'basic', 'token'] : ['none', 'ecdsa'];
}

/** A semicolon inside a value is written twice: `password=a;;b` carries `a;b`. */
export const escapeValue = (value: string): string => value.replace(/;/g, ';;');

// Java's int parser bounds every numeric key.
const MAX_INT = 2_147_483_647;
// The clients reject C0 and C1 control characters in values (questdb-confstr, Java ConfStringParser, Node.js).
const CONTROL_CHAR = /[\u0000-\u001f\u007f-\u009f]/;
// ECDSA keys are base64url without padding, as the clients decode them.
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const WHOLE_NUMBER = /^\d+$/;

function positiveInt(text: string): number | null {
  if (!WHOLE_NUMBER.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= MAX_INT ? value : null;
}

function hostProblems(host: string): Problem[] {
  const error = (message: string): Problem[] => [{field: 'host', severity: 'error', message}];
  if (host === '') return error('Host is required: a name such as localhost or an IP address.');
  if (/\s/.test(host) || CONTROL_CHAR.test(host)) return error('Host must not contain spaces or control characters.');
  if (host.includes(':')) return error('Write the port in the Port field, not after the host.');
  if (/[;/=]/.test(host)) return error(`Host "${host}" contains ';', '/' or '='; give a host name or an IP address only.`);
  return [];
}

function portProblems(port: string): Problem[] {
  const value = WHOLE_NUMBER.test(port) ? Number(port) : NaN;
  return value >= 1 && value <= 65535
    ? []
    : [{field: 'port', severity: 'error', message: `Port must be a whole number from 1 to 65535, not "${port}".`}];
}

function credentialProblems(field: Field, key: string, value: string, label: string): Problem[] {
  if (value === '') return [{field, severity: 'error', message: `${label} is required (${key}=...).`}];
  if (CONTROL_CHAR.test(value)) {
    return [{field, severity: 'error', message: `${label} contains a control character; the clients reject ${key} values with one.`}];
  }
  return [];
}

function ecdsaKeyProblems(field: Field, key: string, value: string, label: string): Problem[] {
  const problems = credentialProblems(field, key, value, label);
  if (problems.length > 0 || BASE64URL.test(value)) return problems;
  return [{field, severity: 'error', message: `${label} must be base64url text (A-Z, a-z, 0-9, '-' and '_'), as the server's key file holds it.`}];
}

function authProblems(input: BuilderInput): Problem[] {
  const {auth, transport} = input;
  if (!authKinds(transport).includes(auth)) {
    const where = auth === 'ecdsa' ? 'tcp and tcps' : 'http and https';
    return [{field: 'auth', severity: 'error', message: `This login works only with ${where}; pick another login for ${transport}.`}];
  }
  switch (auth) {
    case 'none':
      return [];
    case 'basic':
      return [
        ...credentialProblems('username', 'username', input.username, 'User name'),
        ...credentialProblems('password', 'password', input.password, 'Password'),
      ];
    case 'token':
      return credentialProblems('token', 'token', input.token, 'Token');
    case 'ecdsa': {
      const problems = [
        ...credentialProblems('username', 'username', input.username, 'Key id'),
        ...ecdsaKeyProblems('token', 'token', input.token, 'Private key (d)'),
      ];
      const hasX = input.tokenX !== '';
      const hasY = input.tokenY !== '';
      if (hasX !== hasY) {
        problems.push({
          field: hasX ? 'tokenY' : 'tokenX',
          severity: 'error',
          message: 'Give both public key parts, token_x and token_y, or neither.',
        });
      } else if (hasX) {
        problems.push(
          ...ecdsaKeyProblems('tokenX', 'token_x', input.tokenX, 'Public key x'),
          ...ecdsaKeyProblems('tokenY', 'token_y', input.tokenY, 'Public key y'),
          {field: 'tokenX', severity: 'warning', message: 'The .NET client rejects token_x and token_y; leave them out for .NET.'},
        );
      } else {
        problems.push({
          field: 'tokenX',
          severity: 'warning',
          message: 'The C, C++, Rust and Python clients also need the public key: add token_x and token_y for them.',
        });
      }
      return problems;
    }
  }
}

function tlsProblems(input: BuilderInput): Problem[] {
  if (input.tlsVerify) return [];
  if (!usesTls(input.transport)) {
    return [{field: 'tlsVerify', severity: 'error', message: `tls_verify belongs with https and tcps, not ${input.transport}: C, C++, Rust and Python reject it, and Go switches the sender to TLS.`}];
  }
  return [{field: 'tlsVerify', severity: 'warning', message: 'tls_verify=unsafe_off accepts any certificate (except in Node.js over tcps, which still checks it): use it for local tests only.'}];
}

function autoFlushProblems(input: BuilderInput): Problem[] {
  if (!input.autoFlush) {
    return isHttp(input.transport)
      ? []
      : [{field: 'autoFlush', severity: 'warning', message: "Java's TCP sender rejects auto_flush=off: it always flushes when its buffer is full."}];
  }
  const problems: Problem[] = [];
  const check = (field: Field, key: string, text: string): void => {
    if (text !== '' && positiveInt(text) === null) {
      problems.push({field, severity: 'error', message: `${key} must be a whole number from 1 to ${MAX_INT}, not "${text}".`});
    }
  };
  check('autoFlushRows', 'auto_flush_rows', input.autoFlushRows);
  check('autoFlushInterval', 'auto_flush_interval', input.autoFlushInterval);
  if (problems.length === 0 && (input.autoFlushRows !== '' || input.autoFlushInterval !== '')) {
    const field: Field = input.autoFlushRows !== '' ? 'autoFlushRows' : 'autoFlushInterval';
    problems.push({
      field,
      severity: 'warning',
      message: isHttp(input.transport)
        ? 'The C, C++ and Rust clients have no auto-flush and reject these keys.'
        : 'Over TCP only Python, Node.js and .NET take these keys; Java and Go reject them, and C, C++ and Rust have no auto-flush.',
    });
  }
  return problems;
}

function protocolVersionProblems(input: BuilderInput): Problem[] {
  return input.protocolVersion === '2'
    ? [{field: 'protocolVersion', severity: 'warning', message: 'QuestDB 8.3 reads only protocol version 1; version 2 needs QuestDB 9.0 or later.'}]
    : [];
}

function semicolonProblems(values: readonly (readonly [Field, string])[]): Problem[] {
  const field = values.find(([, value]) => value.includes(';'))?.[0];
  return field
    ? [{field, severity: 'warning', message: "';' in a value is written as ';;'. The .NET client does not read ';;': there, quote the value instead."}]
    : [];
}

/** The key=value pairs the form asks for, in the order the string lists them. */
function pairs(input: BuilderInput): [string, string, Field][] {
  const list: [string, string, Field][] = [['addr', `${input.host.trim()}:${input.port.trim()}`, 'host']];
  if (input.protocolVersion !== 'auto') list.push(['protocol_version', input.protocolVersion, 'protocolVersion']);
  if (input.auth === 'basic') {
    list.push(['username', input.username, 'username'], ['password', input.password, 'password']);
  } else if (input.auth === 'token') {
    list.push(['token', input.token, 'token']);
  } else if (input.auth === 'ecdsa') {
    list.push(['username', input.username, 'username'], ['token', input.token, 'token']);
    if (input.tokenX !== '') list.push(['token_x', input.tokenX, 'tokenX'], ['token_y', input.tokenY, 'tokenY']);
  }
  if (!input.tlsVerify) list.push(['tls_verify', 'unsafe_off', 'tlsVerify']);
  if (!input.autoFlush) {
    list.push(['auto_flush', 'off', 'autoFlush']);
  } else {
    if (input.autoFlushRows !== '') list.push(['auto_flush_rows', input.autoFlushRows, 'autoFlushRows']);
    if (input.autoFlushInterval !== '') list.push(['auto_flush_interval', input.autoFlushInterval, 'autoFlushInterval']);
  }
  return list;
}

export function buildConfigString(input: BuilderInput): BuildResult {
  const list = pairs(input);
  const problems: Problem[] = [
    ...hostProblems(input.host.trim()),
    ...portProblems(input.port.trim()),
    ...authProblems(input),
    ...tlsProblems(input),
    ...autoFlushProblems(input),
    ...protocolVersionProblems(input),
    ...semicolonProblems(list.map(([, value, field]) => [field, value] as const)),
  ];
  const conf = problems.some((p) => p.severity === 'error')
    ? null
    : `${input.transport}::${list.map(([key, value]) => `${key}=${escapeValue(value)};`).join('')}`;
  return {conf, problems};
}

/** The form after the transport changes: the port follows the default if it was the old default, and a login the new transport cannot use is dropped. */
export function withTransport(input: BuilderInput, transport: Transport): BuilderInput {
  const port = input.port.trim() === String(defaultPort(input.transport)) ? String(defaultPort(transport)) : input.port;
  const auth = authKinds(transport).includes(input.auth) ? input.auth : 'none';
  const tlsVerify = usesTls(transport) ? input.tlsVerify : true;
  return {...input, transport, port, auth, tlsVerify};
}
