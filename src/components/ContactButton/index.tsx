// Header call to action: CONTACT, to the enterprise contact page.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import {marketingLinks} from '@site/src/site/links';
import styles from './styles.module.css';

interface Props {
  readonly mobile?: boolean;
  readonly className?: string;
}

export default function ContactButton({mobile, className}: Props): ReactNode {
  return (
    <DefaultNavbarItem
      mobile={mobile}
      href={marketingLinks.contact}
      target="_self"
      html="CONTACT"
      className={clsx(!mobile && styles.button, className)}
    />
  );
}
