// The configuration string builder: the strings it writes, the problems it reports, and that the
// real Node.js client (@questdb/nodejs-client 4.2) reads every string it writes back to the same values.
import {SenderOptions} from '@questdb/nodejs-client';
import {describe, expect, it} from 'vitest';
import {
  authKinds,
  buildConfigString,
  DEFAULT_INPUT,
  defaultPort,
  escapeValue,
  withTransport,
  type BuilderInput,
} from '../../src/components/ConfigStringBuilder/build';

// The grammar of questdb-confstr 0.1.1: service "::" then key=value pairs, ';;' inside a value.
const CONF_STR_GRAMMAR = /^[A-Za-z0-9_]+::(?:[A-Za-z0-9_]+=(?:[^;\u0000-\u001f\u007f-\u009f]|;;)+;)*$/;

const input = (overrides: Partial<BuilderInput>): BuilderInput => ({...DEFAULT_INPUT, ...overrides});
const errors = (i: BuilderInput) => buildConfigString(i).problems.filter((p) => p.severity === 'error');
const warnings = (i: BuilderInput) => buildConfigString(i).problems.filter((p) => p.severity === 'warning');

const ECDSA = {
  kid: 'testUser1',
  d: 'joXdHaP0G5gSnnadZSYHmauTMBxiCf6TSCRnQ4UNYEc',
  x: '9ZusyaiktaxkHHyUskaOhmaWxYcS1lKlUpgdGJRHjNM',
  y: 'xGUUtMxiOsEKQ6NRhVFQqFk0uSQH6IO6Ic62Jd_OvRs',
};

