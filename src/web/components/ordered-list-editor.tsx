import { Button } from '@web/components/ui/button';
import { Textarea } from '@web/components/ui/textarea';
import { cn } from '@web/lib/cn';
import { ArrowDown, ArrowUp, CircleAlert, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** One row: `key` is stable for React and focus; `id` is the server's (screening questions). */
export interface ListItem {
  key: string;
  id?: string | undefined;
  text: string;
}

let nextKey = 0;
export const newListItem = (text = '', id?: string): ListItem => {
  nextKey += 1;
  return { key: `item-${nextKey}`, id, text };
};

/**
 * What a row is, for the buttons and announcements ("Add question", "Clause 2
 * removed."): a code, so each language writes the whole phrase with the
 * noun's own gender (shell:listEditor).
 */
export type ListNoun = 'question' | 'clause';

interface OrderedListEditorProps {
  /** Names the list ("Screening questions"). */
  label: string;
  /** What a row is, for buttons and announcements. */
  noun: ListNoun;
  items: readonly ListItem[];
  onChange: (items: ListItem[]) => void;
  maxItems: number;
  maxLength: number;
  /** A message per row key (from validation). */
  errors?: Partial<Record<string, string>>;
  placeholder?: string;
  disabled?: boolean;
  emptyText: string;
}

/**
 * An ordered list of texts: add, edit, move up and down, remove. Every
 * action is a labelled button (keyboard and screen readers), focus follows
 * the moved row, and each change is announced.
 */
export function OrderedListEditor({
  label,
  noun,
  items,
  onChange,
  maxItems,
  maxLength,
  errors,
  placeholder,
  disabled,
  emptyText,
}: OrderedListEditorProps) {
  const { t } = useTranslation('shell');
  const baseId = useId();
  const [announcement, setAnnouncement] = useState('');
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!focusTarget) return;
    const target =
      focusTarget === 'add'
        ? addRef.current
        : listRef.current?.querySelector<HTMLElement>(`[data-focus="${focusTarget}"]`);
    // A disabled "move" button at the list's end cannot take focus: use the text instead.
    if (target && !(target as HTMLButtonElement).disabled) target.focus();
    else
      listRef.current
        ?.querySelector<HTMLElement>(`[data-focus="${focusTarget.split(':')[0]}:text"]`)
        ?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  function add() {
    const item = newListItem();
    onChange([...items, item]);
    setFocusTarget(`${item.key}:text`);
    setAnnouncement(t('listEditor.added', { noun, position: items.length + 1 }));
  }

  function move(index: number, by: -1 | 1) {
    const to = index + by;
    const item = items[index];
    if (!item || to < 0 || to >= items.length) return;
    const next = [...items];
    next.splice(index, 1);
    next.splice(to, 0, item);
    onChange(next);
    setFocusTarget(`${item.key}:${by < 0 ? 'up' : 'down'}`);
    setAnnouncement(t('listEditor.moved', { noun, position: to + 1, total: items.length }));
  }

  function remove(index: number) {
    const next = items.filter((_, i) => i !== index);
    onChange(next);
    const neighbour = next[index] ?? next[index - 1];
    setFocusTarget(neighbour ? `${neighbour.key}:text` : 'add');
    setAnnouncement(t('listEditor.removed', { noun, position: index + 1 }));
  }

  return (
    <div className="flex flex-col gap-3">
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border px-4 py-3 text-body-sm text-muted-foreground">
          {emptyText}
        </p>
      ) : (
        <ol ref={listRef} aria-label={label} className="flex flex-col gap-3">
          {items.map((item, index) => {
            const inputId = `${baseId}-${item.key}`;
            const error = errors?.[item.key];
            const errorId = error ? `${inputId}-error` : undefined;
            return (
              <li
                key={item.key}
                className={cn(
                  'rounded-xl border bg-background/60 p-3',
                  error ? 'border-destructive/50' : 'border-border',
                )}
              >
                <div className="flex items-center justify-between gap-2">
                  <label htmlFor={inputId} className="text-body-sm font-semibold">
                    {t('listEditor.item', { noun, position: index + 1 })}
                  </label>
                  <div className="flex gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-9"
                      data-focus={`${item.key}:up`}
                      onClick={() => move(index, -1)}
                      disabled={disabled || index === 0}
                      aria-label={t('listEditor.moveUp', { noun, position: index + 1 })}
                    >
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-9"
                      data-focus={`${item.key}:down`}
                      onClick={() => move(index, 1)}
                      disabled={disabled || index === items.length - 1}
                      aria-label={t('listEditor.moveDown', { noun, position: index + 1 })}
                    >
                      <ArrowDown aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-9 text-destructive hover:bg-destructive/10"
                      onClick={() => remove(index)}
                      disabled={disabled}
                      aria-label={t('listEditor.remove', { noun, position: index + 1 })}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </div>
                <Textarea
                  id={inputId}
                  data-focus={`${item.key}:text`}
                  value={item.text}
                  rows={2}
                  className="mt-2 min-h-16"
                  maxLength={maxLength}
                  placeholder={placeholder}
                  disabled={disabled}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={errorId}
                  onChange={(event) =>
                    onChange(
                      items.map((candidate) =>
                        candidate.key === item.key
                          ? { ...candidate, text: event.target.value }
                          : candidate,
                      ),
                    )
                  }
                />
                {error ? (
                  <p
                    id={errorId}
                    className="mt-1.5 flex items-start gap-1.5 text-body-sm text-destructive"
                  >
                    <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                    {error}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      <div>
        <Button
          ref={addRef}
          variant="outline"
          size="sm"
          onClick={add}
          disabled={disabled || items.length >= maxItems}
        >
          <Plus aria-hidden="true" />
          {t('listEditor.add', { noun })}
        </Button>
        {items.length >= maxItems ? (
          <span className="ml-3 text-caption text-muted-foreground">
            {t('listEditor.most', { max: maxItems })}
          </span>
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
