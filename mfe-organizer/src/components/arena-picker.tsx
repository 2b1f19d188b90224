import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { arenaQueries } from '@areia/shared/web/api/arenas';
import { pageItems } from '@areia/shared/web/api/paging';
import { useDebouncedValue } from '@areia/shared/web/search/use-debounced-value';
import { SearchField } from '@areia/shared/web/ui/field';
import { QueryView } from '@areia/shared/web/ui/query-view';
import { messages as m } from '../messages';
import styles from './organizer.module.css';

interface ArenaPickerProps {
  arenaId: string;
  arenaName: string;
  onChange: (arena: { id: string; name: string }) => void;
  error?: string;
  disabled?: boolean;
}

/** The arenas API is paged and searched on the server: the first results of what is typed, one tap to choose. */
export function ArenaPicker({ arenaId, arenaName, onChange, error, disabled }: ArenaPickerProps) {
  const [open, setOpen] = useState(!arenaId);
  const [term, setTerm] = useState('');
  const settled = useDebouncedValue(term.trim().length >= 2 ? term : '', 300);
  const query = useInfiniteQuery({ ...arenaQueries.list(settled), enabled: open });
  const arenas = pageItems(query.data).slice(0, 6);

  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className="areia-field__label">{m.arena}</legend>
      {arenaId && (
        <div className={styles.chosen}>
          <span data-testid="arena-chosen">{m.arenaChosen(arenaName)}</span>
          {!open && (
            <button type="button" className="areia-button areia-button--ghost" onClick={() => setOpen(true)}>
              {m.arenaChange}
            </button>
          )}
        </div>
      )}
      {open && (
        <>
          <SearchField value={term} onChange={setTerm} label={m.arenaSearch} placeholder={m.arenaSearchPlaceholder} />
          {/* A form field, not a page: nothing while it loads, its own line (no toast) when the search fails. */}
          <QueryView
            query={query}
            loading={null}
            errorMessage={m.arenaError}
            errorState={<p className="areia-field__error">{m.arenaError}</p>}
            isEmpty={() => arenas.length === 0}
            empty={<p className="areia-muted">{m.arenaNone}</p>}
          >
            {() => (
              <ul className={styles.options} aria-label={m.arena}>
                {arenas.map((arena) => (
                  <li key={arena.id}>
                    <button
                      type="button"
                      className={styles.option}
                      aria-pressed={arena.id === arenaId}
                      onClick={() => {
                        onChange({ id: arena.id, name: arena.name });
                        setOpen(false);
                        setTerm('');
                      }}
                    >
                      <strong>{arena.name}</strong>
                      <span className="areia-muted">{arena.address}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </QueryView>
        </>
      )}
      {error && (
        <p className="areia-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