describe('buildConfigString', () => {
  it('writes the default string the page shows without JavaScript', () => {
    expect(buildConfigString(DEFAULT_INPUT)).toEqual({conf: 'http::addr=localhost:9000;', problems: []});
  });

  it('writes basic auth over https and escapes a semicolon in the password', () => {
    const result = buildConfigString(
      input({transport: 'https', auth: 'basic', username: 'admin', password: 'se;cret'}),
    );
    expect(result.conf).toBe('https::addr=localhost:9000;username=admin;password=se;;cret;');
    expect(result.problems).toEqual([
      {field: 'password', severity: 'warning', message: "';' in a value is written as ';;'. The .NET client does not read ';;': there, quote the value instead."},
    ]);
  });

  it('writes an ECDSA login over tcps with the public key', () => {
    const result = buildConfigString(
      input({transport: 'tcps', port: '9009', auth: 'ecdsa', username: ECDSA.kid, token: ECDSA.d, tokenX: ECDSA.x, tokenY: ECDSA.y}),
    );
    expect(result.conf).toBe(
      `tcps::addr=localhost:9009;username=${ECDSA.kid};token=${ECDSA.d};token_x=${ECDSA.x};token_y=${ECDSA.y};`,
    );
    expect(result.problems.map((p) => p.message)).toEqual([
      'The .NET client rejects token_x and token_y; leave them out for .NET.',
    ]);
  });

  it('warns that C, C++, Rust and Python need the public key when it is left out', () => {
    const i = input({transport: 'tcp', port: '9009', auth: 'ecdsa', username: ECDSA.kid, token: ECDSA.d});
    expect(buildConfigString(i).conf).toBe(`tcp::addr=localhost:9009;username=${ECDSA.kid};token=${ECDSA.d};`);
    expect(warnings(i).map((p) => p.field)).toEqual(['tokenX']);
  });

  it('writes tls_verify, auto-flush and protocol version keys', () => {
    expect(
      buildConfigString(input({transport: 'https', tlsVerify: false, autoFlush: false, autoFlushRows: '10', protocolVersion: '1'})).conf,
    ).toBe('https::addr=localhost:9000;protocol_version=1;tls_verify=unsafe_off;auto_flush=off;');
    expect(buildConfigString(input({autoFlushRows: '5000', autoFlushInterval: '250'})).conf).toBe(
      'http::addr=localhost:9000;auto_flush_rows=5000;auto_flush_interval=250;',
    );
  });

  it('rejects what every client rejects, naming the field', () => {
    const cases: [Partial<BuilderInput>, string, string][] = [
      [{host: ''}, 'host', 'Host is required: a name such as localhost or an IP address.'],
      [{host: 'db.example.com:9000'}, 'host', 'Write the port in the Port field, not after the host.'],
      [{host: 'a;b'}, 'host', `Host "a;b" contains ';', '/' or '='; give a host name or an IP address only.`],
      [{port: '0'}, 'port', 'Port must be a whole number from 1 to 65535, not "0".'],
      [{port: '65536'}, 'port', 'Port must be a whole number from 1 to 65535, not "65536".'],
      [{port: '90a'}, 'port', 'Port must be a whole number from 1 to 65535, not "90a".'],
      [{auth: 'basic', username: 'admin'}, 'password', 'Password is required (password=...).'],
      [{auth: 'token'}, 'token', 'Token is required (token=...).'],
      [{auth: 'basic', username: 'admin', password: 'a\tb'}, 'password', 'Password contains a control character; the clients reject password values with one.'],
      [{auth: 'ecdsa'}, 'auth', 'This login works only with tcp and tcps; pick another login for http.'],
      [{transport: 'tcp', auth: 'basic'}, 'auth', 'This login works only with http and https; pick another login for tcp.'],
      [{tlsVerify: false}, 'tlsVerify', 'tls_verify belongs with https and tcps, not http: C, C++, Rust and Python reject it, and Go switches the sender to TLS.'],
      [{autoFlushRows: '0'}, 'autoFlushRows', 'auto_flush_rows must be a whole number from 1 to 2147483647, not "0".'],
      [{autoFlushRows: '-5'}, 'autoFlushRows', 'auto_flush_rows must be a whole number from 1 to 2147483647, not "-5".'],
      [{autoFlushInterval: '1.5'}, 'autoFlushInterval', 'auto_flush_interval must be a whole number from 1 to 2147483647, not "1.5".'],
    ];
    for (const [overrides, field, message] of cases) {
      const result = buildConfigString(input(overrides));
      expect(result.conf, JSON.stringify(overrides)).toBeNull();
      expect(result.problems).toContainEqual({field, severity: 'error', message});
    }
  });

  it('checks ECDSA keys as base64url and wants both public parts or neither', () => {
    const tcp = {transport: 'tcp', port: '9009', auth: 'ecdsa', username: ECDSA.kid} as const;
    expect(errors(input({...tcp, token: 'not base64!'})).map((p) => p.field)).toEqual(['token']);
    expect(errors(input({...tcp, token: ECDSA.d, tokenX: ECDSA.x})).map((p) => [p.field, p.message])).toEqual([
      ['tokenY', 'Give both public key parts, token_x and token_y, or neither.'],
    ]);
    expect(errors(input({...tcp, token: ECDSA.d, tokenY: ECDSA.y})).map((p) => p.field)).toEqual(['tokenX']);
  });

  it('warns about keys only some clients accept', () => {
    expect(warnings(input({transport: 'tcp', port: '9009', autoFlushRows: '600'})).map((p) => p.message)).toEqual([
      'Over TCP only Python, Node.js and .NET take these keys; Java and Go reject them, and C, C++ and Rust have no auto-flush.',
    ]);
    expect(warnings(input({autoFlushInterval: '500'})).map((p) => p.field)).toEqual(['autoFlushInterval']);
    expect(warnings(input({protocolVersion: '2'})).map((p) => p.message)).toEqual([
      'QuestDB 8.3 reads only protocol version 1; version 2 needs QuestDB 9.0 or later.',
    ]);
    expect(warnings(input({transport: 'https', tlsVerify: false})).map((p) => p.field)).toEqual(['tlsVerify']);
    expect(warnings(input({transport: 'tcp', port: '9009', autoFlush: false})).map((p) => p.message)).toEqual([
      "Java's TCP sender rejects auto_flush=off: it always flushes when its buffer is full.",
    ]);
  });

  it('ignores auto-flush numbers while auto-flush is off', () => {
    expect(buildConfigString(input({autoFlush: false, autoFlushRows: 'abc'}))).toEqual({
      conf: 'http::addr=localhost:9000;auto_flush=off;',
      problems: [],
    });
  });
});

