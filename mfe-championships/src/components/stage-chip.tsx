import type { Championship } from '@areia/shared/core/schemas/championship';
import type { Stage } from '@areia/shared/core/rules/lifecycle';
import { messages } from '../messages';
import { stageText } from '../rules/stage-text';

/** As on the list's cards: open sign-ups quiet, closed ones a warning, a running championship in the accent, a cancelled one in red. */
const TONE: Record<Stage, string> = {
  inscricoes_abertas: 'areia-chip',
  inscricoes_encerradas: 'areia-chip areia-chip--warning',
  em_andamento: 'areia-chip areia-chip--accent',
  finalizado: 'areia-chip',
  cancelado: 'areia-chip areia-chip--danger',
};

export function StageChip({ championship }: { championship: Championship }) {
  return (
    <span className={TONE[championship.stage]} aria-label={`${messages.stageLabel}: ${stageText(championship)}`} data-testid="championship-stage" data-stage={championship.stage}>
      {stageText(championship)}
    </span>
  );
}
