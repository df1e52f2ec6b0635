// The small line icons of the header and menus, drawn inline so they cost no request.
import type {ReactNode} from 'react';
import type {ProductMenuIcon} from '@site/src/site/productMenu';

export type IconName = ProductMenuIcon | 'star' | 'tag' | 'chevron';

const paths: Record<IconName, ReactNode> = {
  download: <path d="M12 3v12m0 0-5-5m5 5 5-5M4 19h16" />,
  chart: <path d="M4 20V10m6 10V4m6 16v-7m4 7H2" />,
  pulse: <path d="M2 12h4l3-8 4 16 3-8h6" />,
  compare: <path d="M8 4v16M16 4v16M4 8h8M12 16h8" />,
  play: <path d="M7 4v16l13-8z" />,
  map: <path d="M9 4 3 6v14l6-2 6 2 6-2V4l-6 2zm0 0v14m6-12v14" />,
  star: <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9z" />,
  tag: <path d="M3 12V3h9l9 9-9 9zm5-4.5h.01" />,
  chevron: <path d="m6 9 6 6 6-6" />,
};

interface Props {
  readonly name: IconName;
  readonly className?: string;
  readonly size?: number;
}

export default function Icon({name, className, size = 20}: Props): ReactNode {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false">
      {paths[name]}
    </svg>
  );
}
