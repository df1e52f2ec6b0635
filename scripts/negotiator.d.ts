// negotiator 0.6 ships no types: the part scripts/staticServer.ts uses.
declare module 'negotiator' {
  import type {IncomingMessage} from 'node:http';

  export default class Negotiator {
    constructor(request: IncomingMessage);
    /** The `available` encodings the request accepts, best first by its q-values, ties in `preferred` order. */
    encodings(available?: string[], preferred?: string[]): string[];
  }
}
