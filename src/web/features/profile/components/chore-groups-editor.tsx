import { customChoreGroupsUpdateSchema, PROFILE_LIMITS } from '@shared/api/profile';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { SubmitButton } from '@web/components/ui/submit-button';
import { translate } from '@web/lib/i18n/i18n';
import { validateForm } from '@web/lib/zod-form';
import { ArrowDown, ArrowUp, Check, Pencil, Plus, Trash2, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { showProfileError, useUpdateCustomChoreGroups } from '../api';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The problem with a new or renamed group (in the language on screen), or null. */
export function groupNameProblem(
  name: string,
  groups: readonly string[],
  defaults: readonly string[],
  ignoreIndex?: number,
): string | null {
  const trimmed = name.trim();
  if (!trimmed) return translate('profile', 'choreGroups.problems.empty');
  if (trimmed.length > PROFILE_LIMITS.choreGroupName) {
    return translate('profile', 'choreGroups.problems.tooLong', {
      max: PROFILE_LIMITS.choreGroupName,
    });
  }
  if (groups.some((g, i) => i !== ignoreIndex && sameName(g, trimmed))) {
    return translate('profile', 'choreGroups.problems.duplicate');
  }
  if (defaults.some((g) => sameName(g, trimmed)))
    return translate('profile', 'choreGroups.problems.standard');
  return null;
}

interface EditorProps {
  saved: readonly string[];
  defaults: readonly string[];
}

/**
 * The host's own chore groups: add, rename, remove (after confirming) and
 * reorder with buttons; the whole list is saved at once.
 */
export function ChoreGroupsEditor({ saved, defaults }: EditorProps) {
  const { t } = useTranslation('profile');
  const update = useUpdateCustomChoreGroups();
  const [groups, setGroups] = useState<string[]>([...saved]);
  const [newName, setNewName] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{
    index: number;
    value: string;
    error: string | null;
  } | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [saveError, setSaveError] = useState<string | null>(null);
  const itemRefs = useRef(new Map<string, HTMLElement>());
  const pendingFocus = useRef<string | null>(null);
  const addId = useId();

  const savedKey = saved.join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the saved list changes
  useEffect(() => setGroups([...saved]), [savedKey]);

  useEffect(() => {
    if (pendingFocus.current) {
      itemRefs.current.get(pendingFocus.current)?.focus();
      pendingFocus.current = null;
    }
  });

  const dirty = groups.join('\u0000') !== savedKey;
  const full = groups.length >= PROFILE_LIMITS.choreGroups;

  function add(event: FormEvent) {
    event.preventDefault();
    const problem = full
      ? t('choreGroups.problems.full', { max: PROFILE_LIMITS.choreGroups })
      : groupNameProblem(newName, groups, defaults);
    if (problem) {
      setAddError(problem);
      return;
    }
    const name = newName.trim();
    setGroups((g) => [...g, name]);
    setNewName('');
    setAddError(null);
    setAnnouncement(t('choreGroups.announce.added', { name }));
  }

  function move(index: number, delta: -1 | 1, focusKey: string) {
    const target = index + delta;
    if (target < 0 || target >= groups.length) return;
    const next = [...groups];
    const [item] = next.splice(index, 1);
    if (item === undefined) return;
    next.splice(target, 0, item);
    setGroups(next);
    pendingFocus.current = focusKey;
    setAnnouncement(
      t('choreGroups.announce.moved', { name: item, position: target + 1, total: next.length }),
    );
  }

  function commitRename() {
    if (!editing) return;
    const problem = groupNameProblem(editing.value, groups, defaults, editing.index);
    if (problem) {
      setEditing({ ...editing, error: problem });
      return;
    }
    const name = editing.value.trim();
    setGroups((g) => g.map((v, i) => (i === editing.index ? name : v)));
    setAnnouncement(t('choreGroups.announce.renamed', { name }));
    pendingFocus.current = `rename-${name}`;
    setEditing(null);
  }

  function confirmRemove() {
    if (removing === null) return;
    const name = groups[removing];
    setGroups((g) => g.filter((_, i) => i !== removing));
    setRemoving(null);
    setAnnouncement(t('choreGroups.announce.removed', { name }));
  }

  function save() {
    setSaveError(null);
    const checked = validateForm(customChoreGroupsUpdateSchema, { groups });
    if (!checked.ok) {
      setSaveError(checked.errors.groups ?? t('choreGroups.problems.check'));
      return;
    }
    update.mutate(checked.data, {
      onSuccess: () => toast.success(t('choreGroups.saved')),
      onError: (error) => showProfileError('customGroups', error),
    });
  }

  const setRef = (key: string) => (el: HTMLElement | null) => {
    if (el) itemRefs.current.set(key, el);
    else itemRefs.current.delete(key);
  };

  return (
    <div className="flex flex-col gap-5">
      <form noValidate onSubmit={add} className="flex flex-col gap-1.5">
        <label htmlFor={addId} className="text-body-sm font-semibold">
          {t('choreGroups.newLabel')}
        </label>
        <div className="flex gap-2">
          <Input
            id={addId}
            value={newName}
            onChange={(e) => {
              setNewName(e.target.value);
              setAddError(null);
            }}
            placeholder={t('choreGroups.newPlaceholder')}
            maxLength={PROFILE_LIMITS.choreGroupName}
            aria-invalid={addError ? true : undefined}
            aria-describedby={addError ? `${addId}-error` : undefined}
            disabled={update.isPending}
          />
          <Button type="submit" variant="outline" disabled={update.isPending || full}>
            <Plus aria-hidden="true" />
            {t('choreGroups.add')}
          </Button>
        </div>
        {addError ? (
          <p id={`${addId}-error`} className="text-body-sm text-destructive">
            {addError}
          </p>
        ) : null}
      </form>

      {groups.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-center text-body-sm text-muted-foreground">
          {t('choreGroups.empty')}
        </p>
      ) : (
        <ol aria-label={t('choreGroups.listLabel')} className="flex flex-col gap-2">
          {groups.map((name, index) => {
            const isEditing = editing?.index === index;
            const errorId = `group-${index}-error`;
            return (
              <li
                key={name}
                className="flex flex-col gap-1.5 rounded-xl border border-border bg-card p-2 pl-3"
              >
                {isEditing && editing ? (
                  <form
                    noValidate
                    className="flex items-center gap-2"
                    onSubmit={(e) => {
                      e.preventDefault();
                      commitRename();
                    }}
                  >
                    <Input
                      aria-label={t('choreGroups.renameInput', { name })}
                      value={editing.value}
                      onChange={(e) =>
                        setEditing({ ...editing, value: e.target.value, error: null })
                      }
                      onKeyDown={(e) => {
                        if (e.key === 'Escape') {
                          e.preventDefault();
                          pendingFocus.current = `rename-${name}`;
                          setEditing(null);
                        }
                      }}
                      maxLength={PROFILE_LIMITS.choreGroupName}
                      aria-invalid={editing.error ? true : undefined}
                      aria-describedby={editing.error ? errorId : undefined}
                      autoFocus
                      className="h-10"
                    />
                    <Button
                      type="submit"
                      size="icon"
                      variant="ghost"
                      aria-label={t('choreGroups.saveName')}
                    >
                      <Check aria-hidden="true" />
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={t('choreGroups.cancelRename')}
                      onClick={() => {
                        pendingFocus.current = `rename-${name}`;
                        setEditing(null);
                      }}
                    >
                      <X aria-hidden="true" />
                    </Button>
                  </form>
                ) : (
                  <div className="flex items-center gap-1">
                    <span
                      className="w-6 shrink-0 text-caption text-muted-foreground"
                      aria-hidden="true"
                    >
                      {index + 1}
                    </span>
                    <span className="min-w-0 flex-1 truncate text-body-sm font-semibold">
                      {name}
                    </span>
                    <Button
                      ref={setRef(`up-${name}`)}
                      size="icon"
                      variant="ghost"
                      className="size-10"
                      aria-label={t('choreGroups.moveUp', { name })}
                      disabled={index === 0 || update.isPending}
                      onClick={() =>
                        move(index, -1, index - 1 === 0 ? `down-${name}` : `up-${name}`)
                      }
                    >
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button
                      ref={setRef(`down-${name}`)}
                      size="icon"
                      variant="ghost"
                      className="size-10"
                      aria-label={t('choreGroups.moveDown', { name })}
                      disabled={index === groups.length - 1 || update.isPending}
                      onClick={() =>
                        move(
                          index,
                          1,
                          index + 1 === groups.length - 1 ? `up-${name}` : `down-${name}`,
                        )
                      }
                    >
                      <ArrowDown aria-hidden="true" />
                    </Button>
                    <Button
                      ref={setRef(`rename-${name}`)}
                      size="icon"
                      variant="ghost"
                      className="size-10"
                      aria-label={t('choreGroups.rename', { name })}
                      disabled={update.isPending}
                      onClick={() => setEditing({ index, value: name, error: null })}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      className="size-10 text-destructive hover:bg-destructive/10"
                      aria-label={t('choreGroups.remove', { name })}
                      disabled={update.isPending}
                      onClick={() => setRemoving(index)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                )}
                {isEditing && editing?.error ? (
                  <p id={errorId} className="text-body-sm text-destructive">
                    {editing.error}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {saveError ? (
        <p role="alert" className="text-body-sm text-destructive">
          {saveError}
        </p>
      ) : null}

      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
        className="flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:items-center sm:justify-end"
      >
        <p className="text-caption text-muted-foreground sm:mr-auto">
          {dirty
            ? t('choreGroups.countUnsaved', {
                count: groups.length,
                max: PROFILE_LIMITS.choreGroups,
              })
            : t('choreGroups.count', { count: groups.length, max: PROFILE_LIMITS.choreGroups })}
        </p>
        <Button
          variant="outline"
          disabled={!dirty || update.isPending}
          onClick={() => {
            setGroups([...saved]);
            setEditing(null);
          }}
        >
          {t('details.discard')}
        </Button>
        <SubmitButton
          pending={update.isPending}
          pendingLabel={t('common:actions.saving')}
          disabled={!dirty}
        >
          {t('choreGroups.save')}
        </SubmitButton>
      </form>

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        destructive
        title={t('choreGroups.removeTitle', {
          name: removing !== null ? (groups[removing] ?? '') : '',
        })}
        description={t('choreGroups.removeDescription')}
        confirmLabel={t('choreGroups.removeConfirm')}
        onConfirm={confirmRemove}
      />
    </div>
  );
}
