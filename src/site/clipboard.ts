// Writing to the clipboard, including text that is still being fetched, and telling when the browser cannot.

/** False without the asynchronous clipboard API: old browsers, plain-HTTP pages, some embedded views. */
export function canCopy(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function';
}

/**
 * Copies `text`. Text still being fetched goes to the clipboard as a promise inside a
 * ClipboardItem, so that the copy still counts as part of the click (Safari requires it).
 */
export async function copyText(text: string | Promise<string>): Promise<void> {
  const {clipboard} = navigator;
  if (typeof text !== 'string' && typeof ClipboardItem === 'function' && typeof clipboard.write === 'function') {
    const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
    await clipboard.write([new ClipboardItem({'text/plain': blob})]);
    return;
  }
  await clipboard.writeText(await text);
}
