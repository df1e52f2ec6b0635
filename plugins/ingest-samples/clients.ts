// The client languages a sample can be written in: file name, tab label and docs page, in tab order.
import type {SampleLanguage} from './types';

export interface ClientLanguage {
  lang: SampleLanguage;
  file: string;
  label: string;
  header: string;
  docsPath: string;
}

export const CLIENT_LANGUAGES: readonly ClientLanguage[] = [
  {lang: 'python', file: 'python.py', label: 'Python', header: 'Python client library docs', docsPath: '/clients/ingest-python/'},
  {lang: 'java', file: 'java.java', label: 'Java', header: 'Java client library docs', docsPath: '/clients/java_ilp/'},
  {lang: 'rust', file: 'rust.rs', label: 'Rust', header: 'Rust client library docs', docsPath: '/clients/ingest-rust/'},
  {lang: 'go', file: 'go.go', label: 'Go', header: 'Go client library docs', docsPath: '/clients/ingest-go/'},
  {lang: 'javascript', file: 'javascript.js', label: 'Node.js', header: 'Node.js client library docs', docsPath: '/clients/ingest-node/'},
  {lang: 'csharp', file: 'csharp.cs', label: '.NET', header: '.NET client library docs', docsPath: '/clients/ingest-dotnet/'},
  {lang: 'c', file: 'c.c', label: 'C', header: 'C client library docs', docsPath: '/clients/ingest-c-and-cpp/'},
  {lang: 'cpp', file: 'cpp.cpp', label: 'C++', header: 'C++ client library docs', docsPath: '/clients/ingest-c-and-cpp/'},
];
