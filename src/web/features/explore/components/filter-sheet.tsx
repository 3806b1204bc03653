import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearedFilters, countActiveFilters, type ExploreFilters } from '../filters';
import { datesProblem, FilterFields } from './filter-fields';

/** On a phone: the filters in a sheet, applied together by 'Show places'. */
export function FilterSheet({
  applied,
  onApply,
}: {
  applied: ExploreFilters;
  onApply: (next: ExploreFilters) => void;
}) {
  const { t } = useTranslation('explore');
  const [open, setOpen] = useState(false);
  const [sheet, setSheet] = useState(applied);
  const count = countActiveFilters(applied);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setSheet(applied);
        setOpen(next);
      }}
    >
      <Button
        variant="outline"
        size="icon"
        className="relative shrink-0"
        onClick={() => {
          setSheet(applied);
          setOpen(true);
        }}
        aria-label={t('sheet.button', { count })}
      >
        <SlidersHorizontal aria-hidden="true" />
        {count > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -top-1.5 -right-1.5 flex size-5 items-center justify-center rounded-full bg-primary text-[0.6875rem] font-bold text-primary-foreground"
          >
            {count}
          </span>
        ) : null}
      </Button>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('sheet.title')}</DialogTitle>
          <DialogDescription>{t('sheet.description')}</DialogDescription>
        </DialogHeader>
        <div className="mt-5">
          <FilterFields value={sheet} onChange={setSheet} />
        </div>
        {/* Kept in view while the filters scroll. */}
        <DialogFooter className="sticky -bottom-5 -mx-5 border-t border-border bg-card px-5 py-4 sm:-bottom-6 sm:-mx-6 sm:px-6">
          <Button variant="outline" onClick={() => setSheet(clearedFilters(sheet))}>
            {t('clearAll')}
          </Button>
          <Button
            disabled={Boolean(datesProblem(sheet))}
            onClick={() => {
              onApply(sheet);
              setOpen(false);
            }}
          >
            {t('sheet.show')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
