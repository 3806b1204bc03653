import { INVALID_INVITE_CODE_MESSAGE } from '@shared/api/property-fields';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { ArrowRight } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { normalizeInviteCode } from '../api';

/** Type or paste a code (or the whole link) and go to its join page. */
export function CodeForm() {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = normalizeInviteCode(value);
    if (!code) {
      setError(value.trim() ? INVALID_INVITE_CODE_MESSAGE : 'Enter the invite code from your host');
      inputRef.current?.focus();
      return;
    }
    navigate(`/properties/join/${code}`);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Join with a code"
      className="flex flex-col gap-4"
    >
      <Field
        label="Invite code"
        error={error}
        hint="16 letters and numbers, like ABCD EFGH JKLM NPQR. You can paste the whole link."
      >
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
        Find the property
        <ArrowRight aria-hidden="true" />
      </Button>
    </form>
  );
}
