import { sharedMessages } from '@areia/shared/messages';
import { Chip } from '@areia/shared/ui/card';
import { ErrorState } from '@areia/shared/ui/states';
import { useActiveModalities } from '../hooks/use-active-modalities';
import { messages } from '../messages';
import { modalityNames } from '../rules/modality-names';
import styles from './modality-chips.module.css';

export function ModalityChips({ userId }: { userId: string }) {
  const query = useActiveModalities(userId);
  let content;
  if (query.isPending) content = <span className="areia-muted">{sharedMessages.loading}</span>;
  else if (query.isError) content = <ErrorState message={messages.modalitiesError} onRetry={() => void query.refetch()} />;
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
