// The client languages a sample can be written in: file name, tab label and the library's own docs, in tab order.
import type {SampleLanguage} from './types';

export interface ClientLanguage {
  lang: SampleLanguage;
  file: string;
  label: string;
  header: string;
  /** The client library's own documentation (API reference), not a page of this site. */
  docsUrl: string;
}

export const CLIENT_LANGUAGES: readonly ClientLanguage[] = [
  {lang: 'python', file: 'python.py', label: 'Python', header: 'Python client library docs', docsUrl: 'https://py-questdb-client.readthedocs.io/'},
  {lang: 'java', file: 'java.java', label: 'Java', header: 'Java client library docs', docsUrl: 'https://github.com/questdb/java-questdb-client/blob/1.0.0/core/src/main/java/io/questdb/client/Sender.java'},
  {lang: 'rust', file: 'rust.rs', label: 'Rust', header: 'Rust client library docs', docsUrl: 'https://docs.rs/questdb-rs/6.1.0/questdb/ingress/'},
  {lang: 'go', file: 'go.go', label: 'Go', header: 'Go client library docs', docsUrl: 'https://pkg.go.dev/github.com/questdb/go-questdb-client/v4'},
  {lang: 'javascript', file: 'javascript.js', label: 'Node.js', header: 'Node.js client library docs', docsUrl: 'https://questdb.github.io/nodejs-questdb-client'},
  {lang: 'csharp', file: 'csharp.cs', label: '.NET', header: '.NET client library docs', docsUrl: 'https://github.com/questdb/net-questdb-client#readme'},
  {lang: 'c', file: 'c.c', label: 'C', header: 'C client library docs', docsUrl: 'https://github.com/questdb/c-questdb-client/tree/6.1.0/doc'},
  {lang: 'cpp', file: 'cpp.cpp', label: 'C++', header: 'C++ client library docs', docsUrl: 'https://github.com/questdb/c-questdb-client/tree/6.1.0/doc'},
];
