// Readable names for release archives, shared by the card, the install commands and the Markdown export.

/** "questdb-8.3.3-rt-linux-x86-64.tar.gz" -> "Linux x86-64, Java runtime included". */
export function describeAsset(name: string): string {
  if (name.includes('no-jre')) return 'Any OS, bring your own Java 17+';
  const platform = /-rt-([a-z]+)-([a-z0-9-]+)\.tar\.gz$/.exec(name);
  if (!platform) return name;
  const os = {linux: 'Linux', windows: 'Windows', macos: 'macOS'}[platform[1]!] ?? platform[1]!;
  return `${os} ${platform[2]}, Java runtime included`;
}
