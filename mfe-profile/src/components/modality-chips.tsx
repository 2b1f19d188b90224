import { sharedMessages } from '@areia/shared/core/messages';
import { Chip } from '@areia/shared/web/ui/card';
import { QueryView } from '@areia/shared/web/ui/query-view';
import { useActiveModalities } from '../hooks/use-active-modalities';
import { messages } from '../messages';
import { modalityNames } from '../rules/modality-names';
import styles from './modality-chips.module.css';

export function ModalityChips({ userId }: { userId: string }) {
  const query = useActiveModalities(userId);
  return (
    <section className={styles.section} aria-label={messages.modalitiesTitle}>
      <QueryView
        query={query}
        loading={<span className="areia-muted">{sharedMessages.loading}</span>}
        errorMessage={messages.modalitiesError}
        isEmpty={(rows) => modalityNames(rows).length === 0}
        empty={<span className="areia-muted">{messages.noModalities}</span>}
      >
        {(rows) => (
          <ul className={styles.list}>
            {modalityNames(rows).map((name) => (
              <li key={name}>
                <Chip accent>{name}</Chip>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
