// A button that opens a small panel under it; a click outside or Escape closes it.
import { useEffect, useRef, useState, type ReactNode } from 'react';

interface Props {
  trigger: (props: { open: boolean; toggle(): void }) => ReactNode;
  children: (close: () => void) => ReactNode;
  align?: 'left' | 'right';
  width?: number;
}

export function Popover({ trigger, children, align = 'left', width = 320 }: Props) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => !ref.current?.contains(e.target as Node) && setOpen(false);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div className="popover-anchor" ref={ref}>
      {trigger({ open, toggle: () => setOpen((o) => !o) })}
      {open && (
        <div className={`popover popover-${align}`} style={{ width }} role="dialog">
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  );
}
