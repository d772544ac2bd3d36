import type { ReactNode, Ref } from 'react';
import { ColumnHeader } from './ColumnHeader';
import type { ColumnHeaderProps } from './ColumnHeader';

export interface ColumnProps extends ColumnHeaderProps {
  children?: ReactNode;
  /** The scrollable body, for scroll position keeping and "scroll to top". */
  bodyRef?: Ref<HTMLDivElement>;
  className?: string;
  /** Notices between the header and the body (not scrolled with it). */
  banner?: ReactNode;
}

/** One deck column (or the single column): a labelled region with a header and a scrolling body. */
export function Column({ children, bodyRef, className, banner, ...header }: ColumnProps) {
  return (
    <div role="region" aria-label={header.title} className={className ? `column ${className}` : 'column'}>
      <ColumnHeader {...header} />
      {banner}
      <div className="column__body" ref={bodyRef}>
        {children}
      </div>
    </div>
  );
}
