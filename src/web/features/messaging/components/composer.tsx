import { MESSAGE_MAX_LENGTH } from '@shared/api/messaging';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { SendHorizontal } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const lengthOf = (text: string) => [...text].length;

/**
 * The message box: Enter sends, Shift+Enter makes a new line (and Enter while
 * an input method is composing does nothing). Grows with its text up to a
 * few lines. `initialText` pre-fills it (Ask a question) with the caret at the end.
 */
export function Composer({
  onSend,
  initialText = '',
  disabled = false,
}: {
  onSend: (text: string) => void;
  initialText?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('messaging');
  const [text, setText] = useState(initialText);
  const ref = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();
  const length = lengthOf(text.trim());
  const tooLong = length > MESSAGE_MAX_LENGTH;
  const canSend = !disabled && length > 0 && !tooLong;

  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    box.style.height = 'auto';
    box.style.height = `${Math.min(box.scrollHeight, 160)}px`;
  });

  useEffect(() => {
    if (!initialText) return;
    setText((current) => current || initialText);
    const box = ref.current;
    box?.focus();
    box?.setSelectionRange(initialText.length, initialText.length);
  }, [initialText]);

  const submit = () => {
    if (!canSend) return;
    onSend(text.trim());
    setText('');
    ref.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex min-w-0 flex-1 flex-col">
        <textarea
          ref={ref}
          rows={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          aria-label={t('composer.label')}
          aria-describedby={length > MESSAGE_MAX_LENGTH - 200 ? counterId : undefined}
          aria-invalid={tooLong || undefined}
          placeholder={t('composer.placeholder')}
          className={cn(
            'max-h-40 min-h-11 w-full resize-none rounded-2xl border border-input bg-card px-4 py-2.5 text-body text-foreground',
            'placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
            'aria-invalid:border-destructive',
          )}
        />
        {length > MESSAGE_MAX_LENGTH - 200 ? (
          <p
            id={counterId}
            className={cn(
              'px-2 pt-1 text-caption',
              tooLong ? 'text-destructive' : 'text-muted-foreground',
            )}
          >
            {t('composer.counter', { length, max: MESSAGE_MAX_LENGTH })}
          </p>
        ) : null}
      </div>
      <Button
        type="submit"
        size="icon"
        className="shrink-0 rounded-full"
        aria-label={t('composer.send')}
        disabled={!canSend}
      >
        <SendHorizontal aria-hidden="true" className="size-5!" />
      </Button>
    </form>
  );
}
