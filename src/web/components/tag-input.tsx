import { Button } from '@web/components/ui/button';
import type { FieldControlProps } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface TagInputProps {
  control: FieldControlProps;
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** What an item is, for buttons and the list's name (“Add amenity”, “Skill list”). */
  noun: 'amenity' | 'skill';
  maxItems: number;
  maxLength: number;
  placeholder?: string;
  disabled?: boolean;
}

/**
 * A list of short texts as removable chips: type one and press Enter (or a
 * comma, or Add). Duplicates (ignoring case) are skipped.
 */
export function TagInput({
  control,
  value,
  onChange,
  noun,
  maxItems,
  maxLength,
  placeholder,
  disabled,
}: TagInputProps) {
  const { t } = useTranslation('properties');
  const [draft, setDraft] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const full = value.length >= maxItems;

  function add() {
    const text = draft.trim().replace(/,+$/, '').trim();
    if (!text) return;
    if (value.some((item) => item.toLowerCase() === text.toLowerCase())) {
      setAnnouncement(t('tags.already', { text }));
      setDraft('');
      return;
    }
    if (full) return;
    onChange([...value, text]);
    setAnnouncement(t('tags.added', { text }));
    setDraft('');
  }

  function remove(index: number) {
    const item = value[index];
    onChange(value.filter((_, i) => i !== index));
    setAnnouncement(t('tags.removed', { text: item }));
    inputRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      remove(value.length - 1);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-2">
        <Input
          {...control}
          ref={inputRef}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={maxLength}
          placeholder={full ? t('tags.full', { max: maxItems }) : placeholder}
          disabled={disabled || full}
          enterKeyHint="done"
        />
        <Button
          variant="outline"
          onClick={add}
          disabled={disabled || full || draft.trim() === ''}
          aria-label={t('tags.add', { noun })}
        >
          <Plus aria-hidden="true" />
          <span className="hidden sm:inline">{t('tags.addShort')}</span>
        </Button>
      </div>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('tags.list', { noun })}>
          {value.map((item, index) => (
            <li
              key={item}
              className="inline-flex items-center gap-1 rounded-full bg-primary-soft py-1 pr-1 pl-3 text-body-sm font-semibold text-primary-soft-foreground"
            >
              {item}
              <button
                type="button"
                onClick={() => remove(index)}
                disabled={disabled}
                aria-label={t('tags.remove', { text: item })}
                className="flex size-7 items-center justify-center rounded-full hover:bg-primary/15 focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
