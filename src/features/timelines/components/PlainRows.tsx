import type { ReactNode } from 'react';
import type { TimelineItem } from '../../../db/types';

/** As many rows as fill a tall screen: the first paint, before the virtual list is loaded. */
const FIRST_PAINT_ROWS = 12;

export function PlainRows({
  items,
  renderItem,
}: {
  items: TimelineItem[];
  renderItem: (item: TimelineItem, index: number) => ReactNode;
}) {
  return (
    <div className="timeline__plain">
      {items.slice(0, FIRST_PAINT_ROWS).map((item, index) => (
        <div key={item ?? `gap-${index}`} className="timeline__plain-row">
          {renderItem(item, index)}
        </div>
      ))}
    </div>
  );
}
