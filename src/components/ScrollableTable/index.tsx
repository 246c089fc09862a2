import React, {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';

/**
 * Markdown tables scroll sideways on narrow screens (Infima makes them `display: block;
 * overflow: auto`). A scrolling region must be reachable by keyboard, so the table becomes
 * focusable only while its content overflows, and no needless tab stops are added otherwise.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [overflowing, setOverflowing] = useState(false);

  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    const measure = () => setOverflowing(table.scrollWidth > table.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);

  return <table ref={ref} tabIndex={overflowing ? 0 : undefined} {...props} />;
}