describe('every string the builder writes', () => {
  const valid: BuilderInput[] = [
    DEFAULT_INPUT,
    input({transport: 'https', auth: 'basic', username: 'admin', password: 'p;a=ss;;'}),
    input({transport: 'https', auth: 'token', token: 'eyJhbGciOi.example', tlsVerify: false}),
    input({transport: 'tcp', port: '19009', auth: 'ecdsa', username: ECDSA.kid, token: ECDSA.d, tokenX: ECDSA.x, tokenY: ECDSA.y}),
    input({transport: 'tcps', port: '9009', autoFlushRows: '600', autoFlushInterval: '200', protocolVersion: '1'}),
    input({host: '10.0.0.7', port: '9000', autoFlush: false}),
  ];

  it('follows the configuration string grammar', () => {
    for (const i of valid) expect(buildConfigString(i).conf).toMatch(CONF_STR_GRAMMAR);
  });

  it('is read back by the Node.js client to the values of the form', () => {
    for (const i of valid) {
      const conf = buildConfigString(i).conf;
      expect(conf).not.toBeNull();
      const options = new SenderOptions(conf as string);
      expect(options.protocol).toBe(i.transport);
      expect(options.host).toBe(i.host);
      expect(options.port).toBe(Number(i.port));
      if (i.auth === 'basic') expect([options.username, options.password]).toEqual([i.username, i.password]);
      if (i.auth === 'token') expect(options.token).toBe(i.token);
      if (i.auth === 'ecdsa') expect([options.username, options.token, options.token_x]).toEqual([i.username, i.token, i.tokenX || undefined]);
      expect(options.tls_verify ?? true).toBe(i.tlsVerify);
      expect(options.auto_flush ?? true).toBe(i.autoFlush);
      if (i.autoFlushRows !== '') expect(options.auto_flush_rows).toBe(Number(i.autoFlushRows));
    }
  });

  it('is rejected by the Node.js client where the builder reports an error', () => {
    const write = (i: BuilderInput) => `${i.transport}::addr=${i.host}:${i.port};auto_flush_rows=${i.autoFlushRows || 1};`;
    for (const bad of [input({port: '0'}), input({autoFlushRows: '-5'})]) {
      expect(buildConfigString(bad).conf).toBeNull();
      expect(() => new SenderOptions(write(bad))).toThrow();
    }
  });
});

describe('form helpers', () => {
  it('escapes every semicolon', () => {
    expect(escapeValue('a;b;;c')).toBe('a;;b;;;;c');
  });

  it('offers the logins each transport supports', () => {
    expect(authKinds('http')).toEqual(['none', 'basic', 'token']);
    expect(authKinds('tcps')).toEqual(['none', 'ecdsa']);
    expect([defaultPort('https'), defaultPort('tcp')]).toEqual([9000, 9009]);
  });

  it('moves a default port, drops a login the new transport lacks and resets tls_verify', () => {
    const basic = input({transport: 'https', auth: 'basic', tlsVerify: false});
    expect(withTransport(basic, 'tcp')).toMatchObject({transport: 'tcp', port: '9009', auth: 'none', tlsVerify: true});
    expect(withTransport(input({port: '19000'}), 'tcp').port).toBe('19000');
    expect(withTransport(basic, 'http')).toMatchObject({auth: 'basic', port: '9000', tlsVerify: true});
  });
});
