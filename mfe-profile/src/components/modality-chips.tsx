import { Chip } from '@areia/shared/ui/card';
import { useActiveModalities } from '../hooks/use-active-modalities';
import { messages } from '../messages';
import { modalityNames } from '../rules/modality-names';
import styles from './modality-chips.module.css';
import { sharedMessages } from '@areia/shared/messages';

export function ModalityChips({ userId }: { userId: string }) {
  const query = useActiveModalities(userId);
  let content;
  if (query.isPending) content = <span className="areia-muted">{sharedMessages.loading}</span>;
  else if (query.isError) content = <span className={styles.error} role="alert">{messages.modalitiesError}</span>;
  else {
    const names = modalityNames(query.data);
    content =
      names.length === 0 ? (
        <span className="areia-muted">{messages.noModalities}</span>
      ) : (
        <ul className={styles.list}>
          {names.map((name) => (
            <li key={name}>
              <Chip accent>{name}</Chip>
            </li>
          ))}
        </ul>
      );
  }
  return (
    <section className={styles.section} aria-label={messages.modalitiesTitle}>
      {content}
    </section>
  );
}
