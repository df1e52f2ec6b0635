// The "Product" mega-menu of the desktop header, and its accordions in the mobile menu.
import {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Icon from '@site/src/components/Icon';
import {productMenu, type ProductMenuGroup} from '@site/src/site/productMenu';
import styles from './styles.module.css';

/** The pointer may leave the menu for this long before it closes (spec: 250 ms). */
export const HOVER_CLOSE_DELAY_MS = 250;

interface Props {
  readonly mobile?: boolean;
  readonly className?: string;
}

function MenuLinks({group}: {readonly group: ProductMenuGroup}): ReactNode {
  return (
    <ul className={styles.items}>
      {group.items.map((item) => (
        <li key={item.href}>
          <a className={styles.item} href={item.href}>
            <Icon name={item.icon} className={styles.icon} />
            <span>
              <span className={styles.name}>{item.name}</span>
              <span className={styles.description}>{item.description}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function DesktopProductMenu({className}: {readonly className?: string}): ReactNode {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // Set while Escape hands focus back to the trigger, so that focus does not reopen the menu.
  const returningFocus = useRef(false);

  // Whether the pointer or focus opened the menu: a click then keeps it open instead of closing
  // what the reader's hover opened a moment ago. A click on a menu opened by a click closes it.
  const openedByClick = useRef(false);

  const cancelClose = useCallback(() => window.clearTimeout(closeTimer.current), []);
  const show = useCallback(() => {
    cancelClose();
    setOpen(true);
  }, [cancelClose]);
  const close = useCallback(() => {
    cancelClose();
    openedByClick.current = false;
    setOpen(false);
  }, [cancelClose]);
  const scheduleClose = useCallback(() => {
    cancelClose();
    closeTimer.current = window.setTimeout(close, HOVER_CLOSE_DELAY_MS);
  }, [cancelClose, close]);

  useEffect(() => cancelClose, [cancelClose]);

  // Escape closes the menu wherever focus is: a menu opened by hover holds no focus.
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const hadFocus = rootRef.current?.contains(document.activeElement) ?? false;
      close();
      if (hadFocus) {
        event.stopPropagation();
        returningFocus.current = true;
        triggerRef.current?.focus();
        returningFocus.current = false;
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  return (
    <div
      ref={rootRef}
      className={clsx('navbar__item', styles.root, className)}
      onMouseEnter={show}
      onMouseLeave={scheduleClose}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) close();
      }}>
      <button
        ref={triggerRef}
        type="button"
        className={clsx('navbar__link', styles.trigger)}
        aria-expanded={open}
        aria-controls={panelId}
        onFocus={(e) => {
          // Keyboard focus opens the menu; a mouse click is handled by onClick alone.
          if (!returningFocus.current && e.currentTarget.matches(':focus-visible')) show();
        }}
        onClick={() => {
          cancelClose();
          if (open && openedByClick.current) {
            close();
          } else {
            openedByClick.current = true;
            setOpen(true);
          }
        }}>
        Product
        <Icon name="chevron" size={14} className={clsx(styles.chevron, open && styles.chevronOpen)} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {productMenu.map((group) => (
          <section key={group.title} className={styles.group} aria-label={group.title}>
            <h2 className={styles.groupTitle}>{group.title}</h2>
            <MenuLinks group={group} />
          </section>
        ))}
      </div>
    </div>
  );
}

function MobileAccordion({group}: {readonly group: ProductMenuGroup}): ReactNode {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <li className="menu__list-item">
      <button
        type="button"
        className={clsx('menu__link', styles.accordionTrigger)}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}>
        {group.title}
        <Icon name="chevron" size={16} className={clsx(styles.chevron, open && styles.chevronOpen)} />
      </button>
      <div id={listId} hidden={!open} className={styles.accordionPanel}>
        <MenuLinks group={group} />
      </div>
    </li>
  );
}

export default function ProductMenu({mobile, className}: Props): ReactNode {
  if (mobile) {
    return (
      <>
        {productMenu.map((group) => (
          <MobileAccordion key={group.title} group={group} />
        ))}
      </>
    );
  }
  return <DesktopProductMenu className={className} />;
}
