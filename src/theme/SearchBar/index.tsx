// The classic theme ships no search bar: this one is the DocSearch button and its shortcuts. The
// modal, the engine and the index load on the first touch, focus, hover or click, never with the page.
import {useCallback, useEffect, useId, useRef, useSyncExternalStore, type KeyboardEvent, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {SearchGlobalData} from '@site/plugins/search-index';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';

type ModalModule = typeof import('./SearchModal');

let modalModule: Promise<ModalModule> | null = null;

function loadModal(config: SearchGlobalData): Promise<ModalModule> {
  modalModule ??= import('./SearchModal').then(
    (module) => {
      module.warmUp(config);
      return module;
    },
    (error: unknown) => {
      modalModule = null;
      throw error;
    },
  );
  return modalModule;
}

// One modal per page, whichever search box opened it: the mobile menu renders a second box, and
// every box listens for the shortcuts.
interface ModalState {
  owner: string | null;
  initialQuery: string | undefined;
  module: ModalModule | null;
}
let state: ModalState = {owner: null, initialQuery: undefined, module: null};
const listeners = new Set<() => void>();
const setState = (next: Partial<ModalState>) => {
  state = {...state, ...next};
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const serverState: ModalState = {owner: null, initialQuery: undefined, module: null};

/** The selected text becomes the query, like a reader who selects a word and presses Ctrl+K. */
function selectedText(): string | undefined {
  return window.getSelection()?.toString().trim().slice(0, 64) || undefined;
}

/** A key that types a character, without a modifier that makes it a shortcut (Ctrl/Cmd+F stays the browser's). */
function isPrintable(event: KeyboardEvent): boolean {
  return event.key.length === 1 && event.key.trim() !== '' && !event.ctrlKey && !event.metaKey && !event.altKey;
}

export default function SearchBar(): ReactNode {
  const config = usePluginData('search-index') as SearchGlobalData;
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const modal = useSyncExternalStore(subscribe, () => state, () => serverState);
  const isOpen = modal.owner !== null;

  const warm = useCallback(() => {
    void loadModal(config);
  }, [config]);

  const open = useCallback(
    (initialQuery?: string) => {
      if (state.owner !== null) return;
      const query = initialQuery ?? selectedText();
      void loadModal(config).then((module) => {
        if (state.owner === null) setState({owner: id, initialQuery: query, module});
      });
    },
    [config, id],
  );

  const close = useCallback(() => {
    if (state.owner === null) return;
    const opener = state.owner;
    setState({owner: null, initialQuery: undefined});
    if (opener === id) buttonRef.current?.focus();
  }, [id]);

  // Escape steps back (spec): the first closes the result list, the second clears the query (both
  // done by the modal's input), and only an Escape on an empty query closes the modal. The value
  // is read in the capture phase, before the input's own handler has cleared it.
  const escapeOnQuery = useRef(false);
  useEffect(() => {
    if (!isOpen) return undefined;
    const container = () => document.querySelector('.DocSearch-Container');
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      escapeOnQuery.current = Boolean(document.querySelector<HTMLInputElement>('.DocSearch-Input')?.value);
      // modal.css hides the list while this attribute is set; the next Escape clears the query.
      if (escapeOnQuery.current) container()?.toggleAttribute('data-list-closed');
    };
    const onInput = () => container()?.removeAttribute('data-list-closed');
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('input', onInput, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('input', onInput, true);
    };
  }, [isOpen]);
  const closeUnlessQuery = useCallback(() => {
    if (escapeOnQuery.current) {
      escapeOnQuery.current = false;
      return;
    }
    close();
  }, [close]);

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: open,
    onClose: closeUnlessQuery,
    isAskAiActive: false,
    onAskAiToggle: () => {},
  });

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLButtonElement>) => {
      if (!isPrintable(event)) return;
      // The key becomes the query instead of being typed twice (here and in the modal's input).
      event.preventDefault();
      open(event.key);
    },
    [open],
  );

  useEffect(() => {
    // A box that unmounts (the mobile menu closing) while it owns the modal hands it back.
    return () => {
      if (state.owner === id) setState({owner: null, initialQuery: undefined});
    };
  }, [id]);

  const SearchModal = modal.owner === id ? modal.module?.default : undefined;
  return (
    <>
      <DocSearchButton
        ref={buttonRef}
        onTouchStart={warm}
        onFocus={warm}
        onMouseOver={warm}
        onClick={() => open()}
        onKeyDown={onKeyDown}
        translations={{buttonText: 'Search docs', buttonAriaLabel: 'Search docs'}}
        // No key hints inside the button: its name would then lack their text (WCAG 2.5.3). The
        // shortcuts still work (useDocSearchKeyboardEvents above) and are announced.
        keyboardShortcuts={{'Ctrl/Cmd+K': false}}
        aria-keyshortcuts="Control+K Meta+K /"
      />
      {SearchModal &&
        createPortal(
          <div data-search-source={config.hosted ? 'hosted' : 'local'}>
            <SearchModal config={config} initialQuery={modal.initialQuery} onClose={close} />
          </div>,
          document.body,
        )}
    </>
  );
}
