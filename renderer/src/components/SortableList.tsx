// A vertical list the user reorders by dragging a row, or with its move up / move down buttons.
import { useState, type ReactNode } from 'react';
import { IconButton } from './Buttons.tsx';
import { Icon } from './Icon.tsx';

interface Props<T> {
  items: T[];
  itemKey(item: T, index: number): string | number;
  label(item: T, index: number): string;
  onMove(from: number, to: number): void;
  children(item: T, index: number, controls: ReactNode): ReactNode;
  horizontal?: boolean;
}

export function SortableList<T>({ items, itemKey, label, onMove, children, horizontal }: Props<T>) {
  const [before, after] = horizontal ? (['left', 'right'] as const) : (['up', 'down'] as const);
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  return (
    <ol className={`sortable${horizontal ? ' sortable-horizontal' : ''}`}>
      {items.map((item, i) => {
        const controls = (
          <span className="sortable-controls">
            <IconButton
              icon={horizontal ? 'chevronLeft' : 'chevronUp'}
              label={`Move ${label(item, i)} ${before}`}
              disabled={i === 0}
              onClick={() => onMove(i, i - 1)}
            />
            <IconButton
              icon={horizontal ? 'chevronRight' : 'chevronDown'}
              label={`Move ${label(item, i)} ${after}`}
              disabled={i === items.length - 1}
              onClick={() => onMove(i, i + 1)}
            />
          </span>
        );
        return (
          <li
            key={itemKey(item, i)}
            className={`sortable-item${over === i && dragging !== null && dragging !== i ? ' drop-target' : ''}${dragging === i ? ' dragging' : ''}`}
            draggable
            onDragStart={(e) => {
              setDragging(i);
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', String(i));
            }}
            onDragOver={(e) => {
              if (dragging === null) return;
              e.preventDefault();
              setOver(i);
            }}
            onDragLeave={() => setOver((o) => (o === i ? null : o))}
            onDrop={(e) => {
              e.preventDefault();
              if (dragging !== null && dragging !== i) onMove(dragging, i);
              setDragging(null);
              setOver(null);
            }}
            onDragEnd={() => {
              setDragging(null);
              setOver(null);
            }}
          >
            {!horizontal && (
              <span className="drag-handle" aria-hidden="true">
                <Icon name="grip" />
              </span>
            )}
            {children(item, i, controls)}
          </li>
        );
      })}
    </ol>
  );
}

export function moveItem<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}
