import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/api/auth';
import { cn } from '@web/lib/cn';
import { Check, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The password rule, ticked off as the user types (12–128 characters). */
export function PasswordRule({ id, password }: { id?: string; password: string }) {
  const long = password.length >= PASSWORD_MIN_LENGTH;
  const tooLong = password.length > PASSWORD_MAX_LENGTH;
  const met = long && !tooLong;
  const { t } = useTranslation('auth');
  return (
    <span id={id} className="flex items-center gap-1.5">
      {met ? (
        <Check aria-hidden="true" className="size-3.5 text-success" />
      ) : (
        <Circle aria-hidden="true" className="size-3.5" />
      )}
      <span className={cn(met && 'text-foreground')}>
        {t('passwordRule.length', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
        {password.length > 0 && !met ? (
          <span aria-hidden="true">
            {' '}
            · {password.length}/{tooLong ? PASSWORD_MAX_LENGTH : PASSWORD_MIN_LENGTH}
          </span>
        ) : null}
        {t('passwordRule.advice')}
      </span>
    </span>
  );
}
