import {describe, expect, it} from 'vitest';
import {parseAddr, parseAuth} from '../parseSample';

describe('parseAddr', () => {
  it('reads host and port from addr= in a configuration string', () => {
    expect(parseAddr('Sender.from_conf("tcps::addr=localhost:9009;username=u;")')).toEqual({
      host: 'localhost',
      port: 9009,
    });
  });

  it('falls back to the string defaults of host and port when the string is built at run time', () => {
    const code = [
      'const char* host = argc > 1 ? argv[1] : "localhost";',
      'const char* port = argc > 2 ? argv[2] : "9000";',
      'char* conf = concat("http::addr=", host, ":", port, ";", NULL);',
    ].join('\n');
    expect(parseAddr(code)).toEqual({host: 'localhost', port: 9000});
  });

  it('gives undefined when the sample names no address', () => {
    expect(parseAddr('Sender.from_env()')).toBeUndefined();
  });
});

describe('parseAuth', () => {
  it('reads kid, d, x and y from username, token, token_x and token_y', () => {
    const code = '"tcp::addr=localhost:9009;username=testUser1;token=dd-1;token_x=xx_2;token_y=yy3;"';
    expect(parseAuth(code)).toEqual({kid: 'testUser1', d: 'dd-1', x: 'xx_2', y: 'yy3'});
  });

  it('reads values split over concatenated literals', () => {
    const code = ['const conf =', '  "tcp::addr=localhost:9009;" +', '  "username=testUser1;" +', '  "token=abc;";'].join('\n');
    expect(parseAuth(code)).toEqual({kid: 'testUser1', d: 'abc'});
  });

  it('ignores username and password logins (HTTP basic authentication)', () => {
    expect(parseAuth('"https::addr=localhost:9000;username=admin;password=quest;"')).toBeUndefined();
  });

  it('ignores the word token= in prose such as comments', () => {
    expect(parseAuth('// pass token=<access token> instead\n"username=admin;password=quest;"')).toBeUndefined();
  });

  it('rejects one public key part without the other', () => {
    expect(() => parseAuth('"username=u;token=d;token_x=x;"')).toThrow(
      'token_x is set without token_y; give both public key parts or neither',
    );
  });
});
