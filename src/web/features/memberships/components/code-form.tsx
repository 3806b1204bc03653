import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { ArrowRight } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { normalizeInviteCode } from '../api';

/** Type or paste a code (or the whole link) and go to its join page. */
export function CodeForm() {
  const { t } = useTranslation('memberships');
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = normalizeInviteCode(value);
    if (!code) {
      setError(value.trim() ? t('codeForm.invalid') : t('codeForm.required'));
      inputRef.current?.focus();
      return;
    }
    navigate(`/properties/join/${code}`);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('codeForm.label')}
      className="flex flex-col gap-4"
    >
      <Field label={t('codeForm.code')} error={error} hint={t('codeForm.hint')}>
        {(control) => (
          <Input
            {...control}
            ref={inputRef}
            value={value}
            autoCapitalize="characters"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            className="font-mono tracking-wider uppercase"
            onChange={(event) => {
              setValue(event.target.value);
              if (error) setError(undefined);
            }}
          />
        )}
      </Field>
      <Button type="submit" size="lg">
        {t('codeForm.submit')}
        <ArrowRight aria-hidden="true" />
      </Button>
    </form>
  );
}
